import { ChatError, type ChatMessage, type ChatService, type OutgoingPoll } from '../port';
import { COMETCHAT_POLL_TYPE, pollOf } from '../polls';
import { toAnyChatMessage } from './group-mapping';
import { toChatError } from './mapping';
import type { CometChatNamespace, SdkMessage } from './sdk';
import type { CometChatSession } from './session';

// Polls on CometChat: its polls extension at its current version, through the SDK's
// `callExtension('polls', 'POST', 'v2/create' | 'v2/vote', …)`. The poll is a custom message of
// type 'extension_poll' whose results the extension keeps in the message's metadata
// (`@injected.extensions.polls`, read by pollOf); a vote changes that metadata, and CometChat
// tells the change to everyone as an edit of the message, which events.ts passes on as
// `onMessageUpdated` (isPollMessage). The extension answers with the poll message's data (its
// id first); the adapter reads the message back so both calls resolve a ChatMessage as the
// port promises. CometChat's extension takes no muid: a create is not retried.

/** Whether an SDK message is a poll of CometChat's extension (its edits are vote updates). */
export function isPollMessage(message: SdkMessage): boolean {
  return message.getCategory() === 'custom' && message.getType() === COMETCHAT_POLL_TYPE;
}

/** The message id in the extension's answer (`{ id }`, or `{ data: { id } }`). */
function answeredId(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const record = answer as Record<string, unknown>;
  const inner = record.data as Record<string, unknown> | undefined;
  const id = record.id ?? inner?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

/** The poll id the extension keeps in the message's metadata (its votes name it). */
function pollIdOf(message: SdkMessage): string | null {
  const metadata = message.getMetadata?.() as Record<string, unknown> | undefined;
  const injected = metadata?.['@injected'] as
    | { extensions?: { polls?: { id?: unknown } } }
    | undefined;
  const id = injected?.extensions?.polls?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

async function readBack(CometChat: CometChatNamespace, id: string): Promise<ChatMessage> {
  const mapped = toAnyChatMessage(await CometChat.getMessageDetails(id));
  if (!mapped) throw new ChatError('unknown');
  return mapped;
}

export function createPolls(
  session: CometChatSession,
): Pick<ChatService, 'createPoll' | 'votePoll'> {
  return {
    createPoll: (poll: OutgoingPoll) =>
      session.run(async ({ CometChat }) => {
        const answer = await CometChat.callExtension('polls', 'POST', 'v2/create', {
          question: poll.question,
          options: poll.options,
          receiver: poll.receiverId,
          receiverType: poll.receiverType,
        });
        const id = answeredId(answer);
        if (!id) throw new ChatError('unknown');
        return readBack(CometChat, id);
      }),

    votePoll: (pollMessageId: string, option: number) =>
      session.run(async ({ CometChat, uid }) => {
        const poll = await CometChat.getMessageDetails(pollMessageId);
        const mapped = isPollMessage(poll) ? toAnyChatMessage(poll) : null;
        const view = mapped ? pollOf(mapped, uid, COMETCHAT_POLL_TYPE) : null;
        if (!view?.options.some((each) => each.index === option)) {
          throw new ChatError('invalid');
        }
        if (view.votePolled !== null) throw new ChatError('not-allowed');
        try {
          await CometChat.callExtension('polls', 'POST', 'v2/vote', {
            vote: option,
            id: pollIdOf(poll) ?? pollMessageId,
          });
        } catch (error) {
          // A second vote from another tab at the same time: the extension refuses it with its
          // own English text; ours is shown.
          const failure = toChatError(error);
          throw failure.code === 'invalid'
            ? new ChatError('not-allowed', '', failure.status)
            : failure;
        }
        return readBack(CometChat, pollMessageId);
      }),
  };
}
