import { endpoints } from '@wob/api';
import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES as M } from '../../messages';
import { bindSignedInEndpoint, tapsLimit } from '../../platform/http/bind-endpoint';
import type { PollsService } from './service';

/** Polls: create (premium), list, view, vote, delete. */
export function registerPollRoutes(app: FastifyInstance, polls: PollsService): void {
  const limit = tapsLimit(app);
  // Premium (spec sections 1 and 6): the endpoint's `premium` flag answers 403 before this runs.
  bindSignedInEndpoint(
    app,
    endpoints.createPoll,
    async ({ input, session }) => ({
      status: 201,
      message: M.polls.created,
      data: { poll: await polls.create(session, input) },
    }),
    limit,
  );

  bindSignedInEndpoint(app, endpoints.listPolls, async ({ input, session }) => ({
    data: await polls.list(session, input),
  }));

  bindSignedInEndpoint(app, endpoints.viewPoll, async ({ input, session }) => ({
    data: { poll: await polls.view(session, input) },
  }));

  bindSignedInEndpoint(
    app,
    endpoints.castVote,
    async ({ input, session }) => ({
      message: M.polls.voted,
      data: { poll: await polls.vote(session, input) },
    }),
    limit,
  );

  bindSignedInEndpoint(app, endpoints.deletePoll, async ({ input, session }) => {
    await polls.remove(session, input);
    return { message: M.polls.deleted, data: {} };
  });
}
