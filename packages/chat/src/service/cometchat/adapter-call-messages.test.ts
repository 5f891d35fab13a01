import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../port';
import { createCallTestWorld, settle } from './test/call-world';

// The chat adapter on the scripted CometChat shows a call's messages live: CometChat tells them
// to call listeners only, and the message list needs them as they happen (call bubbles).

const PEOPLE = [
  { uid: 'ann', name: 'Ann' },
  { uid: 'bob', name: 'Bob' },
];

describe('call messages on CometChat', () => {
  it('reach both people’s message listeners as each change of a call happens', async () => {
    const world = createCallTestWorld(PEOPLE);
    const ann = await world.tab('ann');
    const bob = await world.tab('bob');
    const heard: Record<'ann' | 'bob', ChatMessage[]> = { ann: [], bob: [] };
    for (const [name, tab] of [
      ['ann', ann],
      ['bob', bob],
    ] as const) {
      tab.chat.service.addMessageListener({
        onCustomMessageReceived: (message) => heard[name].push(message),
      });
    }
    await settle();

    const call = await ann.calls.initiateCall({
      receiverId: 'bob',
      receiverType: 'user',
      type: 'audio',
    });
    await settle();
    await bob.calls.rejectCall(call.sessionId, 'rejected');
    await settle();

    const calls = (messages: ChatMessage[]) =>
      messages
        .filter((message) => message.category === 'call')
        .map((message) => `${message.type}:${message.call?.action}:${message.sender.uid}`);
    // Bob is told the ringing call; Ann is told his rejection.
    expect(calls(heard.bob)).toContain('audio:initiated:ann');
    expect(calls(heard.ann)).toContain('audio:rejected:bob');
    for (const message of [...heard.ann, ...heard.bob]) {
      expect(message.call?.sessionId).toBe(call.sessionId);
    }
  });
});
