import { apiError, createFakeApi, type FakeApi, type FakeHandlers } from '@wob/test-utils';
import type { MemoryChatWorld } from './memory-chat-world';

// The product API's message-request and block calls (spec chat section 7) answered from the
// memory chat world, as `uid` calls them: api/chat/await-accept, add-to-waiting, accept, the
// deck's like (Like Back) and block-wobler / unblock-wobler.

interface Pair {
  sender_id?: string;
  receiver_id?: string;
}

function relation(world: MemoryChatWorld, me: string, other: string) {
  return {
    liked: world.side(me, other).liked,
    disliked: false,
    saved: false,
    reported: false,
    isMatched: world.isMatched(me, other),
    blockedByMe: world.blocks.has(`${me}>${other}`),
  };
}

export function chatApiHandlers(world: MemoryChatWorld, uid: string): FakeHandlers {
  const pair = (input: unknown): { sender: string; receiver: string } => {
    const { sender_id, receiver_id } = input as Pair;
    if (sender_id !== uid) throw apiError(403, 'Not allowed.');
    if (!receiver_id || !world.people.has(receiver_id)) throw apiError(404, 'User not found.');
    return { sender: sender_id, receiver: receiver_id };
  };
  const other = (input: unknown): string => {
    const { _id } = input as { _id?: string };
    if (!_id || !world.people.has(_id)) throw apiError(404, 'User not found.');
    return _id;
  };
  return {
    awaitAccept: (input) => {
      const { sender, receiver } = pair(input);
      return { data: world.requestState(sender, receiver) };
    },
    addToWaiting: (input) => {
      const { sender, receiver } = pair(input);
      return { data: world.addToWaiting(sender, receiver) };
    },
    acceptMessageRequest: (input) => {
      const { sender_id } = input as Pair;
      if (!sender_id || !world.people.has(sender_id)) throw apiError(404, 'User not found.');
      return { message: 'Message request accepted.', data: world.accept(uid, sender_id) };
    },
    likeWobler: (input) => {
      const id = other(input);
      const matched = world.like(uid, id);
      return { message: 'Liked.', data: { matched, relation: relation(world, uid, id) } };
    },
    blockWobler: (input) => {
      const id = other(input);
      world.block(uid, id);
      return { message: 'Wobler blocked.', data: { relation: relation(world, uid, id) } };
    },
    unblockWobler: (input) => {
      const id = other(input);
      world.unblock(uid, id);
      return { message: 'Wobler unblocked.', data: { relation: relation(world, uid, id) } };
    },
  };
}

/** A fake ApiClient for `uid` on the world. */
export function createChatFakeApi(world: MemoryChatWorld, uid: string): FakeApi {
  return createFakeApi(chatApiHandlers(world, uid));
}
