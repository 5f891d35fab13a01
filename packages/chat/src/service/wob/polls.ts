import { chatPollsCreate, chatPollsVote } from '@wob/api';
import { ChatError, type ChatService, type OutgoingPoll } from '../port';
import { requireData, requireUser, type WobContext } from './context';
import { toChatError } from './errors';
import type { SendRunner } from './sending';

// Polls on the self-hosted chat: the polls extension's `v1/create` and `v1/vote` endpoints of
// @wob/api (what `callExtension('polls', 'POST', …)` reaches). A create is retried like every
// send, through the same send runner (sending.ts), so the server makes one poll; a vote is not
// retried (a second one is refused). A refused vote (409: already voted) is 'not-allowed' with
// the server's text.

function toPollError(error: unknown): ChatError {
  const chatError = toChatError(error);
  return chatError.status === 409
    ? new ChatError('not-allowed', chatError.message, chatError.status)
    : chatError;
}

export function createPolls(
  ctx: WobContext,
  send: SendRunner,
): Pick<ChatService, 'createPoll' | 'votePoll'> {
  return {
    // A poll is sent like every message (retried with its muid; a block told as one).
    createPoll: (poll: OutgoingPoll) =>
      send(poll.receiverId, poll.muid, async () =>
        requireData(
          await ctx.api.call(chatPollsCreate, {
            question: poll.question,
            options: poll.options,
            receiver: poll.receiverId,
            receiverType: poll.receiverType,
            muid: poll.muid,
            ...(poll.parentMessageId ? { parentMessageId: poll.parentMessageId } : {}),
          }),
        ),
      ),

    async votePoll(pollMessageId: string, option: number) {
      requireUser(ctx);
      try {
        const message = requireData(
          await ctx.api.call(chatPollsVote, { vote: option, id: pollMessageId }),
        );
        // This tab has the answer: the event of the same change is not news here.
        ctx.ledger.remember(message);
        return message;
      } catch (error) {
        throw toPollError(error);
      }
    },
  };
}
