import { CALL_LIMITS } from '@wob/validation';
import { describe, expect, it } from 'vitest';
import { MemoryCallService, MemoryCallWorld } from './memory-call-service';
import { MemoryChatWorld } from './memory-chat-world';

// What the memory calls add to the contract suite: the mesh's limit of people joined at once,
// and the call messages every change leaves in the conversation.

function worldOf(count: number) {
  const people = Array.from({ length: count }, (_, index) => ({
    uid: `u-${index}`,
    name: `Person ${index}`,
  }));
  const chat = new MemoryChatWorld({ people });
  return { chat, calls: new MemoryCallWorld({ chat }), people };
}

describe('memory calls', () => {
  it(`lets at most ${CALL_LIMITS.groupMax} people be joined in a group call`, async () => {
    const { chat, calls, people } = worldOf(CALL_LIMITS.groupMax + 1);
    const [owner, ...others] = people.map((person) => new MemoryCallService(calls, person.uid));
    if (!owner) throw new Error('people');
    const group = chat.groups.seed({
      name: 'Stor gruppe',
      owner: owner.uid,
      members: Object.fromEntries(others.map((other) => [other.uid, 'participant'])),
    });
    const call = await owner.initiateCall({
      receiverId: group.guid,
      receiverType: 'group',
      type: 'video',
    });
    const joiners = others.slice(0, CALL_LIMITS.groupMax - 1);
    for (const joiner of joiners) await joiner.acceptCall(call.sessionId);
    const late = others.at(-1);
    await expect(late?.acceptCall(call.sessionId)).rejects.toMatchObject({ code: 'not-allowed' });
    // Once someone leaves there is room again.
    await joiners[0]?.endCall(call.sessionId);
    expect((await late?.acceptCall(call.sessionId))?.status).toBe('ongoing');
  });

  it('leaves a call message for every change, sent by who acted', async () => {
    const { chat, calls } = worldOf(2);
    const alma = new MemoryCallService(calls, 'u-0');
    const bo = new MemoryCallService(calls, 'u-1');
    const call = await alma.initiateCall({
      receiverId: 'u-1',
      receiverType: 'user',
      type: 'audio',
    });
    calls.advance(10_000);
    await bo.acceptCall(call.sessionId);
    calls.advance(65_000);
    await bo.endCall(call.sessionId);
    const messages = chat.visible('u-0', 'u-1');
    expect(
      messages.map((message) => [
        message.category,
        message.type,
        message.sender.uid,
        message.call?.action,
        message.call?.duration,
      ]),
    ).toEqual([
      ['call', 'audio', 'u-0', 'initiated', null],
      ['call', 'audio', 'u-1', 'ongoing', null],
      ['call', 'audio', 'u-1', 'ended', 65],
    ]);
    expect(messages.every((message) => message.conversationId === call.conversationId)).toBe(true);
  });
});
