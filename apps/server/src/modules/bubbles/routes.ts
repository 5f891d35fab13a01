import { endpoints } from '@wob/api';
import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES as M } from '../../messages';
import { bindSignedInEndpoint } from '../../platform/http/bind-endpoint';
import type { BubblesService } from './service';

/** Bubbles: create, edit, delete, find, pick and remove, membership and moderation. */
export function registerBubbleRoutes(app: FastifyInstance, bubbles: BubblesService): void {
  bindSignedInEndpoint(app, endpoints.createBubble, async ({ input, session }) => ({
    status: 201,
    message: M.bubbles.created,
    data: { bubble: await bubbles.create(session, input) },
  }));

  bindSignedInEndpoint(app, endpoints.editBubble, async ({ input, session }) => ({
    message: M.bubbles.updated,
    data: { bubble: await bubbles.edit(session, input) },
  }));

  bindSignedInEndpoint(app, endpoints.deleteBubble, async ({ input, session }) => ({
    message: M.bubbles.deleted,
    data: { bubble: await bubbles.delete(session, input) },
  }));

  bindSignedInEndpoint(app, endpoints.listBubbles, async ({ input, session }) => ({
    data: await bubbles.list(session, input),
  }));

  bindSignedInEndpoint(app, endpoints.getBubble, async ({ input, session }) => ({
    data: await bubbles.view(session, input),
  }));

  bindSignedInEndpoint(app, endpoints.myBubbles, async ({ session }) => ({
    data: await bubbles.mine(session),
  }));

  bindSignedInEndpoint(app, endpoints.pickBubble, async ({ input, session }) => {
    const { data, messageKey } = await bubbles.pick(session, input);
    return { message: messageKey, data: { bubble: data } };
  });

  bindSignedInEndpoint(app, endpoints.removeBubble, async ({ input, session }) => {
    const { data, messageKey } = await bubbles.leave(session, input);
    return { message: messageKey, data: { bubble: data } };
  });

  bindSignedInEndpoint(app, endpoints.getActiveMembers, async ({ input, session }) => ({
    data: await bubbles.members(session, input, 'active'),
  }));

  bindSignedInEndpoint(app, endpoints.getPendingMembers, async ({ input, session }) => ({
    data: await bubbles.members(session, input, 'pending'),
  }));

  bindSignedInEndpoint(app, endpoints.markActive, async ({ input, session }) => ({
    message: M.bubbles.memberApproved,
    data: { member: await bubbles.markActive(session, input) },
  }));

  bindSignedInEndpoint(app, endpoints.kickoutUser, async ({ input, session }) => {
    await bubbles.kickout(session, input);
    return { message: M.bubbles.memberRemoved, data: { bubble: input.bubble, user: input.user } };
  });

  bindSignedInEndpoint(app, endpoints.markPublic, async ({ input, session }) => ({
    message: M.bubbles.markedPublic,
    data: { bubble: await bubbles.setVisibility(session, input, false) },
  }));

  bindSignedInEndpoint(app, endpoints.markPrivate, async ({ input, session }) => ({
    message: M.bubbles.markedPrivate,
    data: { bubble: await bubbles.setVisibility(session, input, true) },
  }));

  bindSignedInEndpoint(app, endpoints.setModerator, async ({ input, session }) => {
    const { data, messageKey } = await bubbles.setModerator(session, input);
    return { message: messageKey, data: { member: data } };
  });

  bindSignedInEndpoint(app, endpoints.setNotifications, async ({ input, session }) => {
    const { data, messageKey } = await bubbles.setNotifications(session, input);
    return { message: messageKey, data: { bubble: data } };
  });

  bindSignedInEndpoint(app, endpoints.openBubbleChat, async ({ input, session }) => ({
    data: { chatGuid: await bubbles.openChat(session, input) },
  }));
}
