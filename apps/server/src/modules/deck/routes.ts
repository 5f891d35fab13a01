import { endpoints } from '@wob/api';
import type { FastifyInstance } from 'fastify';
import { bindSignedInEndpoint } from '../../platform/http/bind-endpoint';
import { registerDeckBenchRoutes } from './bench';
import type { DeckService } from './service';

/**
 * The deck, another Wobler's profile, saved Woblers, the menu search and the caller's place.
 * (Likes, dislikes, saves, blocks and reports are modules/relations'.) With WOB_BENCH, the
 * deck's bench routes too.
 */
export function registerDeckRoutes(app: FastifyInstance, deck: DeckService): void {
  bindSignedInEndpoint(app, endpoints.getAllWoblers, async ({ input, session, locale }) => ({
    data: await deck.getAll(session, input, locale),
  }));

  bindSignedInEndpoint(app, endpoints.getWobler, async ({ input, session }) => ({
    data: { wobler: await deck.wobler(session, input) },
  }));

  bindSignedInEndpoint(app, endpoints.savedWoblers, async ({ input, session }) => ({
    data: await deck.saved(session, input),
  }));

  bindSignedInEndpoint(app, endpoints.menuSearch, async ({ input, session }) => ({
    data: await deck.menuSearch(session, input),
  }));

  bindSignedInEndpoint(app, endpoints.setLocation, async ({ input, session }) => {
    const { location, messageKey } = await deck.setLocation(session, input);
    return { message: messageKey, data: { location } };
  });

  if (app.wob.config.bench) registerDeckBenchRoutes(app);
}
