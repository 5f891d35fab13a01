import type { CallHistorySource } from '../components/call-history';
import type { ChatCall } from '../service/calls/port';
import { JONAS, ME, METTE, SOFIE, connect, seedConversations } from './chat-fixtures';
import { MemoryCallService, MemoryCallWorld } from './memory-call-service';
import type { MemoryChatWorld } from './memory-chat-world';

// Calls that happened, for the details panes' "Recent calls" in stories and tests: made through
// the memory call world's rules (so each call's participants, times and messages are what a
// service answers), on days before the stories' 'now'.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const CALL_GROUP = 'loebeklubben';

/** Mette's and my calls, and the running club's, over the last three days. */
export function seedCallHistoryWorld(chat: MemoryChatWorld): MemoryCallWorld {
  seedConversations(chat);
  connect(chat, ME.uid, SOFIE.uid);
  chat.groups.seed({
    guid: CALL_GROUP,
    name: 'Løbeklubben',
    owner: METTE.uid,
    members: { [ME.uid]: 'participant', [JONAS.uid]: 'participant', [SOFIE.uid]: 'participant' },
  });
  const calls = new MemoryCallWorld({ chat });
  const user = (receiverId: string, type: ChatCall['type']) =>
    ({ receiverId, receiverType: 'user', type }) as const;
  const group = (type: ChatCall['type']) =>
    ({ receiverId: CALL_GROUP, receiverType: 'group', type }) as const;
  // Two days ago in the evening: Mette's video call, 12:05 long.
  calls.advance(-(40 * HOUR + 28 * MINUTE));
  let call = calls.initiate(METTE.uid, user(ME.uid, 'video'));
  calls.advance(6 * SECOND);
  calls.accept(ME.uid, call.sessionId);
  calls.advance(12 * MINUTE + 5 * SECOND);
  calls.end(METTE.uid, call.sessionId);
  // Yesterday morning: I called her; she turned it down.
  calls.advance(15 * HOUR);
  call = calls.initiate(ME.uid, user(METTE.uid, 'audio'));
  calls.advance(4 * SECOND);
  calls.reject(METTE.uid, call.sessionId, 'rejected');
  // Yesterday evening: the club's video call: Mette started it, I and Jonas joined (Sofie
  // declined); from my joining to its end, 1:02:13.
  calls.advance(10 * HOUR);
  call = calls.initiate(METTE.uid, group('video'));
  calls.advance(5 * SECOND);
  calls.accept(ME.uid, call.sessionId);
  calls.advance(10 * SECOND);
  calls.accept(JONAS.uid, call.sessionId);
  calls.reject(SOFIE.uid, call.sessionId, 'rejected');
  calls.advance(HOUR + 2 * MINUTE + 3 * SECOND);
  calls.end(ME.uid, call.sessionId);
  calls.end(JONAS.uid, call.sessionId);
  // This morning: Jonas rang the club; nobody answered.
  calls.advance(12 * HOUR);
  call = calls.initiate(JONAS.uid, group('audio'));
  calls.advance(50 * SECOND);
  // An hour later: Mette rang me; I missed it.
  calls.advance(HOUR);
  call = calls.initiate(METTE.uid, user(ME.uid, 'audio'));
  calls.advance(50 * SECOND);
  // Just now: I called her on video; 3:24.
  calls.advance(HOUR);
  call = calls.initiate(ME.uid, user(METTE.uid, 'video'));
  calls.advance(4 * SECOND);
  calls.accept(METTE.uid, call.sessionId);
  calls.advance(204 * SECOND);
  calls.end(ME.uid, call.sessionId);
  return calls;
}

/** "Recent calls"'s source for me on the memory call world. */
export function callHistorySource(calls: MemoryCallWorld, enabled = true): CallHistorySource {
  return { enabled, service: new MemoryCallService(calls, ME.uid) };
}

/** A source whose history never comes (loading), or always fails (error). */
export function stuckCallHistory(how: 'loading' | 'error'): CallHistorySource {
  return {
    enabled: true,
    service: {
      callHistory: () =>
        how === 'loading' ? new Promise(() => undefined) : Promise.reject(new Error('offline')),
      addCallListener: () => () => undefined,
    },
  };
}
