import {
  type ChatMessage,
  ChatEventSchema,
  type PollExtensionData,
  type ReactionsExtensionData,
  type RealtimeEvent,
} from '@wob/api';
import * as v from 'valibot';
import type { SignedUp, TestServer } from '../../test/harness';
import { postAs } from '../../test/http';

// Test support for polls and reactions: the three extension calls with typed answers, and the
// extension data a message carries.

export const EXTENSIONS = {
  createPoll: '/chat-api/extensions/polls/v1/create',
  vote: '/chat-api/extensions/polls/v1/vote',
  react: '/chat-api/extensions/reactions/v1/react',
} as const;

export function createPoll(
  server: TestServer,
  from: SignedUp,
  input: {
    receiver: string;
    receiverType?: 'user' | 'group';
    question?: unknown;
    options?: unknown;
    muid?: string;
    parentMessageId?: string;
  },
  language = 'en',
) {
  return postAs<ChatMessage>(
    server,
    EXTENSIONS.createPoll,
    from,
    { question: 'Where do we meet?', options: ['Café', 'Park'], ...input },
    language,
  );
}

export function vote(
  server: TestServer,
  who: SignedUp,
  id: string,
  option: unknown,
  language = 'en',
) {
  return postAs<ChatMessage>(server, EXTENSIONS.vote, who, { id, vote: option }, language);
}

export function react(
  server: TestServer,
  who: SignedUp,
  msgId: string,
  emoji: string,
  action?: 'add' | 'remove',
  language = 'en',
) {
  return postAs<ChatMessage>(
    server,
    EXTENSIONS.react,
    who,
    action === undefined ? { msgId, emoji } : { msgId, emoji, action },
    language,
  );
}

interface Injected {
  polls?: PollExtensionData;
  reactions?: ReactionsExtensionData;
  'smart-reply'?: unknown;
}

/** `metadata['@injected'].extensions` of a message (undefined parts when absent). */
export function extensionsOf(message: ChatMessage | undefined): Injected {
  const injected = message?.metadata?.['@injected'] as { extensions?: Injected } | undefined;
  return injected?.extensions ?? {};
}

/** A poll's counts by option index, and the total. */
export function countsOf(message: ChatMessage | undefined): {
  total: number;
  counts: Record<string, number>;
} {
  const poll = extensionsOf(message).polls;
  const counts: Record<string, number> = {};
  for (const [key, option] of Object.entries(poll?.results.options ?? {})) {
    counts[key] = option.count;
  }
  return { total: poll?.results.total ?? -1, counts };
}

/** Who reacted with each emoji (uids), in the map's order. */
export function reactionsOf(message: ChatMessage | undefined): [string, string[]][] {
  return Object.entries(extensionsOf(message).reactions ?? {}).map(([emoji, people]) => [
    emoji,
    Object.keys(people),
  ]);
}

/** The messages of the `chat.message.updated` events among `events`, checked against the contract. */
export function updatedMessages(events: readonly RealtimeEvent[]): ChatMessage[] {
  return events
    .filter((event) => event.type === 'chat.message.updated')
    .map((event) => {
      const parsed = v.parse(ChatEventSchema, event);
      if (!('message' in parsed) || !parsed.message) throw new Error('an update names a message');
      return parsed.message;
    });
}
