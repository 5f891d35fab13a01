import { endpoints } from '@wob/api';
import type { ChatReport, ChatService } from '../port';
import { requireUser, type WobContext } from './context';
import { toChatError } from './errors';
import type { WobUsers } from './users';

// The wob adapter's part of Woble's own product: blocks (the one block table) and message
// requests, through the product API (`api/user/*`, `api/chat/*` and the deck's like), and
// reports of messages (`api/report/content`).

type ProductPart = Pick<
  ChatService,
  | 'blockUsers'
  | 'unblockUsers'
  | 'getRequestState'
  | 'addToWaiting'
  | 'acceptRequest'
  | 'likeBack'
  | 'reportMessage'
>;

export function createProduct(ctx: WobContext, users: WobUsers): ProductPart {
  /** The product's one block table (block-wobler / unblock-wobler), then the cached users. */
  async function changeBlocks(uids: readonly string[], blocked: boolean): Promise<string> {
    requireUser(ctx);
    let confirmation = '';
    for (const uid of uids) {
      try {
        const answer = await ctx.api.call(
          blocked ? endpoints.blockWobler : endpoints.unblockWobler,
          {
            _id: uid,
          },
        );
        confirmation = answer.message ?? '';
      } catch (error) {
        throw toChatError(error);
      }
      const cached = users.get(uid);
      if (cached) users.cache({ ...cached, blockedByMe: blocked });
    }
    return confirmation;
  }

  /** A call of the product API about a message request, as the logged-in person. */
  async function asMe<T>(call: (me: string) => Promise<T>): Promise<T> {
    const me = requireUser(ctx);
    try {
      return await call(me);
    } catch (error) {
      throw toChatError(error);
    }
  }

  return {
    blockUsers: (uids) => changeBlocks(uids, true),

    unblockUsers: (uids) => changeBlocks(uids, false),

    getRequestState: (uid) =>
      asMe(
        async (me) =>
          (await ctx.api.call(endpoints.awaitAccept, { sender_id: me, receiver_id: uid })).data ??
          null,
      ),
    addToWaiting: (uid) =>
      asMe(
        async (me) =>
          (await ctx.api.call(endpoints.addToWaiting, { sender_id: me, receiver_id: uid })).data ??
          null,
      ),
    acceptRequest: (uid) =>
      asMe(
        async () =>
          (await ctx.api.call(endpoints.acceptMessageRequest, { sender_id: uid })).data ?? null,
      ),
    likeBack: (uid) =>
      asMe(async () => {
        const answer = await ctx.api.call(endpoints.likeWobler, { _id: uid });
        return { matched: answer.data?.matched === true, message: answer.message ?? '' };
      }),
    reportMessage: (id: string, report: ChatReport) =>
      asMe(async () => {
        await ctx.api.call(endpoints.reportContent, { kind: 'message', id, ...report });
      }),
  };
}
