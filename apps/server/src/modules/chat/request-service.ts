import type { RequestState } from '@wob/api';
import type { Session } from '../../context';
import type { Tx } from '../../db/client';
import { SERVER_MESSAGES as M } from '../../messages';
import { fieldError, HttpError } from '../../platform/http/http-error';
import { recheckTopic } from '../../platform/realtime/control';
import { topics } from '../../platform/realtime/hub';
import { publishBlock } from './events';
import { pending, planFor, requireLiveOther, requireNoBlock } from './rules';
import { acceptRequest, openRequest, rejectRequest } from './request-store';
import { findPeople, readPair } from './people-store';
import { lockChat } from './store';
import { toRequestState } from './views';
import type { PairIds } from './service';
import type { ChatKit } from './service-kit';

// The chat service's message requests (the product API) and the hooks of block-wobler and
// unblock-wobler.

export function createRequestOps(kit: ChatKit) {
  const { db, now, realtime, tasks, announceRequest, applyAccepts } = kit;

  return {
    async awaitAccept(session: Session, pairIds: PairIds): Promise<RequestState> {
      const otherId = requirePair(session, pairIds);
      const me = session.user.id;
      const pair = await readPair(db, me, otherId);
      requireLiveOther(pair);
      // Connected since the request was made (a like back): nothing waits any more.
      if (pair.other?.connected && (pending(pair.mine) || pending(pair.theirs))) {
        const changed = await db.transaction(async (tx) => {
          await lockChat(tx, me, otherId);
          const current = await readPair(tx, me, otherId);
          if (!current.other?.connected) return false;
          const accepts: [string, string][] = [];
          if (pending(current.mine)) accepts.push([me, otherId]);
          if (pending(current.theirs)) accepts.push([otherId, me]);
          return applyAccepts(tx, accepts, now());
        });
        if (changed) await announceRequest(me, otherId);
        return toRequestState(await readPair(db, me, otherId));
      }
      return toRequestState(pair);
    },

    async addToWaiting(session: Session, pairIds: PairIds): Promise<RequestState> {
      const otherId = requirePair(session, pairIds);
      const me = session.user.id;
      const at = now();
      const changed = await db.transaction(async (tx) => {
        await lockChat(tx, me, otherId);
        const pair = await readPair(tx, me, otherId);
        const plan = planFor(pair, me, otherId, false);
        let changes = await applyAccepts(tx, plan.accept, at);
        if (plan.open && !pair.mine) {
          await openRequest(tx, me, otherId, at, false);
          changes = true;
        }
        return changes;
      });
      if (changed) await announceRequest(me, otherId);
      return toRequestState(await readPair(db, me, otherId));
    },

    /** Accept Message: the request of `senderId` to the caller. */
    async accept(session: Session, senderId: string): Promise<RequestState> {
      const me = session.user.id;
      if (senderId === me) throw fieldError('sender_id', M.chat.self);
      const changed = await db.transaction(async (tx) => {
        await lockChat(tx, me, senderId);
        const pair = await readPair(tx, me, senderId);
        requireNoBlock(requireLiveOther(pair));
        if (!pair.theirs) throw new HttpError(404, M.chat.noRequest);
        return acceptRequest(tx, senderId, me, now());
      });
      if (changed) await announceRequest(me, senderId);
      return toRequestState(await readPair(db, me, senderId));
    },

    // --- Hooks of block-wobler and unblock-wobler (modules/relations/service.ts) ---------

    /** Inside the block's transaction: Reject & Block declines the blocked one's request. */
    async onBlock(tx: Tx, blockerId: string, blockedId: string, at: Date): Promise<void> {
      await rejectRequest(tx, blockedId, blockerId, at);
    },

    /** After a block or unblock is committed: both people's chats follow (`chat.block`). */
    afterBlockChange(one: string, other: string): void {
      tasks.run('chat block event', async () => {
        const people = await findPeople(db, one, [other]);
        const person = people.get(other);
        if (!person) return;
        publishBlock(realtime, one, {
          otherId: other,
          blockedByMe: person.blockedByMe,
          hasBlockedMe: person.hasBlockedMe,
        });
        publishBlock(realtime, other, {
          otherId: one,
          blockedByMe: person.hasBlockedMe,
          hasBlockedMe: person.blockedByMe,
        });
        // Whoever follows either one's presence asks again whether they still may.
        recheckTopic(realtime, topics.presence(one));
        recheckTopic(realtime, topics.presence(other));
      });
    },
  };

  function requirePair(session: Session, pairIds: PairIds): string {
    if (pairIds.sender_id !== session.user.id) throw new HttpError(403, M.chat.notYourself);
    if (pairIds.receiver_id === session.user.id) throw fieldError('receiver_id', M.chat.self);
    return pairIds.receiver_id;
  }
}
