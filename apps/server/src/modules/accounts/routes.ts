import { endpoints, type MyBubbles } from '@wob/api';
import type { FastifyInstance } from 'fastify';
import type { Session } from '../../context';
import { SERVER_MESSAGES as M } from '../../messages';
import { bindEndpoint, bindSignedInEndpoint } from '../../platform/http/bind-endpoint';
import { recheckSessions } from '../../platform/realtime/control';
import { deviceOf } from './device';
import type { AccountsService } from './service';

/**
 * What sign-in and the profile need of the Bubbles: login answers the caller's Bubbles, and a
 * profile update may set the picked ones. The composition root hands the Bubbles service; the
 * port keeps accounts below the Bubbles module (which shows people with accounts' views).
 */
export interface BubblePicks {
  mineOf(userId: string): Promise<MyBubbles>;
  requirePicks(userId: string, bubbleIds: readonly string[]): Promise<void>;
  setPicks(session: Session, bubbleIds: readonly string[]): Promise<MyBubbles>;
}

export function registerAccountRoutes(
  app: FastifyInstance,
  accounts: AccountsService,
  bubbles: BubblePicks,
): void {
  const { rateLimit } = app.wob.config;
  const limit = (max: number) => ({ rateLimit: { max, timeWindowMs: rateLimit.windowMs } });

  bindEndpoint(
    app,
    endpoints.register,
    async ({ input, locale }) => {
      await accounts.register(input, locale);
      return { status: 201, message: M.account.registered, data: {} };
    },
    limit(rateLimit.register),
  );

  // Its own bucket with register's size (not register's bucket): a person who corrects a
  // taken address a few times must still be able to sign up. Per IP it reveals at most as many
  // addresses per window as register itself does (README 'Sign-up').
  bindEndpoint(
    app,
    endpoints.checkEmail,
    async ({ input }) => {
      await accounts.checkEmail(input);
      return { data: {} };
    },
    limit(rateLimit.register),
  );

  bindEndpoint(
    app,
    endpoints.login,
    async ({ input, locale, request }) => {
      const device = deviceOf(request.headers['user-agent']);
      const { token, user } = await accounts.login(input, locale, device);
      const { docs } = await bubbles.mineOf(user._id);
      return { message: M.account.loggedIn, token, data: { user, bubbles: docs } };
    },
    limit(rateLimit.login),
  );

  bindEndpoint(
    app,
    endpoints.forgotPassword,
    async ({ input }) => {
      await accounts.forgotPassword(input);
      return { message: M.account.resetEmailSent, data: {} };
    },
    limit(rateLimit.reset),
  );

  bindEndpoint(
    app,
    endpoints.resetPassword,
    async ({ input }) => {
      await accounts.resetPassword(input);
      return { message: M.account.passwordReset, data: {} };
    },
    limit(rateLimit.reset),
  );

  bindSignedInEndpoint(app, endpoints.getUserProfile, async ({ input, session }) => ({
    data: await accounts.getProfile(session, input.id),
  }));

  bindSignedInEndpoint(app, endpoints.updateProfile, async ({ input, session }) => {
    // Unknown Bubbles are refused before the profile changes, so nothing is half-written.
    if (input.bubbles) await bubbles.requirePicks(session.user.id, input.bubbles);
    const user = await accounts.updateProfile(session, input);
    if (!input.bubbles) return { message: M.account.profileUpdated, data: { user } };
    const { docs } = await bubbles.setPicks(session, input.bubbles);
    return { message: M.account.profileUpdated, data: { user, bubbles: docs } };
  });

  bindSignedInEndpoint(app, endpoints.removeUserImage, async ({ session }) => ({
    message: M.account.pictureRemoved,
    data: { user: await accounts.removePicture(session) },
  }));

  // Ended sessions also end their open /realtime sockets (each re-checks its session).
  const endSockets = (userId: string) => recheckSessions(app.wob.realtime, userId);

  // Per account, so guessing the old password of a signed-in session is slow from anywhere.
  bindSignedInEndpoint(
    app,
    endpoints.changePassword,
    async ({ input, session, request }) => {
      const device = deviceOf(request.headers['user-agent']);
      const token = await accounts.changePassword(session, input, device);
      endSockets(session.user.id);
      return { message: M.account.passwordChanged, token, data: {} };
    },
    { rateLimit: { ...limit(rateLimit.password).rateLimit, perAccount: true } },
  );

  bindSignedInEndpoint(app, endpoints.deleteAccount, async ({ session }) => {
    await accounts.deleteAccount(session);
    endSockets(session.user.id);
    return { message: M.account.deleted, data: {} };
  });

  bindSignedInEndpoint(app, endpoints.logout, async ({ session }) => {
    await accounts.logout(session);
    endSockets(session.user.id);
    return { message: M.account.loggedOut, data: {} };
  });
}
