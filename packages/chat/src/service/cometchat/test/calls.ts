import type {
  CometChatCallNamespace,
  SdkCall,
  SdkCallListenerCallbacks,
} from '../../calls/cometchat/sdk';
import { sdkError } from './classes';
import { FAKE_CALL_STATUS, FakeCall, FakeCallListener } from './call-classes';
import type { FakeCometChatClient } from './client';
import type { FakeCometChatCloud } from './cloud';
import type { StoredMessage } from './records';

// The chat SDK's calling, on the scripted CometChat: a call's ringing and its states, kept by the
// cloud, each change a message of category 'call' (so a MessagesRequest for calls reads the
// history), told to the people in it as the real SDK's socket handler tells them (its
// `publishCallMessage`: the callback follows the status, and in a group some go to the caller
// only). The caller's tab answers `unanswered` itself when nobody took the call in `timeout`
// seconds, as the real SDK's call timer does. Media are not here (calls/cometchat/test).

export interface CloudCall {
  sessionId: string;
  type: string;
  receiverType: 'user' | 'group';
  receiverId: string;
  initiator: string;
  status: string;
  initiatedAt: number;
  joinedAt: number;
  /** Who is in the call now (the initiator from the start). */
  joined: Set<string>;
  timer: unknown;
}

/** Where the callers' call timers run: real timers, or a clock a test moves (`moveCallClock`). */
interface CallTimers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: CallTimers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
const cloudTimers = new WeakMap<FakeCometChatCloud, CallTimers>();

/**
 * From now on the callers' call timers of `cloud` run on a clock the answer moves: `advance(ms)`
 * runs every timer due by then, in order.
 */
export function moveCallClock(cloud: FakeCometChatCloud): (ms: number) => void {
  let now = 0;
  const due = new Map<object, { at: number; run: () => void }>();
  cloudTimers.set(cloud, {
    set(run, ms) {
      const handle = {};
      due.set(handle, { at: now + ms, run });
      return handle;
    },
    clear: (handle) => {
      due.delete(handle as object);
    },
  });
  return (ms) => {
    now += ms;
    const ready = [...due].filter(([, timer]) => timer.at <= now);
    ready.sort(([, one], [, other]) => one.at - other.at);
    for (const [handle, timer] of ready) {
      due.delete(handle);
      timer.run();
    }
  };
}

interface CallsState {
  calls: Map<string, CloudCall>;
  next: number;
}

const cloudCalls = new WeakMap<FakeCometChatCloud, CallsState>();
/** Each tab's active call, as the real SDK keeps it in memory (a reload forgets it). */
const activeCalls = new WeakMap<FakeCometChatClient, string | null>();

/** The cloud's calls (tests read them). */
export function callsOf(cloud: FakeCometChatCloud): Map<string, CloudCall> {
  let state = cloudCalls.get(cloud);
  if (!state) {
    state = { calls: new Map(), next: 1 };
    cloudCalls.set(cloud, state);
  }
  return state.calls;
}

function nextSessionId(cloud: FakeCometChatCloud): string {
  callsOf(cloud);
  const state = cloudCalls.get(cloud) as CallsState;
  return `v1.${cloud.region}.${cloud.appId}.call-${state.next++}`;
}

const END_STATUSES = new Set(['rejected', 'busy', 'cancelled', 'unanswered', 'ended']);

/** A stored call message as the SDK answers it to `viewer`. */
export function toSdkCall(
  cloud: FakeCometChatCloud,
  message: StoredMessage,
  viewer: string,
): FakeCall {
  const event = message.call;
  const call = event ? callsOf(cloud).get(event.sessionId) : undefined;
  if (!event || !call) throw sdkError('ERR_SESSION_ID_NOT_FOUND');
  const sdk = new FakeCall(message.receiverId, message.type, message.receiverType);
  sdk.setSessionId(call.sessionId);
  sdk.setStatus(event.status);
  sdk.setAction(event.action);
  sdk.setCallInitiator(cloud.userFor(call.initiator, viewer));
  sdk.setCallReceiver(
    call.receiverType === 'group'
      ? cloud.groupFor(call.receiverId, viewer)
      : cloud.userFor(call.receiverId, viewer),
  );
  sdk.setInitiatedAt(call.initiatedAt);
  sdk.setJoinedAt(event.joinedAt);
  return sdk;
}

/** The callback the real SDK calls for a call message `viewer` receives (publishCallMessage). */
function callbackFor(
  call: CloudCall,
  status: string,
  viewer: string,
): keyof SdkCallListenerCallbacks | null {
  const group = call.receiverType === 'group';
  const isInitiator = viewer === call.initiator;
  switch (status) {
    case 'initiated':
      return group && isInitiator ? null : 'onIncomingCallReceived';
    case 'ongoing':
      return group && !isInitiator ? null : 'onOutgoingCallAccepted';
    case 'unanswered':
      return isInitiator ? 'onOutgoingCallRejected' : 'onIncomingCallCancelled';
    case 'rejected':
    case 'busy':
      return group && !isInitiator ? null : 'onOutgoingCallRejected';
    case 'cancelled':
      return 'onIncomingCallCancelled';
    case 'ended':
      return 'onCallEndedMessageReceived';
    default:
      return null;
  }
}

/** The calling members of the fake SDK's namespace (the rest is namespace.ts). */
export type FakeCallOps = Omit<
  CometChatCallNamespace,
  'MessagesRequestBuilder' | 'GroupMembersRequestBuilder' | 'getLoggedinUser'
>;

export function createCallOps(client: FakeCometChatClient): FakeCallOps {
  const cloud = client.cloud;

  const peopleOf = (call: CloudCall): string[] =>
    call.receiverType === 'group'
      ? [...(cloud.groups.get(call.receiverId)?.members.keys() ?? [])]
      : [call.initiator, call.receiverId];

  /** Records a change of `call` by `sender` and tells everyone's tabs (but `except`). */
  function record(
    call: CloudCall,
    sender: string,
    status: string,
    action: string,
    except: FakeCometChatClient | null,
  ): StoredMessage {
    // A one-to-one call's message goes between the two (whoever acts); a group's to the group.
    const to =
      call.receiverType === 'group' || sender !== call.receiverId
        ? call.receiverId
        : call.initiator;
    const stored = cloud.store(
      sender,
      to,
      {
        muid: '',
        metadata: {},
        parentId: 0,
        category: 'call',
        type: call.type,
        call: { sessionId: call.sessionId, status, action, joinedAt: call.joinedAt },
      },
      call.receiverType,
    );
    for (const uid of peopleOf(call)) {
      const kind = callbackFor(call, status, uid);
      if (!kind) continue;
      for (const target of cloud.connectedClientsOf(uid)) {
        if (target === except) continue;
        target.emitCall(kind, () => cloud.toSdk(stored, uid));
        if (END_STATUSES.has(call.status) && activeCalls.get(target) === call.sessionId) {
          activeCalls.set(target, null);
        }
      }
    }
    return stored;
  }

  function find(me: string, sessionId: string): CloudCall {
    const call = callsOf(cloud).get(String(sessionId));
    if (!call || !peopleOf(call).includes(me)) throw sdkError('ERR_SESSION_ID_NOT_FOUND');
    return call;
  }

  const timers = (): CallTimers => cloudTimers.get(cloud) ?? realTimers;

  function stopTimer(call: CloudCall): void {
    if (call.timer) timers().clear(call.timer);
    call.timer = null;
  }

  function end(call: CloudCall, sender: string, status: string): StoredMessage {
    stopTimer(call);
    call.status = status;
    call.joined.clear();
    if (activeCalls.get(client) === call.sessionId) activeCalls.set(client, null);
    return record(call, sender, status, status, client);
  }

  const answer = (stored: StoredMessage, me: string): SdkCall =>
    cloud.toSdk(stored, me) as FakeCall;

  return {
    Call: FakeCall,
    CallListener: FakeCallListener,
    CALL_STATUS: FAKE_CALL_STATUS,

    initiateCall: (outgoing, timeout = 45) =>
      client.call('initiateCall', (me) => {
        if (!(outgoing instanceof FakeCall)) throw sdkError('INVALID_CALL', 'Not a Call.');
        const active = activeCalls.get(client);
        if (active && !END_STATUSES.has(callsOf(cloud).get(active)?.status ?? 'ended')) {
          throw sdkError('CALL_ALREADY_INITIATED', 'There is already call in progress');
        }
        const receiverType = outgoing.getReceiverType() === 'group' ? 'group' : 'user';
        const receiverId = outgoing.getReceiverId().toLowerCase();
        if (receiverType === 'group') {
          const group = cloud.groups.get(receiverId);
          if (!group) throw sdkError('ERR_GUID_NOT_FOUND');
          if (!group.members.has(me)) throw sdkError('ERR_GROUP_NOT_JOINED');
        } else {
          cloud.user(receiverId);
          if (receiverId === me) throw sdkError('ERR_BAD_REQUEST', 'One cannot call oneself.');
          if (cloud.isBlocked(me, receiverId)) throw sdkError('ERR_BLOCKED_RECEIVER');
          if (cloud.isBlocked(receiverId, me)) throw sdkError('ERR_BLOCKED_SENDER');
        }
        const call: CloudCall = {
          sessionId: nextSessionId(cloud),
          type: outgoing.getType() === 'video' ? 'video' : 'audio',
          receiverType,
          receiverId,
          initiator: me,
          status: 'initiated',
          initiatedAt: cloud.now(),
          joinedAt: 0,
          joined: new Set([me]),
          timer: null,
        };
        callsOf(cloud).set(call.sessionId, call);
        activeCalls.set(client, call.sessionId);
        const stored = record(call, me, 'initiated', 'initiated', client);
        call.timer = timers().set(() => {
          call.timer = null;
          if (call.status !== 'initiated') return;
          call.status = 'unanswered';
          call.joined.clear();
          // The caller's SDK tells its own tab too (it sent the update itself).
          record(call, me, 'unanswered', 'unanswered', null);
        }, timeout * 1000);
        return answer(stored, me);
      }),

    acceptCall: (sessionId) =>
      client.call('acceptCall', (me) => {
        const call = find(me, sessionId);
        if (me === call.initiator) throw sdkError('ERR_BAD_REQUEST', 'The caller cannot accept.');
        const group = call.receiverType === 'group';
        const rings = group ? !END_STATUSES.has(call.status) : call.status === 'initiated';
        if (!rings || call.joined.has(me)) throw sdkError('ERR_CALL_NOT_RINGING');
        const active = activeCalls.get(client);
        if (active && active !== call.sessionId) throw sdkError('CALL_IN_PROGRESS');
        stopTimer(call);
        call.joined.add(me);
        if (call.status === 'initiated') {
          call.status = 'ongoing';
          call.joinedAt = cloud.now();
        }
        activeCalls.set(client, call.sessionId);
        return answer(record(call, me, 'ongoing', group ? 'joined' : 'ongoing', client), me);
      }),

    rejectCall: (sessionId, status) =>
      client.call('rejectCall', (me) => {
        const call = find(me, sessionId);
        if (!['rejected', 'busy', 'cancelled'].includes(status)) {
          throw sdkError('INVALID_STATUS', 'Reject with rejected, busy or cancelled.');
        }
        const caller = me === call.initiator;
        if (status === 'cancelled' ? !caller : caller) throw sdkError('ERR_BAD_REQUEST');
        if (call.status !== 'initiated' && !(call.receiverType === 'group' && !caller)) {
          throw sdkError('ERR_CALL_NOT_RINGING');
        }
        if (call.receiverType === 'group' && !caller) {
          // One member turns it down: it rings on for the others.
          if (call.joined.has(me)) throw sdkError('ERR_CALL_NOT_RINGING');
          return answer(record(call, me, status, status, client), me);
        }
        return answer(end(call, me, status), me);
      }),

    endCall: (sessionId) =>
      client.call('endCall', (me) => {
        const call = find(me, sessionId);
        if (call.status !== 'ongoing' || !call.joined.has(me)) {
          throw sdkError('ERR_CALL_NOT_ONGOING');
        }
        if (call.receiverType === 'group' && call.joined.size > 2) {
          // One leaves; the call goes on for the others (an 'ended' message whose action is 'left').
          call.joined.delete(me);
          if (activeCalls.get(client) === call.sessionId) activeCalls.set(client, null);
          return answer(record(call, me, 'ended', 'left', client), me);
        }
        return answer(end(call, me, 'ended'), me);
      }),

    getActiveCall() {
      const uid = client.uid;
      const sessionId = activeCalls.get(client);
      const call = sessionId ? callsOf(cloud).get(sessionId) : undefined;
      if (!uid || !call || END_STATUSES.has(call.status)) return null;
      const last = cloud.messages
        .filter((message) => message.call?.sessionId === call.sessionId)
        .at(-1);
      return last ? (cloud.toSdk(last, uid) as FakeCall) : null;
    },

    clearActiveCall() {
      // As the real SDK's: the caller's call timer goes with the active call.
      const call = callsOf(cloud).get(activeCalls.get(client) ?? '');
      if (call && call.initiator === client.uid) stopTimer(call);
      activeCalls.set(client, null);
    },

    addCallListener: (id, listener) => client.addListener('call', id, listener),
    removeCallListener: (id) => client.removeListener('call', id),
  };
}
