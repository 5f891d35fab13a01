import { CALL_LIMITS } from '@wob/validation';
import { describe, expect, it } from 'vitest';
import { MemoryCallService, MemoryCallWorld } from './memory-call-service';
import { MemoryChatService } from './memory-chat-service';
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

  it('writes a busy call’s message from the callee, whose line was busy', async () => {
    const { chat, calls } = worldOf(3);
    const [a, b, c] = ['u-0', 'u-1', 'u-2'].map((uid) => new MemoryCallService(calls, uid));
    if (!a || !b || !c) throw new Error('people');
    await a.initiateCall({ receiverId: 'u-1', receiverType: 'user', type: 'audio' });
    const busy = await c.initiateCall({ receiverId: 'u-1', receiverType: 'user', type: 'video' });
    expect(busy.status).toBe('busy');
    const messages = chat.visible('u-2', 'u-1');
    expect(messages.map((message) => [message.sender.uid, message.call?.action])).toEqual([
      ['u-1', 'busy'],
    ]);
  });

  it('writes a group call’s start, joins, leaves and end, one message each', async () => {
    const { chat, calls } = worldOf(3);
    const [a, b, c] = ['u-0', 'u-1', 'u-2'].map((uid) => new MemoryCallService(calls, uid));
    if (!a || !b || !c) throw new Error('people');
    const group = chat.groups.seed({
      name: 'Tre',
      owner: 'u-0',
      members: { 'u-1': 'participant', 'u-2': 'participant' },
    });
    const call = await a.initiateCall({
      receiverId: group.guid,
      receiverType: 'group',
      type: 'audio',
    });
    await b.acceptCall(call.sessionId);
    await c.rejectCall(call.sessionId, 'rejected');
    await b.endCall(call.sessionId);
    expect(
      chat
        .visibleIn('u-0', `group_${group.guid}`)
        .map((message) => [message.sender.uid, message.call?.action, message.call?.status]),
    ).toEqual([
      ['u-0', 'initiated', 'initiated'],
      ['u-1', 'ongoing', 'ongoing'],
      ['u-1', 'joined', 'ongoing'],
      ['u-2', 'rejected', 'ongoing'],
      ['u-1', 'left', 'ended'],
      ['u-1', 'ended', 'ended'],
    ]);
  });

  it('tells call messages live to the tabs of the conversation with tellCallMessages', async () => {
    const people = [
      { uid: 'u-0', name: 'Alma' },
      { uid: 'u-1', name: 'Bo' },
    ];
    const told = async (tellCallMessages: boolean) => {
      const chat = new MemoryChatWorld({ people });
      const calls = new MemoryCallWorld({ chat, tellCallMessages });
      const heard: Array<[string, string | undefined]> = [];
      for (const person of people) {
        const tab = new MemoryChatService(chat, person.uid);
        await tab.login();
        tab.addMessageListener({
          onCustomMessageReceived: (message) => heard.push([person.uid, message.call?.action]),
        });
      }
      const call = await new MemoryCallService(calls, 'u-0').initiateCall({
        receiverId: 'u-1',
        receiverType: 'user',
        type: 'audio',
      });
      await new MemoryCallService(calls, 'u-1').rejectCall(call.sessionId, 'rejected');
      // Written as the server writes them: delivered, never a message request.
      expect(chat.visible('u-0', 'u-1').map((message) => message.requested)).toEqual([
        false,
        false,
      ]);
      return heard;
    };
    // Stored only, by default; told to both people, the one who acted too, when asked.
    expect(await told(false)).toEqual([]);
    expect(await told(true)).toEqual([
      ['u-0', 'initiated'],
      ['u-1', 'initiated'],
      ['u-1', 'rejected'],
      ['u-0', 'rejected'],
    ]);
  });

  it('refuses a group call with nobody else to ring', async () => {
    const { chat, calls } = worldOf(1);
    const alone = new MemoryCallService(calls, 'u-0');
    const group = chat.groups.seed({ name: 'Alene', owner: 'u-0' });
    await expect(
      alone.initiateCall({ receiverId: group.guid, receiverType: 'group', type: 'audio' }),
    ).rejects.toMatchObject({ code: 'not-allowed' });
  });
});
