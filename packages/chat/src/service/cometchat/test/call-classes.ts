import type { SdkCall, SdkCallListenerCallbacks } from '../../calls/cometchat/sdk';
import type { SdkMessage, SdkUser } from '../sdk';
import { FakeBaseMessage, FakeUser } from './classes';

// The chat SDK's calling classes, shaped as the real ones: `Call` (a message of category
// 'call': what the SDK answers in message pages and tells to call listeners, with its raw JSON,
// where a call's times are) and `CallListener`. What the cloud does with them lives in calls.ts.

export class FakeCall extends FakeBaseMessage implements SdkCall, SdkMessage {
  private sessionId = '';
  private status = '';
  private action = '';
  private callInitiator: SdkUser = new FakeUser('');
  private callReceiver: object = new FakeUser('');
  private initiatedAt = 0;
  private joinedAt = 0;
  private rawData: unknown = {};

  constructor(receiverId: string, type: string, receiverType: string) {
    super(receiverId, type, receiverType, 'call');
  }

  getSessionId(): string {
    return this.sessionId;
  }
  setSessionId(value: string): void {
    this.sessionId = value;
  }
  getStatus(): string {
    return this.status;
  }
  setStatus(value: string): void {
    this.status = value;
  }
  getAction(): string {
    return this.action;
  }
  setAction(value: string): void {
    this.action = value;
  }
  getCallInitiator(): SdkUser {
    return this.callInitiator;
  }
  setCallInitiator(value: SdkUser): void {
    this.callInitiator = value;
  }
  getCallReceiver(): object {
    return this.callReceiver;
  }
  setCallReceiver(value: object): void {
    this.callReceiver = value;
  }
  getInitiatedAt(): number {
    return this.initiatedAt;
  }
  setInitiatedAt(value: number): void {
    this.initiatedAt = value;
  }
  getJoinedAt(): number {
    return this.joinedAt;
  }
  setJoinedAt(value: number): void {
    this.joinedAt = value;
  }
  getRawData(): unknown {
    return this.rawData;
  }
  setRawData(value: unknown): void {
    this.rawData = value;
  }
}

export class FakeCallListener {
  readonly callbacks: SdkCallListenerCallbacks;
  constructor(callbacks: SdkCallListenerCallbacks) {
    this.callbacks = callbacks;
  }
}

export const FAKE_CALL_STATUS = {
  INITIATED: 'initiated',
  ONGOING: 'ongoing',
  UNANSWERED: 'unanswered',
  REJECTED: 'rejected',
  BUSY: 'busy',
  CANCELLED: 'cancelled',
  ENDED: 'ended',
} as const;
