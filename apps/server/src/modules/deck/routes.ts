import { endpoints } from '@wob/api';
import type { FastifyInstance } from 'fastify';
import { bindSignedInEndpoint } from '../../platform/http/bind-endpoint';
import { bubblesServiceOf } from '../bubbles/routes';
import { registerDeckBenchRoutes } from './bench';
import { createDeckService } from './service';

/**
 * The deck, another Wobler's profile, saved Woblers, the menu search and the caller's place.
 * (Likes, dislikes, saves, blocks and reports are the relation-*.ts files'.) At start, once the
 * app is ready: the starting house ads into an empty table, and the places of accounts that
 * have a city but no place.
 */
export function registerDeckRoutes(app: FastifyInstance): void {
  const { db, now, media } = app.wob;
  const bubbles = bubblesServiceOf(app);
  const deck = createDeckService({ db, now, media, logger: app.log, tilesOf: bubbles.tilesOf });
  app.addHook('onReady', deck.startup);

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
