import type { SdkMessage, SdkUser } from '../sdk';
import { FakeBaseMessage } from './classes';

// CometChat's `Call` as a message (category 'call'): the shape the SDK answers in message
// pages and tells to call listeners, with its raw JSON (where a call's times are).

export class FakeCallMessage extends FakeBaseMessage implements SdkMessage {
  private sessionId = '';
  private status = '';
  private action = '';
  private callInitiator: SdkUser | undefined;
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
    return this.callInitiator ?? this.getSender();
  }
  setCallInitiator(value: SdkUser): void {
    this.callInitiator = value;
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
