import { randomUUID } from 'node:crypto';
import type { ChatCall } from '@wob/api';
import {
  CALL_LIMITS,
  type CallRejectStatus,
  type CallSignalBody,
  type CallType,
  MESSAGES,
  type ReceiverType,
} from '@wob/validation';
import type { Session } from '../../context';
import type { Tx } from '../../db/client';
import { SERVER_MESSAGES as M } from '../../messages';
import { fieldError, HttpError } from '../../platform/http/http-error';
import { topics } from '../../platform/realtime/hub';
import {
  type CallNote,
  lockCallChats,
  publishChange,
  readRecord,
  viewOf,
  writeNotes,
} from './calls-commit';
import {
  activeCallOf,
  type CallRecord,
  type CallRow,
  callsOf,
  deactivateAll,
  findCall,
  insertActive,
  insertCall,
  insertInactive,
  lockCall,
  participantsOf,
  renewJoin,
  setCall,
  setParticipant,
} from './calls-store';
import { blockedMembersOf, requireGroupMember } from './group-access';
import { memberIds } from './groups-store';
import { conversationIdOf } from './ids';
import { conversationsInsert } from './conversation-store';
import { findPeople, readPair } from './people-store';
import { planFor } from './rules';
import type { ChatKit } from './service-kit';
import { lockChats } from './store';

// Audio and video calls of the self-hosted chat (spec chat sections 2–4, 8; README "Calls").
// The rules, enforced here whatever the client hides:
// - One-to-one: caller and callee must be able to message each other (the send rules: a block
//   either way 403, an unknown person 404), and no request of the caller's may still wait for
//   the callee (403: calls come once the request is accepted). A group call: the caller is an active member; every
//   other active member is rung, except those blocked either way with the caller.
// - One call per person at a time (ringing, rung or in a call): the database's partial unique
//   index decides (calls-store.ts insertActive). A caller in a call is refused 409; a callee
//   in another call makes the call `busy` at once (one-to-one), or is left out as busy (group).
// - Every change writes one call message per thing that happened (calls-commit.ts), in the
//   change's transaction, and tells every participant (`call.updated`).
// - Not a participant: 404 (the call is not theirs to see). A transition the call's state does
//   not allow: 409.

export interface CallsOptions {
  kit: ChatKit;
}

/** A change's call messages; null when there was nothing to change (then nothing is told). */
type Change = (tx: Tx, record: CallRecord, at: Date) => Promise<CallNote[] | null>;

const notFound = () => new HttpError(404, M.chatCalls.notFound);
const alreadyInCall = () => new HttpError(409, M.chatCalls.alreadyInCall);
const notRinging = () => new HttpError(409, M.chatCalls.notRinging);
const notInCall = () => new HttpError(409, M.chatCalls.notInCall);

export function createCallService(options: CallsOptions) {
  const { kit } = options;
  const { db, now, realtime } = kit;
  /**
   * One change of the call `sessionId` by `actorId` (null: the server): the chat locks, the
   * call's row lock, the change and its messages in one transaction; published after it.
   */
  async function change(sessionId: string, actorId: string | null, decide: Change) {
    // Who the call is between never changes: read first, to take the chat locks before the
    // call's row lock (the order every chat change takes them in).
    const seen = await findCall(db, sessionId);
    if (!seen) throw notFound();
    const at = now();
    const { record, sent } = await db.transaction(async (tx) => {
      await lockCallChats(tx, seen, actorId ?? seen.initiatorId);
      const call = await lockCall(tx, sessionId);
      if (!call) throw notFound();
      const before = await readRecord(tx, call);
      if (actorId !== null && !before.participants.some((row) => row.userId === actorId)) {
        throw notFound();
      }
      const notes = await decide(tx, before, at);
      if (notes === null) return { record: before, sent: null };
      // The call as the change left it.
      const after = await readRecord(tx, (await lockCall(tx, sessionId)) as CallRow);
      const initiator = (await findPeople(tx, call.initiatorId, [call.initiatorId])).get(
        call.initiatorId,
      );
      return { record: after, sent: await writeNotes(tx, after, notes, initiator?.name ?? '', at) };
    });
    const viewerId = actorId ?? record.call.initiatorId;
    // Nothing happened (a sweep of a call another instance had already changed): no event.
    if (sent === null) return viewOf(kit, record, viewerId);
    return publishChange(kit, record, sent, viewerId);
  }

  /** Ends the call: `status`, its end time, and nobody active in it any more. */
  async function finish(tx: Tx, call: CallRow, status: CallRow['status'], at: Date) {
    await setCall(tx, call.sessionId, { status, endedAt: at });
    await deactivateAll(tx, call.sessionId);
  }

  const joinedOf = (record: CallRecord) =>
    record.participants.filter((row) => row.active && row.state === 'joined');

  /** A group member hangs up; the call ends when fewer than two remain joined. */
  async function leaveGroup(tx: Tx, record: CallRecord, me: string, at: Date): Promise<CallNote[]> {
    const { call } = record;
    if (call.status === 'initiated') {
      // Only the initiator is joined while a group call rings: hanging up cancels it.
      await finish(tx, call, 'cancelled', at);
      return [{ senderId: me, action: 'cancelled' }];
    }
    await setParticipant(tx, call.sessionId, me, { state: 'left', active: false });
    const remaining = joinedOf(record).filter((row) => row.userId !== me);
    if (remaining.length >= 2) return [{ senderId: me, action: 'left' }];
    await finish(tx, call, 'ended', at);
    return [
      { senderId: me, action: 'left' },
      { senderId: me, action: 'ended' },
    ];
  }

  return {
    async initiate(
      session: Session,
      input: { receiverId: string; receiverType: ReceiverType; type: CallType },
    ): Promise<ChatCall> {
      const me = session.user.id;
      const group = input.receiverType === 'group';
      if (!group) kit.requireSelfNot(session, input.receiverId, 'receiverId');
      const sessionId = randomUUID();
      const at = now();
      const { record, sent } = await db.transaction(async (tx) => {
        let conversationId: string;
        let callees: string[];
        if (group) {
          await lockChats(tx, [], [{ senderId: me, guid: input.receiverId }]);
          const access = await requireGroupMember(tx, input.receiverId, me);
          conversationId = access.group.conversationId;
          const blocked = new Set(await blockedMembersOf(tx, conversationId, me));
          callees = (await memberIds(tx, conversationId)).filter(
            (id) => id !== me && !blocked.has(id),
          );
          if (callees.length === 0) throw new HttpError(409, M.chatCalls.nobodyToCall);
        } else {
          await lockChats(tx, [[me, input.receiverId]]);
          const pair = await readPair(tx, me, input.receiverId);
          // A call is no way round a message request: while the caller's request waits for
          // the callee, no call (a stranger who never wrote may call, as before: the send
          // rules decide). Read under the pair's lock, as the accept takes it.
          if (planFor(pair, me, input.receiverId, false).requested && pair.mine) {
            throw new HttpError(403, M.chatCalls.requestPending);
          }
          conversationId = conversationIdOf(me, input.receiverId);
          const made = conversationsInsert([
            { senderId: me, receiverId: input.receiverId, sentAt: at },
          ]);
          if (made) await tx.execute(made);
          callees = [input.receiverId];
        }
        await insertCall(tx, {
          sessionId,
          type: input.type,
          receiverType: input.receiverType,
          receiverId: input.receiverId,
          conversationId,
          initiatorId: me,
          status: 'initiated',
          initiatedAt: at,
          joinedAt: null,
          endedAt: null,
        });
        const mine = await insertActive(tx, sessionId, [
          { userId: me, state: 'joined', joinedAt: at },
        ]);
        if (!mine.has(me)) throw alreadyInCall();
        const rung = await insertActive(
          tx,
          sessionId,
          callees.map((userId) => ({ userId, state: 'ringing' as const, joinedAt: null })),
        );
        const busy = callees.filter((id) => !rung.has(id));
        await insertInactive(tx, sessionId, busy, 'busy');
        let notes: CallNote[];
        if (rung.size === 0) {
          // Everyone called is on another call (spec section 4): busy at once.
          await setCall(tx, sessionId, { status: 'busy', endedAt: at });
          await deactivateAll(tx, sessionId);
          notes = [{ senderId: group ? me : input.receiverId, action: 'busy' }];
        } else {
          notes = [{ senderId: me, action: 'initiated' }];
        }
        const call = (await lockCall(tx, sessionId)) as CallRow;
        const after = await readRecord(tx, call);
        return { record: after, sent: await writeNotes(tx, after, notes, session.user.name, at) };
      });
      return publishChange(kit, record, sent, me);
    },

    accept(session: Session, input: { sessionId: string }): Promise<ChatCall> {
      const me = session.user.id;
      return change(input.sessionId, me, async (tx, record, at) => {
        const { call } = record;
        const mine = record.participants.find((row) => row.userId === me);
        const live =
          call.receiverType === 'group'
            ? call.status === 'initiated' || call.status === 'ongoing'
            : call.status === 'initiated';
        if (!mine || !live || !mine.active || mine.state !== 'ringing') throw notRinging();
        if (call.receiverType === 'group' && joinedOf(record).length >= CALL_LIMITS.groupMax) {
          throw new HttpError(409, M.chatCalls.full);
        }
        await setParticipant(tx, call.sessionId, me, { state: 'joined', joinedAt: at });
        if (call.status === 'initiated') {
          await setCall(tx, call.sessionId, { status: 'ongoing', joinedAt: at });
          return call.receiverType === 'group'
            ? [
                { senderId: me, action: 'ongoing' },
                { senderId: me, action: 'joined' },
              ]
            : [{ senderId: me, action: 'ongoing' }];
        }
        return [{ senderId: me, action: 'joined' }];
      });
    },

    reject(
      session: Session,
      input: { sessionId: string; status: CallRejectStatus },
    ): Promise<ChatCall> {
      const me = session.user.id;
      return change(input.sessionId, me, async (tx, record, at) => {
        const { call } = record;
        const mine = record.participants.find((row) => row.userId === me);
        if (me === call.initiatorId) {
          if (input.status !== 'cancelled')
            throw fieldError('status', MESSAGES.chat.calls.statusInvalid);
          if (call.status !== 'initiated') throw notRinging();
          await finish(tx, call, 'cancelled', at);
          return [{ senderId: me, action: 'cancelled' }];
        }
        if (input.status === 'cancelled')
          throw fieldError('status', MESSAGES.chat.calls.statusInvalid);
        if (!mine?.active || mine.state !== 'ringing') throw notRinging();
        if (call.receiverType === 'user') {
          await setParticipant(tx, call.sessionId, me, { state: input.status, active: false });
          await finish(tx, call, input.status, at);
          return [{ senderId: me, action: input.status }];
        }
        // One member of a group call turns it down; it rings on for the others.
        await setParticipant(tx, call.sessionId, me, { state: input.status, active: false });
        const others = record.participants.filter(
          (row) => row.userId !== me && row.userId !== call.initiatorId && row.active,
        );
        if (call.status === 'initiated' && others.length === 0) {
          await finish(tx, call, 'rejected', at);
        }
        return [{ senderId: me, action: 'rejected' }];
      });
    },

    end(session: Session, input: { sessionId: string }): Promise<ChatCall> {
      return hangUp(input.sessionId, session.user.id);
    },

    /**
     * Back into an ongoing call one is joined in, from a reloaded or another tab: a new media
     * generation for one (their participant `joinedAt` moves on), told to every participant as
     * `call.updated`, so that the others connect to the new tab and an older tab of one's own
     * lets go. No call message: nobody joined or left. 404 for anyone else (not a participant,
     * not joined, the call not ongoing): nothing tells them more.
     */
    rejoin(session: Session, input: { sessionId: string }): Promise<ChatCall> {
      const me = session.user.id;
      return change(input.sessionId, me, async (tx, record, at) => {
        if (record.call.status !== 'ongoing') throw notFound();
        if (!(await renewJoin(tx, record.call.sessionId, me, at))) throw notFound();
        return [];
      });
    },

    async active(session: Session): Promise<ChatCall | null> {
      const call = await activeCallOf(db, session.user.id);
      if (!call) return null;
      const participants = (await participantsOf(db, [call.sessionId])).get(call.sessionId) ?? [];
      return viewOf(kit, { call, participants }, session.user.id);
    },

    async history(
      session: Session,
      input: { uid: string; receiverType: ReceiverType; limit: number },
    ): Promise<ChatCall[]> {
      const me = session.user.id;
      let conversationId: string;
      if (input.receiverType === 'group') {
        conversationId = (await requireGroupMember(db, input.uid, me)).group.conversationId;
      } else {
        kit.requireSelfNot(session, input.uid, 'uid');
        await kit.requireChatPerson(session, input.uid);
        conversationId = conversationIdOf(me, input.uid);
      }
      const calls = await callsOf(db, me, conversationId, input.limit);
      const participants = await participantsOf(
        db,
        calls.map((call) => call.sessionId),
      );
      const result: ChatCall[] = [];
      for (const call of calls) {
        result.push(
          await viewOf(kit, { call, participants: participants.get(call.sessionId) ?? [] }, me),
        );
      }
      return result;
    },

    /**
     * A WebRTC signal to another joined participant of an ongoing call, on their own topic
     * only: 404 unless both are joined (nothing tells a stranger the call exists).
     */
    async signal(
      session: Session,
      input: { sessionId: string; to: string; signal: CallSignalBody },
    ): Promise<void> {
      const me = session.user.id;
      const participants = (await participantsOf(db, [input.sessionId])).get(input.sessionId) ?? [];
      const joined = (id: string) =>
        participants.some((row) => row.userId === id && row.active && row.state === 'joined');
      const call = await findCall(db, input.sessionId);
      if (call?.status !== 'ongoing' || me === input.to || !joined(me) || !joined(input.to)) {
        throw notFound();
      }
      realtime.publish(topics.user(input.to), {
        type: 'call.signal',
        sessionId: input.sessionId,
        from: me,
        signal: input.signal,
      });
    },

    /** Server-side: the call ringing too long becomes unanswered; whether it did now. */
    async unanswered(sessionId: string): Promise<boolean> {
      let changed = false;
      await change(sessionId, null, async (tx, record, at) => {
        if (record.call.status !== 'initiated') return null;
        await finish(tx, record.call, 'unanswered', at);
        changed = true;
        return [{ senderId: record.call.initiatorId, action: 'unanswered' }];
      }).catch((error: unknown) => {
        // Gone meanwhile (its conversation deleted): nothing to sweep.
        if (!(error instanceof HttpError && error.status === 404)) throw error;
      });
      return changed;
    },

    /**
     * Server-side: members of an ongoing group call still ringing when it would have been
     * unanswered stop ringing (`left`, never joined: `joinedAt` null), so nobody rings, or
     * stays busy for other calls, for as long as the call lasts. No message: nobody acted.
     */
    async stopRinging(sessionId: string): Promise<boolean> {
      let changed = false;
      await change(sessionId, null, async (tx, record) => {
        const ringing = record.participants.filter((row) => row.active && row.state === 'ringing');
        if (record.call.status !== 'ongoing' || ringing.length === 0) return null;
        for (const row of ringing) {
          await setParticipant(tx, record.call.sessionId, row.userId, {
            state: 'left',
            active: false,
          });
        }
        changed = true;
        return [];
      }).catch((error: unknown) => {
        if (!(error instanceof HttpError && error.status === 404)) throw error;
      });
      return changed;
    },

    /**
     * After a block or unblock between the two is committed (relations' block hooks): a
     * one-to-one call between them ends, as `one` hanging up (nothing crosses a block).
     */
    afterBlockChange(one: string, other: string): void {
      kit.tasks.run('call block', async () => {
        const call = await activeCallOf(db, one);
        if (call?.receiverType !== 'user') return;
        if (call.initiatorId !== other && call.receiverId !== other) return;
        const { blockedByMe, hasBlockedMe } = (await findPeople(db, one, [other])).get(other) ?? {};
        if (!blockedByMe && !hasBlockedMe) return;
        await hangUp(call.sessionId, one).catch((error: unknown) => {
          if (!(error instanceof HttpError)) throw error;
        });
      });
    },

    /** Server-side: `userId` went away (their last socket closed): they leave their call. */
    async leaveActive(userId: string): Promise<void> {
      const call = await activeCallOf(db, userId);
      if (!call) return;
      const participants = (await participantsOf(db, [call.sessionId])).get(call.sessionId) ?? [];
      const mine = participants.find((row) => row.userId === userId);
      // Someone rung who is away is not answering: the call rings on until unanswered.
      if (mine?.state !== 'joined') return;
      await hangUp(call.sessionId, userId).catch((error: unknown) => {
        if (!(error instanceof HttpError)) throw error;
      });
    },
  };

  /** Hang up: one-to-one ends (or cancels, or rejects while ringing); a group member leaves. */
  function hangUp(sessionId: string, me: string): Promise<ChatCall> {
    return change(sessionId, me, async (tx, record, at) => {
      const { call } = record;
      const mine = record.participants.find((row) => row.userId === me);
      if (!mine?.active) throw notInCall();
      if (call.receiverType === 'group') {
        if (mine.state === 'ringing') {
          await setParticipant(tx, call.sessionId, me, { state: 'rejected', active: false });
          return [{ senderId: me, action: 'rejected' }];
        }
        return leaveGroup(tx, record, me, at);
      }
      if (call.status === 'initiated') {
        const status = me === call.initiatorId ? 'cancelled' : 'rejected';
        if (me !== call.initiatorId) {
          await setParticipant(tx, call.sessionId, me, { state: 'rejected', active: false });
        }
        await finish(tx, call, status, at);
        return [{ senderId: me, action: status }];
      }
      if (call.status !== 'ongoing') throw notInCall();
      await finish(tx, call, 'ended', at);
      return [{ senderId: me, action: 'ended' }];
    });
  }
}

export type CallService = ReturnType<typeof createCallService>;
