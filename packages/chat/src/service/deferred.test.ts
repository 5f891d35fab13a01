import { describe, expect, it, vi } from 'vitest';
import { MemoryChatWorld } from '../test/memory-chat-world';
import { createDeferredChatService } from './deferred';

function world() {
  return new MemoryChatWorld({
    people: [
      { uid: 'ana', name: 'Ana' },
      { uid: 'bo', name: 'Bo' },
    ],
  });
}

describe('the deferred chat service', () => {
  it('chooses the service on the first login only, and hands over listeners added before', async () => {
    const shared = world();
    const choose = vi.fn(async () => shared.serviceFor('bo'));
    const deferred = createDeferredChatService(choose);
    const received: string[] = [];
    deferred.addMessageListener({
      onTextMessageReceived: (message) => received.push(message.text ?? ''),
    });
    expect(choose).not.toHaveBeenCalled();

    expect((await deferred.login()).uid).toBe('bo');
    await deferred.getUnreadMessageCountForAllUsers();
    expect(choose).toHaveBeenCalledTimes(1);

    const ana = shared.serviceFor('ana');
    await ana.login();
    await ana.sendMessage({ receiverId: 'bo', receiverType: 'user', muid: 'm-1', text: 'Hej Bo' });
    expect(received).toEqual(['Hej Bo']);
  });

  it('stops delivering to a removed listener, before and after the choice', async () => {
    const shared = world();
    const deferred = createDeferredChatService(async () => shared.serviceFor('bo'));
    const early: string[] = [];
    const late: string[] = [];
    const stopEarly = deferred.addMessageListener({
      onTextMessageReceived: (m) => early.push(m.id),
    });
    stopEarly();
    await deferred.login();
    const stopLate = deferred.addMessageListener({ onTextMessageReceived: (m) => late.push(m.id) });
    const ana = shared.serviceFor('ana');
    await ana.login();
    await ana.sendMessage({ receiverId: 'bo', receiverType: 'user', muid: 'm-1', text: 'En' });
    stopLate();
    await ana.sendMessage({ receiverId: 'bo', receiverType: 'user', muid: 'm-2', text: 'To' });
    expect(early).toEqual([]);
    expect(late).toHaveLength(1);
  });

  it('tries the choice again at the next login when it failed', async () => {
    const shared = world();
    const choose = vi
      .fn<() => Promise<ReturnType<MemoryChatWorld['serviceFor']>>>()
      .mockRejectedValueOnce(new Error('no site answer'))
      .mockResolvedValueOnce(shared.serviceFor('ana'));
    const deferred = createDeferredChatService(choose);
    await expect(deferred.login()).rejects.toThrow('no site answer');
    expect((await deferred.login()).uid).toBe('ana');
  });
});
