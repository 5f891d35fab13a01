import { ChatMessageSchema } from '@wob/api';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { conversationIdOf, messageKind, toChatMessage } from './mapping';
import { FakeCall } from './test/call-classes';
import { FakeUser } from './test/classes';

// CometChat's call messages as the port's: `message.call` for the call bubbles.

function callMessage(
  fields: {
    action?: string;
    status?: string;
    type?: string;
    receiverType?: string;
    raw?: unknown;
    joinedAt?: number;
  } = {},
) {
  const ann = new FakeUser('ann', 'Ann');
  const bob = new FakeUser('bob', 'Bob');
  const call = new FakeCall('bob', fields.type ?? 'video', fields.receiverType ?? 'user');
  call.setId(40);
  call.setSender(bob);
  call.setCallInitiator(ann);
  call.setConversationId(conversationIdOf('ann', 'bob'));
  call.setSentAt(1_700_000_000);
  call.setSessionId('v1.us.app.1700000000');
  call.setStatus(fields.status ?? 'initiated');
  call.setAction(fields.action ?? fields.status ?? 'initiated');
  call.setJoinedAt(fields.joinedAt ?? 0);
  call.setRawData(fields.raw ?? {});
  return call;
}

describe('a CometChat call message', () => {
  it('maps onto message.call: session, status, action, who called; its type and sender kept', () => {
    const mapped = toChatMessage(callMessage({ action: 'rejected', status: 'rejected' }));
    expect(v.is(ChatMessageSchema, mapped)).toBe(true);
    expect(mapped).toMatchObject({
      id: '40',
      category: 'call',
      type: 'video',
      sender: { uid: 'bob', name: 'Bob' },
      call: {
        sessionId: 'v1.us.app.1700000000',
        status: 'rejected',
        action: 'rejected',
        callInitiator: { uid: 'ann', name: 'Ann' },
        duration: null,
      },
    });
  });

  it('carries an ended call’s length when the raw data has it, else none', () => {
    const stated = callMessage({
      action: 'ended',
      status: 'ended',
      raw: { data: { entities: { on: { entity: { duration: 204 } } } } },
    });
    expect(toChatMessage(stated)?.call?.duration).toBe(204);
    const timed = callMessage({
      action: 'ended',
      status: 'ended',
      raw: {
        data: { entities: { on: { entity: { joinedAt: 1_700_000_010, endedAt: 1_700_000_070 } } } },
      },
    });
    expect(toChatMessage(timed)?.call?.duration).toBe(60);
    expect(toChatMessage(callMessage({ action: 'ended', status: 'ended' }))?.call?.duration).toBe(
      null,
    );
    // Only an ended call has a length.
    const ongoing = callMessage({
      action: 'ongoing',
      status: 'ongoing',
      raw: { data: { entities: { on: { entity: { duration: 204 } } } } },
    });
    expect(toChatMessage(ongoing)?.call?.duration).toBe(null);
  });

  it('keeps a group member’s joined and left as the action, the call ongoing', () => {
    const joined = callMessage({ action: 'joined', status: 'ongoing', receiverType: 'group' });
    expect(toChatMessage(joined)).toMatchObject({
      receiverType: 'group',
      call: { action: 'joined', status: 'ongoing' },
    });
  });

  it('leaves out `call` when it names nothing the port knows, but still shows as a call', () => {
    const odd = callMessage({ action: 'transferred', status: 'somewhere' });
    const mapped = toChatMessage(odd);
    expect(mapped).toMatchObject({ category: 'call', type: 'video' });
    expect(mapped).not.toHaveProperty('call');
  });

  it('arrives as a custom message (the list shows it in place)', () => {
    expect(messageKind(callMessage())).toBe('custom');
  });
});
