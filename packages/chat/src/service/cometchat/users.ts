import { endpoints } from '@wob/api';
import type { ChatUser } from '../port';
import type { CometChatContext } from './context';
import { isUidNotFound, toChatUser } from './mapping';
import type { CometChatSession } from './session';

// The cometchat adapter's users: a user as the signed-in person sees them, and making someone
// known to CometChat on first use (their presence comes through the user listener, events.ts).

export type CometChatUsers = ReturnType<typeof createUsers>;

export function createUsers({ options }: CometChatContext, session: CometChatSession) {
  const { run } = session;

  /**
   * CometChat knows a Wobler only once they logged in to it, or once we asked our server to make
   * them (POST /api/chat/cometchat-user): a call about someone CometChat does not know yet asks
   * for that, then is made again.
   */
  async function withUser<T>(uid: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!isUidNotFound(error)) throw error;
      await options.api.call(endpoints.cometchatUser, { uid });
      return call();
    }
  }

  return {
    withUser,
    // The port's users.
    getUser: (uid: string): Promise<ChatUser> =>
      run(async ({ CometChat }) => toChatUser(await withUser(uid, () => CometChat.getUser(uid)))),
  };
}
