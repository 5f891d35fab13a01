import type { ChatCall } from '@wob/api';
import { isChatError, type ChatErrorCode } from '../../port';
import type { CallService, OutgoingCall } from '../port';
import { until } from '../../contract/recorder';

// What the CallService contract's test groups share: the world an adapter's `setup` gives, the
// stage a test plays on, and a recording of what a service told its call listeners.

export interface CallContractPerson {
  readonly uid: string;
  readonly name: string;
  /** The person's first tab: a CallService of that signed-in person. */
  readonly service: CallService;
}

export interface CallContractWorld {
  /** Three different people, none in a call, none blocking another. */
  readonly people: readonly [CallContractPerson, CallContractPerson, CallContractPerson];
  /** Another tab of the same person. Without it the multi-tab case is skipped. */
  openTab?(person: CallContractPerson): Promise<CallService>;
  /** `by` blocks `uid` (through the chat's block, as a person would). */
  block(by: CallContractPerson, uid: CallContractPerson): Promise<void>;
  /**
   * A group owned by `owner` with `members` in it; answers its guid. Without it the group
   * cases are skipped.
   */
  group?(owner: CallContractPerson, members: readonly CallContractPerson[]): Promise<string>;
  /**
   * Moves the call service's clock on by `ms` (and lets what time decides happen). Adapters
   * that cannot move their service's clock leave it out; the unanswered case is then skipped.
   */
  advance?(ms: number): Promise<void>;
  /** Ends every tab and whatever setup started. */
  teardown(): Promise<void>;
}

export interface CallContractOptions {
  /** Per test; a real server needs a few seconds for the longer ones. Default 30 s. */
  timeoutMs?: number;
}

/** Every call a service told its listeners, in order. */
export interface CallRecording {
  readonly calls: ChatCall[];
  /** The last call told of `sessionId`, if any. */
  latest(sessionId: string): ChatCall | undefined;
  /** Waits until a told call of `sessionId` matches `test`. */
  waitFor(
    sessionId: string | null,
    test: (call: ChatCall) => boolean,
    what: string,
  ): Promise<ChatCall>;
  stop(): void;
}

export function recordCalls(service: CallService): CallRecording {
  const calls: ChatCall[] = [];
  const stop = service.addCallListener({ onCallUpdated: (call) => calls.push(call) });
  const find = (sessionId: string | null, test: (call: ChatCall) => boolean) =>
    calls.find((call) => (sessionId === null || call.sessionId === sessionId) && test(call));
  return {
    calls,
    latest: (sessionId) => calls.filter((call) => call.sessionId === sessionId).at(-1),
    async waitFor(sessionId, test, what) {
      await until(() => find(sessionId, test) !== undefined, what);
      return find(sessionId, test) as ChatCall;
    },
    stop,
  };
}

export interface CallContractStage {
  readonly world: CallContractWorld;
  readonly a: CallContractPerson;
  readonly b: CallContractPerson;
  readonly c: CallContractPerson;
  /** Records what `service` tells its call listeners; stopped after the test. */
  listen(service: CallService): CallRecording;
  /** Per test, in ms. */
  readonly timeout: number;
}

export const callTo = (
  person: CallContractPerson,
  type: OutgoingCall['type'] = 'audio',
): OutgoingCall => ({ receiverId: person.uid, receiverType: 'user', type });

export const stateOf = (call: ChatCall, person: CallContractPerson) =>
  call.participants.find((participant) => participant.uid === person.uid)?.state;

export async function callRejection(
  promise: Promise<unknown>,
): Promise<ChatErrorCode | 'resolved'> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    if (!isChatError(error)) throw error;
    return error.code;
  }
}
