import { describe, expect, it } from 'vitest';
import { MemoryCallService, MemoryCallWorld } from '../../test/memory-call-service';
import { MemoryChatWorld } from '../../test/memory-chat-world';
import { createDeferredCallService } from './deferred';

// The stand-in call service: it chooses once, at the first use, and its listeners added before
// the choice hear the chosen service.

describe('deferred call service', () => {
  it('chooses once and hands over listeners added before the choice', async () => {
    const chat = new MemoryChatWorld({
      people: [
        { uid: 'u-alma', name: 'Alma' },
        { uid: 'u-bo', name: 'Bo' },
      ],
    });
    const world = new MemoryCallWorld({ chat });
    let choices = 0;
    const bo = createDeferredCallService(async () => {
      choices += 1;
      return new MemoryCallService(world, 'u-bo');
    });
    const told: string[] = [];
    const stop = bo.addCallListener({ onCallUpdated: (call) => told.push(call.status) });
    expect(await bo.getActiveCall()).toBeNull();
    const alma = new MemoryCallService(world, 'u-alma');
    const ringing = await alma.initiateCall({
      receiverId: 'u-bo',
      receiverType: 'user',
      type: 'audio',
    });
    await bo.rejectCall(ringing.sessionId, 'rejected');
    expect(told).toEqual(['initiated', 'rejected']);
    expect(choices).toBe(1);
    stop();
    await alma.initiateCall({ receiverId: 'u-bo', receiverType: 'user', type: 'audio' });
    expect(told).toHaveLength(2);
  });

  it('tries the choice again after it failed', async () => {
    let attempts = 0;
    const service = createDeferredCallService(async () => {
      attempts += 1;
      throw new Error('no site answer');
    });
    await expect(service.getActiveCall()).rejects.toThrow('no site answer');
    await expect(service.getActiveCall()).rejects.toThrow('no site answer');
    expect(attempts).toBe(2);
  });
});
