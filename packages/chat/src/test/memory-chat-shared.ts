import type { ChatMessage } from '../service/port';

// Ids and small helpers the in-memory chat world (memory-chat-world.ts) and its tabs
// (memory-chat-service.ts) share.

export const pairKey = (a: string, b: string) => `${a}>${b}`;

/** CometChat's one-to-one conversation id: both uids, ordered, around `_user_`. */
export function conversationIdOf(a: string, b: string): string {
  return a < b ? `${a}_user_${b}` : `${b}_user_${a}`;
}

/** CometChat's group conversation id, as the server's: `group_<guid>`. */
export function groupConversationIdOf(guid: string): string {
  return `group_${guid}`;
}

/** Message ids are decimal strings; their order is the order of sending. */
export function compareIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Puts smart-reply data where both adapters carry it (`metadata['@injected']`). */
export function withSmartReply(message: ChatMessage, data: Record<string, unknown>): void {
  message.metadata = {
    ...message.metadata,
    '@injected': { extensions: { 'smart-reply': { ...data } } },
  };
}

/**
 * Whether a message counts in `viewer`'s unread count: someone else's message to them that they
 * have not read, of a kind that counts (spec chat section 7: text, media and custom; never a
 * call message).
 */
export function countsAsUnread(message: ChatMessage, viewer: string): boolean {
  return message.receiverId === viewer && message.readAt === null && message.category !== 'call';
}
