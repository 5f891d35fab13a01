import { describe, expect, it } from 'vitest';
import { server, signUp, useTestServer } from '../../test/harness';
import { messagesOf, sendText, setUserRow, signUpPair } from './chat-test-support';

// Age ranges are a rule of sight, not of who may message (apps/server README, "Age ranges do
// not decide who may message"): a conversation goes on when its partner is outside one's
// range, and a first message from outside it is a message request like any other.

useTestServer();

describe('age ranges and messaging', () => {
  it('lets a conversation go on after the partner falls outside the range', async () => {
    // Both are 30 (the harness's sign-up).
    const [alice, bob] = await signUpPair(server, { connected: true });
    expect((await sendText(server, alice, bob, 'Hej Bob')).status).toBe(200);
    await setUserRow(server, bob, { ageRangeEnabled: true, ageRangeFrom: 40, ageRangeTo: 50 });

    const sent = await sendText(server, alice, bob, 'Stadig her?');
    expect(sent.status).toBe(200);
    expect(sent.data.requested).toBe(false);
    const read = await messagesOf(server, bob, alice);
    expect(read.data.messages.map((message) => message.text)).toContain('Stadig her?');
  });

  it('makes a first message from outside the range a message request', async () => {
    const bob = await signUp(server, { name: 'Bob' });
    const stranger = await signUp(server, { name: 'Sten' });
    await setUserRow(server, bob, { ageRangeEnabled: true, ageRangeFrom: 40, ageRangeTo: 50 });
    const sent = await sendText(server, stranger, bob, 'Hej, vil du snakke?');
    expect(sent.status).toBe(200);
    expect(sent.data.requested).toBe(true);
  });
});
