import type { ChatMessage } from '@wob/api';
import { MESSAGES } from '@wob/validation';
import type { Session } from '../../context';
import { SERVER_MESSAGES as M } from '../../messages';
import { fieldError, HttpError } from '../../platform/http/http-error';
import type { MessageChanges } from './extensions-change';
import { insertVote } from './extensions-store';
import { isPollRow, pollData } from './extensions-view';
import type { ChatKit } from './service-kit';

// Votes in chat polls (polls `v1/vote`; a poll is asked through the send path, send-service.ts
// createPoll). One vote per person and poll, made true by the primary key of chat_poll_votes:
// the insert does nothing the second time, which is answered 409 `chat.alreadyVoted`.

export function createPollOps(kit: ChatKit, changes: MessageChanges) {
  const { now } = kit;
  return {
    /** Votes for option `vote` (from 1) of the poll message `id`; answers the poll message. */
    async votePoll(session: Session, input: { vote: number; id: string }): Promise<ChatMessage> {
      const me = session.user.id;
      const found = await changes.messageToChange(session, input.id, (row) => {
        if (!isPollRow(row)) throw fieldError('id', M.chat.notAPoll);
        const poll = pollData(row, undefined);
        if (!poll || !Object.hasOwn(poll.options, String(input.vote))) {
          throw fieldError('vote', MESSAGES.chat.polls.voteInvalid);
        }
      });
      return changes.changeMessage(session, found, async (tx, row) => {
        const voted = await insertVote(tx, {
          messageId: row.id,
          userId: me,
          option: input.vote,
          at: now(),
        });
        if (!voted) throw new HttpError(409, M.chat.alreadyVoted);
        return true;
      });
    },
  };
}
