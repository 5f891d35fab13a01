import { endpoints } from '@wob/api';
import type { FastifyInstance } from 'fastify';
import { bindSignedInEndpoint } from '../../platform/http/bind-endpoint';
import type { NotificationsService } from './service';

/** The bell: the notifications with the connections, and their seen status. */
export function registerNotificationRoutes(
  app: FastifyInstance,
  notifications: NotificationsService,
): void {
  bindSignedInEndpoint(app, endpoints.getNotifications, async ({ input, session }) => ({
    data: await notifications.list(session.user.id, input.page, input.limit),
  }));

  bindSignedInEndpoint(app, endpoints.setNotificationsSeen, async ({ input, session }) => ({
    data: { unseen: await notifications.setSeen(session.user.id, input.ids) },
  }));
}
