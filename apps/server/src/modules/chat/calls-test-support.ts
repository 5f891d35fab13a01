import {
  type ChatCall,
  type ChatCallEvent,
  ChatCallEventSchema,
  type ChatCallSignalEvent,
  ChatCallSignalEventSchema,
} from '@wob/api';
import * as v from 'valibot';
import { topics } from '../../platform/realtime/hub';
import type { SignedUp, TestServer } from '../../test/harness';
import { getAs, postAs } from '../../test/http';

// Test support for calls: the calls endpoints with typed answers, and a recorder of the call
// events on people's own topics, validated against the contract.

export const CALLS = {
  initiate: '/chat-api/calls/initiate',
  accept: '/chat-api/calls/accept',
  reject: '/chat-api/calls/reject',
  end: '/chat-api/calls/end',
  rejoin: '/chat-api/calls/rejoin',
  signal: '/chat-api/calls/signal',
  active: '/chat-api/calls/active',
  history: '/chat-api/calls/history',
} as const;

type Answer = { call: ChatCall };

export function callUser(
  server: TestServer,
  from: SignedUp,
  to: SignedUp | string,
  type: 'audio' | 'video' = 'video',
  language = 'en',
) {
  return postAs<Answer>(
    server,
    CALLS.initiate,
    from,
    { receiverId: typeof to === 'string' ? to : to.id, type },
    language,
  );
}

export function callGroup(server: TestServer, from: SignedUp, guid: string, type = 'audio') {
  return postAs<Answer>(server, CALLS.initiate, from, {
    receiverId: guid,
    receiverType: 'group',
    type,
  });
}

export function acceptCall(server: TestServer, who: SignedUp, sessionId: string, language = 'en') {
  return postAs<Answer>(server, CALLS.accept, who, { sessionId }, language);
}

export function rejectCall(
  server: TestServer,
  who: SignedUp,
  sessionId: string,
  status: 'rejected' | 'busy' | 'cancelled',
) {
  return postAs<Answer>(server, CALLS.reject, who, { sessionId, status });
}

export function endCall(server: TestServer, who: SignedUp, sessionId: string) {
  return postAs<Answer>(server, CALLS.end, who, { sessionId });
}

export function rejoinCall(server: TestServer, who: SignedUp, sessionId: string) {
  return postAs<Answer>(server, CALLS.rejoin, who, { sessionId });
}

export function activeCall(server: TestServer, who: SignedUp) {
  return getAs<{ call: ChatCall | null }>(server, CALLS.active, who);
}

export function callHistory(server: TestServer, who: SignedUp, query: Record<string, string>) {
  return getAs<{ calls: ChatCall[] }>(server, CALLS.history, who, query);
}

export function signal(server: TestServer, from: SignedUp, to: SignedUp, sessionId: string) {
  return postAs<Record<string, never>>(server, CALLS.signal, from, {
    sessionId,
    to: to.id,
    signal: { kind: 'description', description: { type: 'offer', sdp: 'v=0\r\n' } },
  });
}

/** Records `call.updated` and `call.signal` on people's own topics. */
export class CallLog {
  private readonly stops: (() => void)[] = [];
  private readonly updates = new Map<string, ChatCallEvent[]>();
  private readonly signals = new Map<string, ChatCallSignalEvent[]>();

  constructor(people: readonly SignedUp[], server: TestServer) {
    for (const person of people) {
      const updates: ChatCallEvent[] = [];
      const signals: ChatCallSignalEvent[] = [];
      this.updates.set(person.id, updates);
      this.signals.set(person.id, signals);
      this.stops.push(
        server.app.wob.realtime.subscribe(topics.user(person.id), (event) => {
          if (event.type === 'call.updated') updates.push(v.parse(ChatCallEventSchema, event));
          if (event.type === 'call.signal') signals.push(v.parse(ChatCallSignalEventSchema, event));
        }),
      );
    }
  }

  /** The statuses of the calls `person` was told of, in order. */
  statuses(person: SignedUp): string[] {
    return (this.updates.get(person.id) ?? []).map((event) => event.call.status);
  }

  updatesOf(person: SignedUp): ChatCallEvent[] {
    return this.updates.get(person.id) ?? [];
  }

  signalsOf(person: SignedUp): ChatCallSignalEvent[] {
    return this.signals.get(person.id) ?? [];
  }

  stop(): void {
    for (const stop of this.stops) stop();
  }
}
