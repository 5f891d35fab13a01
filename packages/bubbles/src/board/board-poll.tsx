import type { CommentPoll } from '@wob/api';
import { buttonClassName, intlLocaleOf } from '@wob/ui';
import { BarChart3 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PollResults } from '../polls/poll-results';
import { PollVoteForm } from '../polls/poll-vote-form';

/** Where a poll comment's poll is shown on its own page (the polls pages own it). */
export function pollPath(pollId: string): string {
  return `/view-poll/${encodeURIComponent(pollId)}`;
}

export interface BoardPollProps {
  pollId: string;
  /** The question (the poll comment's text). */
  question: string;
  /** The poll itself; null only if the server could not attach it (then: the link alone). */
  poll: CommentPoll | null;
  /** An active member of the Bubble. */
  isMember: boolean;
  voting: boolean;
  onVote?: (optionId: string) => unknown;
}

/**
 * A poll comment on the board (spec section 2: 'a poll option shows percentage of votes'):
 * the question; a member who has not voted chooses and votes here; everyone else sees each
 * option's bar, live as others vote. The same vote form and bars as /view-poll, which stays
 * one link away.
 */
export function BoardPoll({ pollId, question, poll, isMember, voting, onVote }: BoardPollProps) {
  const { t, i18n } = useTranslation();
  const questionId = useId();
  const canVote = isMember && poll !== null && !poll.votePolled && onVote !== undefined;
  const total = poll
    ? t('polls:list.votes', {
        count: poll.votes,
        formatted: new Intl.NumberFormat(intlLocaleOf(i18n.language)).format(poll.votes),
      })
    : '';

  return (
    <section className="wob-comment__poll" aria-labelledby={questionId}>
      <span className="wob-comment__poll-label">
        <BarChart3 aria-hidden="true" />
        {t('board:comment.pollLabel')}
      </span>
      <p id={questionId} className="wob-comment__poll-question">
        {question}
      </p>
      {poll &&
        (canVote && onVote ? (
          <PollVoteForm options={poll.options} voting={voting} onVote={onVote} />
        ) : (
          <div className="wob-comment__poll-results">
            <PollResults options={poll.options} votedOption={poll.votedOption} />
          </div>
        ))}
      <div className="wob-comment__poll-foot">
        {poll && <span className="wob-comment__poll-total">{total}</span>}
        <Link to={pollPath(pollId)} className={buttonClassName('secondary', 'sm')}>
          {t('board:comment.viewPoll')}
        </Link>
      </div>
    </section>
  );
}
