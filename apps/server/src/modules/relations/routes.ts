import { endpoints } from '@wob/api';
import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES as M } from '../../messages';
import { bindSignedInEndpoint } from '../../platform/http/bind-endpoint';
import type { RelationService } from './service';

/**
 * Reactions to another Wobler: like, dislike, save, remove from saved, remove a connection,
 * block, unblock and report. Each answers where the caller now stands (`relation`).
 */
export function registerRelationRoutes(app: FastifyInstance, relations: RelationService): void {
  bindSignedInEndpoint(app, endpoints.likeWobler, async ({ input, session }) => {
    const { relation, name } = await relations.like(session, input._id);
    return {
      message: relation.isMatched ? M.relations.matched : M.relations.liked,
      messageParams: { name },
      data: { matched: relation.isMatched, relation },
    };
  });

  // No toast: the deck moves on to the next card.
  bindSignedInEndpoint(app, endpoints.dislikeWobler, async ({ input, session }) => ({
    data: { relation: (await relations.dislike(session, input._id)).relation },
  }));

  bindSignedInEndpoint(app, endpoints.saveWobler, async ({ input, session }) => {
    const { relation, name } = await relations.save(session, input._id);
    return { message: M.relations.saved, messageParams: { name }, data: { relation } };
  });

  bindSignedInEndpoint(app, endpoints.removeSavedWobler, async ({ input, session }) => {
    const { relation, name } = await relations.unsave(session, input._id);
    return { message: M.relations.unsaved, messageParams: { name }, data: { relation } };
  });

  bindSignedInEndpoint(app, endpoints.removeConnection, async ({ input, session }) => {
    const { relation, name } = await relations.removeConnection(session, input._id);
    return { message: M.relations.connectionRemoved, messageParams: { name }, data: { relation } };
  });

  bindSignedInEndpoint(app, endpoints.blockWobler, async ({ input, session }) => {
    const { relation, name } = await relations.block(session, input._id);
    return { message: M.relations.blocked, messageParams: { name }, data: { relation } };
  });

  bindSignedInEndpoint(app, endpoints.unblockWobler, async ({ input, session }) => {
    const { relation, name } = await relations.unblock(session, input._id);
    return { message: M.relations.unblocked, messageParams: { name }, data: { relation } };
  });

  bindSignedInEndpoint(app, endpoints.reportWobler, async ({ input, session }) => {
    const { relation } = await relations.report(session, input);
    return { message: M.relations.reported, data: { relation } };
  });
}
