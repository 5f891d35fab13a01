import type { ChatCall } from '@wob/api';
import type { CallAction } from '@wob/validation';
import type { Tx } from '../../db/client';
import type { ChatCallRecord } from '../../db/schema';
import { publishGroupMessage, publishMessage } from './events';
import { type CallRecord, type CallRow, groupOfCall, participantsOf } from './calls-store';
import { asStrangers, type CallGroup, publishCall, toChatCall } from './calls-views';
import { type ChatPerson, findPeople } from './people-store';
import { type SendJob, type SendOutcome, writeSendsIn } from './send-queue';
import type { ChatKit } from './service-kit';
import { lockChats } from './store';

// How a change of a call is written and told (calls-service.ts decides which change): under
// the chat locks of the call's conversation, the call's state and its call messages (one per
// change, category 'call', through the chat's send path: send-queue.ts writeSendsIn) commit
// in one transaction; then the messages are published as every message is, and `call.updated`
// goes to every participant's own topic.

/** One call message to write: who acted and what it records. */
export interface CallNote {
  senderId: string;
  action: CallAction;
}

/** The chat locks a change of this call takes first (before the call's row lock). */
export async function lockCallChats(
  tx: Tx,
  call: Pick<CallRow, 'receiverType' | 'receiverId' | 'initiatorId'>,
  actorId: string,
): Promise<void> {
  if (call.receiverType === 'group') {
    await lockChats(tx, [], [{ senderId: actorId, guid: call.receiverId }]);
  } else {
    await lockChats(tx, [[call.initiatorId, call.receiverId]]);
  }
}

/** The call as it is now in the transaction, with its people as `viewerId` sees them. */
export async function readRecord(tx: Tx, call: CallRow): Promise<CallRecord> {
  const participants = (await participantsOf(tx, [call.sessionId])).get(call.sessionId) ?? [];
  return { call, participants };
}

/** Writes the notes' call messages inside `tx` (the call's state is already changed). */
export async function writeNotes(
  tx: Tx,
  record: CallRecord,
  notes: readonly CallNote[],
  initiatorName: string,
  at: Date,
): Promise<SendOutcome[]> {
  const { call } = record;
  const jobs = notes.map((note): SendJob => {
    const data: ChatCallRecord = {
      sessionId: call.sessionId,
      status: call.status,
      action: note.action,
      initiator: { uid: call.initiatorId, name: initiatorName },
      duration:
        note.action === 'ended' && call.joinedAt && call.endedAt
          ? Math.max(0, Math.round((call.endedAt.getTime() - call.joinedAt.getTime()) / 1000))
          : null,
    };
    const receiverId =
      call.receiverType === 'group'
        ? call.receiverId
        : note.senderId === call.initiatorId
          ? call.receiverId
          : call.initiatorId;
    return {
      senderId: note.senderId,
      receiverId,
      receiverType: call.receiverType === 'group' ? 'group' : 'user',
      muid: `call:${call.sessionId}:${note.action}:${note.senderId}`,
      content: { type: call.type, category: 'call', text: null, data: { call: data } },
      at,
    };
  });
  return writeSendsIn(tx, jobs);
}

/**
 * After the commit: the call messages to the conversation (as every message goes), and the
 * call to every participant. Answers the call as `viewerId` sees it.
 */
export async function publishChange(
  kit: ChatKit,
  record: CallRecord,
  sent: readonly SendOutcome[],
  viewerId: string,
): Promise<ChatCall> {
  const { db, realtime } = kit;
  const { call, participants } = record;
  const ids = participants.map((row) => row.userId);
  const group: CallGroup | undefined =
    call.receiverType === 'group' ? await groupOfCall(db, call.receiverId) : undefined;
  for (const outcome of sent) {
    if (!outcome.fresh) continue;
    const row = outcome.row;
    if (row.receiverType === 'group') {
      const people = await findPeople(db, row.senderId, [row.senderId, call.initiatorId]);
      publishGroupMessage(
        realtime,
        row.receiverId,
        'chat.message',
        groupMessageView(kit, row, people),
      );
    } else {
      const otherId = row.senderId === row.receiverId ? row.senderId : row.receiverId;
      const people = await kit.peopleOfPair(row.senderId, otherId);
      publishMessage(
        realtime,
        'chat.message',
        kit.viewsForBoth(row, row.senderId, otherId, people),
      );
    }
  }
  let answer: ChatCall | undefined;
  if (call.receiverType === 'group') {
    // One view for every member (as groups' topic messages are): people as strangers see them.
    const people = asStrangers(await findPeople(db, call.initiatorId, ids));
    const shared = toChatCall(record, kit.context({ id: '', birthDate: null }, people), group);
    for (const id of ids) publishCall(realtime, id, shared);
    const mine = await findPeople(db, viewerId, ids);
    const me = mine.get(viewerId);
    answer = me ? toChatCall(record, kit.context(me, mine), group) : shared;
  } else {
    for (const id of ids) {
      const people = await findPeople(db, id, ids);
      const viewer = people.get(id);
      if (!viewer) continue;
      const view = toChatCall(record, kit.context(viewer, people), undefined);
      publishCall(realtime, id, view);
      if (id === viewerId) answer = view;
    }
  }
  return answer ?? (await viewOf(kit, record, viewerId));
}

/** The call as `viewerId` sees it. */
export async function viewOf(
  kit: ChatKit,
  record: CallRecord,
  viewerId: string,
): Promise<ChatCall> {
  const { call, participants } = record;
  const ids = [...new Set([viewerId, call.initiatorId, ...participants.map((row) => row.userId)])];
  if (call.receiverType === 'user') ids.push(call.receiverId);
  const people = await findPeople(kit.db, viewerId, ids);
  const viewer = people.get(viewerId);
  const group =
    call.receiverType === 'group' ? await groupOfCall(kit.db, call.receiverId) : undefined;
  return toChatCall(
    record,
    kit.context(viewer ?? { id: viewerId, birthDate: null }, people),
    group,
  );
}

function groupMessageView(kit: ChatKit, row: SendOutcome['row'], people: Map<string, ChatPerson>) {
  return kit.groupView(row, people.get(row.senderId));
}
