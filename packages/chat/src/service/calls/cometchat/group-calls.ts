import type { ChatCallParticipant } from '@wob/api';
import type { ChatSender } from '../../port';
import { type GroupKnowledge, groupCallStatus } from './mapping';
import type { CometChatCallNamespace, SdkCall } from './sdk';

// What the cometchat call adapter knows of its group calls. CometChat's Call names the group,
// not who was called, and its socket tells a member's answer to the caller only; so the adapter
// reads the group's members when a group call starts or rings (everyone but the caller rings),
// and, after each of its own actions, replays the session's call messages from the server (a
// MessagesRequest of the group, category 'call'), so that each tab sees who joined, declined or
// left whatever it was told.

const MEMBERS_MAX = 100;

export type GroupCalls = ReturnType<typeof createGroupCalls>;

export function createGroupCalls(
  toSender: () => (user: ReturnType<SdkCall['getSender']>) => ChatSender,
  log: (message: string, error?: unknown) => void,
) {
  const sessions = new Map<string, GroupKnowledge>();

  function knowledgeOf(sessionId: string): GroupKnowledge {
    let known = sessions.get(sessionId);
    if (!known) {
      known = { status: null, people: new Map(), complete: false };
      sessions.set(sessionId, known);
    }
    return known;
  }

  /** One call message: its sender's part in the call, and the call's status after it. */
  function learn(call: SdkCall): void {
    if (call.getReceiverType() !== 'group') return;
    const known = knowledgeOf(call.getSessionId());
    known.status = groupCallStatus(call, known.status);
    const sender = call.getSender();
    if (!sender) return;
    const action = call.getAction();
    const byInitiator = sender.getUid() === call.getCallInitiator().getUid();
    let state: ChatCallParticipant['state'] | null = null;
    if (action === 'ongoing' || action === 'joined' || action === 'initiated') state = 'joined';
    else if (action === 'rejected' || action === 'busy') state = byInitiator ? null : action;
    else if (action === 'left' || action === 'ended' || action === 'cancelled') state = 'left';
    if (!state) return;
    const before = known.people.get(sender.getUid());
    known.people.set(sender.getUid(), {
      ...toSender()(sender),
      state,
      joinedAt:
        state === 'joined'
          ? (before?.joinedAt ?? (Math.floor(call.getSentAt()) || null))
          : (before?.joinedAt ?? null),
    });
  }

  /** The group's members (but the caller) ring, unless already known otherwise. */
  async function readMembers(CometChat: CometChatCallNamespace, call: SdkCall): Promise<void> {
    if (call.getReceiverType() !== 'group') return;
    const known = knowledgeOf(call.getSessionId());
    if (known.complete) return;
    try {
      const members = await new CometChat.GroupMembersRequestBuilder(call.getReceiverId())
        .setLimit(MEMBERS_MAX)
        .build()
        .fetchNext();
      const initiator = call.getCallInitiator().getUid();
      for (const member of members) {
        if (member.getUid() === initiator || known.people.has(member.getUid())) continue;
        known.people.set(member.getUid(), {
          ...toSender()(member),
          state: 'ringing',
          joinedAt: null,
        });
      }
      known.complete = members.length < MEMBERS_MAX;
    } catch (error) {
      log('Reading a group call’s members failed', error);
    }
  }

  /** Replays the session's call messages as the server has them. */
  async function replay(CometChat: CometChatCallNamespace, call: SdkCall): Promise<void> {
    if (call.getReceiverType() !== 'group') return;
    const sessionId = call.getSessionId();
    try {
      const messages = await new CometChat.MessagesRequestBuilder()
        .setGUID(call.getReceiverId())
        .setCategories(['call'])
        .setLimit(100)
        .build()
        .fetchPrevious();
      const known = knowledgeOf(sessionId);
      known.status = null;
      for (const message of messages) {
        const told = message as unknown as SdkCall;
        if (typeof told.getSessionId === 'function' && told.getSessionId() === sessionId) {
          learn(told);
        }
      }
    } catch (error) {
      log('Reading a group call’s messages failed', error);
    }
  }

  return {
    learn,
    readMembers,
    replay,
    get: (sessionId: string): GroupKnowledge | undefined => sessions.get(sessionId),
    forget: (sessionId: string) => {
      sessions.delete(sessionId);
    },
  };
}
