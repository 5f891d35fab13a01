import type { ChatCall, ChatCallEvent, ChatSender } from '@wob/api';
import { avatarUrl } from '../../platform/storage/avatar';
import { type RealtimeHub, topics } from '../../platform/realtime/hub';
import type { CallRecord } from './calls-store';
import { toSeconds, toSecondsOrNull } from './ids';
import type { ChatPerson } from './people-store';
import { toChatSender, type ViewContext } from './views';

// A call on the wire (@wob/api ChatCallSchema) as one viewer sees it: people's pictures as
// the chat shows them (views.ts), the group's icon for a group call's receiver.

/** A group call's receiver: the group's name and icon as its views show them. */
export interface CallGroup {
  guid: string;
  name: string;
  iconMediaId: string | null;
}

function senderOf(uid: string, context: ViewContext): ChatSender {
  const person = context.people.get(uid);
  return person ? toChatSender(person, context) : { uid, name: '', avatar: avatarUrl(uid, '') };
}

export function toChatCall(
  record: CallRecord,
  context: ViewContext,
  group: CallGroup | undefined,
): ChatCall {
  const { call, participants } = record;
  const receiver: ChatSender = group
    ? {
        uid: group.guid,
        name: group.name,
        avatar: group.iconMediaId
          ? context.media.signedUrl(group.iconMediaId)
          : avatarUrl(group.guid, group.name),
      }
    : senderOf(call.receiverId, context);
  const ordered = [
    ...participants.filter((row) => row.userId === call.initiatorId),
    ...participants.filter((row) => row.userId !== call.initiatorId),
  ];
  return {
    sessionId: call.sessionId,
    type: call.type as ChatCall['type'],
    status: call.status as ChatCall['status'],
    receiverType: call.receiverType === 'group' ? 'group' : 'user',
    receiverId: call.receiverId,
    conversationId: call.conversationId,
    initiator: senderOf(call.initiatorId, context),
    receiver,
    participants: ordered.map((row) => ({
      ...senderOf(row.userId, context),
      state: row.state as ChatCall['participants'][number]['state'],
      joinedAt: toSecondsOrNull(row.joinedAt),
    })),
    initiatedAt: toSeconds(call.initiatedAt),
    joinedAt: toSecondsOrNull(call.joinedAt),
    endedAt: toSecondsOrNull(call.endedAt),
  };
}

/** `call.updated` to one participant's own topic (after the change is committed). */
export function publishCall(hub: RealtimeHub, userId: string, call: ChatCall): void {
  const event: ChatCallEvent = { type: 'call.updated', call };
  hub.publish(topics.user(userId), event);
}

/** The people of a call as someone with no tie to them sees them (a group call's one view). */
export function asStrangers(people: Map<string, ChatPerson>): Map<string, ChatPerson> {
  const stranger = { connected: false, blockedByMe: false, hasBlockedMe: false };
  return new Map([...people].map(([id, person]) => [id, { ...person, ...stranger }]));
}
