import { type Conversation, conversationWithId } from '../service/port';
import { createChatSetup, createWorld, seedConversations } from './chat-fixtures';

// What the chat store's tests share: a store with the seeded conversations on its page.

export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

export async function openPage(options: Parameters<typeof createChatSetup>[1] = {}) {
  const world = createWorld();
  seedConversations(world);
  const setup = createChatSetup(world, options);
  await setup.store.getState().openPage();
  return setup;
}

/** The list's people, top first. */
export const order = (setup: { store: { getState(): { list: { items: Conversation[] } } } }) =>
  setup.store.getState().list.items.map(conversationWithId);
