import type { ChatCall, ChatCallParticipant } from '@wob/api';
import {
  CALL_END_STATUSES,
  CALL_LIMITS,
  type CallAction,
  type CallParticipantState,
  type CallRejectStatus,
} from '@wob/validation';
import { ChatError, type ChatMessage } from '../service/port';
import type { CallMediaError, OutgoingCall } from '../service/calls/port';
import type { MemoryCallMessage } from './memory-chat-calls';
import { pairKey } from './memory-chat-shared';
import type { MemoryChatWorld } from './memory-chat-world';

// The calls of the in-memory chat world, with the server's rules (README "Calls"): one call per
// person at a time (ringing as caller, ringing as callee, or joined), a call to someone in a call
// answered at once as busy, no call across a block either way, group calls to the group's
// members with at most CALL_LIMITS.groupMax joined, a call still ringing
// CALL_LIMITS.unansweredAfterMs after it began is unanswered (on the world's movable clock:
// `advance(ms)`), and every change stored as a call message in the chat world's conversation.
// Each change is told to every tab of every participant (the acting one too, as the server's
// `call.updated` on each participant's own topic is).

/** What a tab of a person is told; memory-call-service.ts implements it. */
export interface MemoryCallTab {
  readonly uid: string;
  tellCall(call: ChatCall): void;
}

export interface MemoryCallWorldOptions {
  /** The chat world whose people, blocks and groups the calls use, and where call messages go. */
  chat: MemoryChatWorld;
  /**
   * Whether call messages are also told live to the chat tabs of the conversation, the actor's
   * too (as custom messages, like the server's `chat.message`: `world.callMessages.record`).
   * Off by default: they are stored only (`world.callMessages.seed`).
   */
  tellCallMessages?: boolean;
}

interface CallRecord {
  call: ChatCall;
  /** Milliseconds on the world's clock when it began, and when each participant began ringing. */
  startedMs: number;
  ringingSinceMs: Map<string, number>;
}

const ACTIVE_STATUSES: ReadonlySet<string> = new Set(['initiated', 'ongoing']);
const IN_CALL_STATES: ReadonlySet<CallParticipantState> = new Set(['ringing', 'joined']);

export function isCallOver(call: ChatCall): boolean {
  return (CALL_END_STATUSES as readonly string[]).includes(call.status);
}

export class MemoryCallWorld {
  readonly chat: MemoryChatWorld;
  /** Every call, in the order they began. */
  readonly calls: ChatCall[] = [];
  /** How many cameras each person has (1 unless set): switching is offered for several. */
  readonly cameras = new Map<string, number>();
  /** How often each person switched camera. */
  readonly cameraSwitches = new Map<string, number>();
  private readonly records = new Map<string, CallRecord>();
  private readonly tabs = new Set<MemoryCallTab>();
  private readonly mediaFailures = new Map<string, CallMediaError>();
  private readonly tellMessages: boolean;
  private offsetMs = 0;
  private nextSession = 1;

  constructor(options: MemoryCallWorldOptions) {
    this.chat = options.chat;
    this.tellMessages = options.tellCallMessages ?? false;
  }

  // --- controls ---------------------------------------------------------------------------------

  /** The world's clock in milliseconds: the chat world's, moved on by `advance`. */
  nowMs(): number {
    return this.chat.now() * 1000 + this.offsetMs;
  }

  /** Moves the clock on and applies what time decides (calls left unanswered). */
  advance(ms: number): void {
    this.offsetMs += ms;
    this.sweep();
  }

  /** The next `startMedia` of `uid` cannot get the microphone or camera (once). */
  failNextMedia(uid: string, error: CallMediaError): void {
    this.mediaFailures.set(uid, error);
  }

  /** Takes the failure set for `uid`'s next media, if any. */
  takeMediaFailure(uid: string): CallMediaError | null {
    const error = this.mediaFailures.get(uid) ?? null;
    this.mediaFailures.delete(uid);
    return error;
  }

  register(tab: MemoryCallTab): void {
    this.tabs.add(tab);
  }

  unregister(tab: MemoryCallTab): void {
    this.tabs.delete(tab);
  }

  // --- the rules --------------------------------------------------------------------------------

  /** The call `uid` rings in, is called in or has joined; null when none. */
  activeCallOf(uid: string): ChatCall | null {
    this.sweep();
    return this.activeOf(uid);
  }

  call(sessionId: string): ChatCall {
    const record = this.records.get(sessionId);
    if (!record) throw new ChatError('not-found', '', 404);
    return record.call;
  }

  initiate(caller: string, outgoing: OutgoingCall): ChatCall {
    this.sweep();
    const isGroup = outgoing.receiverType === 'group';
    let receiverName: { uid: string; name: string; avatar: string };
    let callees: string[];
    if (isGroup) {
      const group = this.chat.groups.joined(outgoing.receiverId, caller);
      receiverName = { uid: group.guid, name: group.name, avatar: group.icon };
      callees = [...group.members.keys()].filter(
        (uid) => uid !== caller && !this.blockedBetween(caller, uid),
      );
    } else {
      if (outgoing.receiverId === caller) throw new ChatError('invalid', '', 422);
      receiverName = this.chat.sender(outgoing.receiverId);
      if (this.blockedBetween(caller, outgoing.receiverId)) {
        throw new ChatError('not-allowed', '', 403);
      }
      callees = [outgoing.receiverId];
    }
    if (this.activeOf(caller)) throw new ChatError('not-allowed', '', 409);
    // A group with nobody else to ring (alone, or everyone blocked): nothing to call.
    if (callees.length === 0) throw new ChatError('not-allowed', '', 409);
    const now = this.nowMs();
    const seconds = Math.floor(now / 1000);
    const participants: ChatCallParticipant[] = [
      { ...this.chat.sender(caller), state: 'joined', joinedAt: seconds },
      ...callees.map(
        (uid): ChatCallParticipant => ({
          ...this.chat.sender(uid),
          state: this.activeOf(uid) ? 'busy' : 'ringing',
          joinedAt: null,
        }),
      ),
    ];
    const nobodyRings = !participants.some((participant) => participant.state === 'ringing');
    const busy = nobodyRings;
    const sessionId = `v1.memory.${this.nextSession++}`;
    const call: ChatCall = {
      sessionId,
      type: outgoing.type,
      status: busy ? 'busy' : 'initiated',
      receiverType: outgoing.receiverType,
      receiverId: outgoing.receiverId,
      conversationId: '',
      initiator: this.chat.sender(caller),
      receiver: receiverName,
      participants,
      initiatedAt: seconds,
      joinedAt: null,
      endedAt: busy ? seconds : null,
    };
    if (busy) for (const participant of participants) participant.state = leftOrKept(participant);
    const record: CallRecord = { call, startedMs: now, ringingSinceMs: new Map() };
    for (const uid of callees) record.ringingSinceMs.set(uid, now);
    this.records.set(sessionId, record);
    this.calls.push(call);
    // A one-to-one busy call's message is the callee's (their line was busy); a group's, the caller's.
    const busyActor = !isGroup && callees[0] ? callees[0] : caller;
    const message = busy
      ? this.write(call, busyActor, 'busy')
      : this.write(call, caller, 'initiated');
    call.conversationId = message.conversationId;
    this.tell(call);
    return call;
  }

  accept(uid: string, sessionId: string): ChatCall {
    this.sweep();
    const call = this.call(sessionId);
    const me = this.participant(call, uid);
    if (me?.state !== 'ringing' || !ACTIVE_STATUSES.has(call.status)) {
      throw new ChatError('not-allowed', '', 409);
    }
    if (this.joinedCount(call) >= CALL_LIMITS.groupMax) {
      // The server's answer (errors:chatCalls.full), in English.
      throw new ChatError('not-allowed', 'The call is full.', 409);
    }
    const seconds = this.seconds();
    me.state = 'joined';
    me.joinedAt = seconds;
    const first = call.status === 'initiated';
    if (first) {
      call.status = 'ongoing';
      call.joinedAt = seconds;
    }
    // One message per thing that happened: a group's first accept starts the call and is a join.
    if (first) this.write(call, uid, 'ongoing');
    if (call.receiverType === 'group') this.write(call, uid, 'joined');
    this.tell(call);
    return call;
  }

  reject(uid: string, sessionId: string, status: CallRejectStatus): ChatCall {
    this.sweep();
    const call = this.call(sessionId);
    const me = this.participant(call, uid);
    if (!me) throw new ChatError('not-found', '', 404);
    const isInitiator = call.initiator.uid === uid;
    if (status === 'cancelled') {
      if (!isInitiator || call.status !== 'initiated') throw new ChatError('not-allowed', '', 409);
      this.finish(call, 'cancelled');
      this.write(call, uid, 'cancelled');
    } else {
      if (isInitiator || me.state !== 'ringing' || !ACTIVE_STATUSES.has(call.status)) {
        throw new ChatError('not-allowed', '', 409);
      }
      me.state = status;
      if (call.receiverType === 'group') {
        // One member turning it down leaves it ringing for the others.
        if (call.status === 'initiated' && !this.anyoneRinging(call)) this.finish(call, status);
        this.write(call, uid, 'rejected');
      } else {
        this.finish(call, status);
        this.write(call, uid, status);
      }
    }
    this.tell(call);
    return call;
  }

  /**
   * `uid` comes back into the ongoing call from another tab: a new generation (their `joinedAt`
   * moves on by at least a second, as on the server), told to everyone; no call message.
   */
  rejoin(uid: string, sessionId: string): ChatCall {
    this.sweep();
    const call = this.call(sessionId);
    const me = this.participant(call, uid);
    if (call.status !== 'ongoing' || me?.state !== 'joined') {
      throw new ChatError('not-found', '', 404);
    }
    me.joinedAt = Math.max(this.seconds(), (me.joinedAt ?? 0) + 1);
    this.tell(call);
    return call;
  }

  end(uid: string, sessionId: string): ChatCall {
    this.sweep();
    const call = this.call(sessionId);
    const me = this.participant(call, uid);
    if (!me) throw new ChatError('not-found', '', 404);
    if (call.status === 'initiated' && call.initiator.uid === uid) {
      return this.reject(uid, sessionId, 'cancelled');
    }
    if (call.status === 'initiated' && me.state === 'ringing') {
      return this.reject(uid, sessionId, 'rejected');
    }
    if (call.status !== 'ongoing' || me.state !== 'joined') {
      throw new ChatError('not-allowed', '', 409);
    }
    if (call.receiverType === 'group') {
      me.state = 'left';
      const over = this.joinedCount(call) < 2;
      if (over) this.finish(call, 'ended');
      this.write(call, uid, 'left');
      if (over) this.write(call, uid, 'ended');
    } else {
      this.finish(call, 'ended');
      this.write(call, uid, 'ended');
    }
    this.tell(call);
    return call;
  }

  /** Calls of `uid` with a person (uid) or in a group (guid), newest first. */
  history(uid: string, other: string, receiverType: 'user' | 'group', limit: number): ChatCall[] {
    this.sweep();
    return this.calls
      .filter((call) => {
        if (!this.participant(call, uid) || call.receiverType !== receiverType) return false;
        if (receiverType === 'group') return call.receiverId === other;
        return (
          (call.initiator.uid === uid && call.receiverId === other) ||
          (call.initiator.uid === other && call.receiverId === uid)
        );
      })
      .reverse()
      .slice(0, Math.min(limit, CALL_LIMITS.historyMax));
  }

  /** Calls left ringing too long: unanswered (a group's member who never answered stops ringing). */
  sweep(): void {
    const now = this.nowMs();
    for (const record of this.records.values()) {
      const { call } = record;
      if (!ACTIVE_STATUSES.has(call.status)) continue;
      let changed = false;
      for (const participant of call.participants) {
        const since = record.ringingSinceMs.get(participant.uid);
        if (
          participant.state === 'ringing' &&
          since !== undefined &&
          now - since >= CALL_LIMITS.unansweredAfterMs
        ) {
          participant.state = 'left';
          changed = true;
        }
      }
      if (call.status === 'initiated' && now - record.startedMs >= CALL_LIMITS.unansweredAfterMs) {
        this.finish(call, 'unanswered');
        this.write(call, call.initiator.uid, 'unanswered');
        changed = true;
      }
      if (changed) this.tell(call);
    }
  }

  // --- inside -----------------------------------------------------------------------------------

  private activeOf(uid: string): ChatCall | null {
    for (const call of this.calls) {
      if (!ACTIVE_STATUSES.has(call.status)) continue;
      const me = this.participant(call, uid);
      if (me && IN_CALL_STATES.has(me.state)) return call;
    }
    return null;
  }

  private blockedBetween(a: string, b: string): boolean {
    return this.chat.blocks.has(pairKey(a, b)) || this.chat.blocks.has(pairKey(b, a));
  }

  private participant(call: ChatCall, uid: string): ChatCallParticipant | undefined {
    return call.participants.find((participant) => participant.uid === uid);
  }

  private joinedCount(call: ChatCall): number {
    return call.participants.filter((participant) => participant.state === 'joined').length;
  }

  private anyoneRinging(call: ChatCall): boolean {
    return call.participants.some((participant) => participant.state === 'ringing');
  }

  private seconds(): number {
    return Math.floor(this.nowMs() / 1000);
  }

  /** The call is over: whoever was in it or rang has left. */
  private finish(call: ChatCall, status: ChatCall['status']): void {
    call.status = status;
    call.endedAt = this.seconds();
    for (const participant of call.participants) participant.state = leftOrKept(participant);
  }

  /**
   * The call message of a change, in the conversation, sent by who acted: written through the
   * chat world's call messages (told to the conversation's tabs with `tellCallMessages`).
   */
  private write(call: ChatCall, actor: string, action: CallAction): ChatMessage {
    const to =
      call.receiverType === 'group' || actor === call.initiator.uid
        ? call.receiverId
        : call.initiator.uid;
    const message: MemoryCallMessage = {
      from: actor,
      to,
      receiverType: call.receiverType,
      type: call.type,
      sessionId: call.sessionId,
      action,
      status: call.status,
      initiator: call.initiator.uid,
      duration:
        call.joinedAt !== null && call.endedAt !== null ? call.endedAt - call.joinedAt : null,
    };
    return this.tellMessages
      ? this.chat.callMessages.record(message)
      : this.chat.callMessages.seed(message);
  }

  private tell(call: ChatCall): void {
    const uids = new Set(call.participants.map((participant) => participant.uid));
    for (const tab of [...this.tabs]) {
      if (uids.has(tab.uid)) tab.tellCall(structuredClone(call));
    }
  }
}

/** At a call's end: ringing and joined become left; rejected and busy stay. */
function leftOrKept(participant: ChatCallParticipant): CallParticipantState {
  return IN_CALL_STATES.has(participant.state) ? 'left' : participant.state;
}
