import { cx } from '@wob/ui';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POLL_WHITE_TEXT_ABOVE, type PollOptionView, type PollView } from '../service/polls';
import { useChatStoreApi } from '../store/chat-context';

export interface PollMessageProps {
  poll: PollView;
  /** Whose poll it is (for the group's name line and screen readers). */
  senderName: string;
  /** Stories and tests vote without a store. */
  onVote?: (option: number) => Promise<unknown> | undefined;
}

/** Names of the voters: the first three, then '+ n'. */
function votersLine(option: PollOptionView): string {
  const names = option.voters.map((voter) => voter.name);
  return names.length > 3
    ? `${names.slice(0, 3).join(', ')} +${names.length - 3}`
    : names.join(', ');
}

/**
 * A poll in a conversation (spec chat sections 2, 5 and 9): the question, each option with a
 * bar of its share (count over total; its text turns white above 90 %, where the bar covers
 * it), the total, and who voted. Until one has voted every option is a button; a vote is once
 * (the service refuses a second), so afterwards the options are plain rows and one's own
 * choice is marked. The counts are the service's: the bubble changes when the answer or
 * another's vote (an update) arrives, never on its own.
 */
export function PollMessage({ poll, senderName, onVote }: PollMessageProps) {
  const { t } = useTranslation('chat');
  const store = useChatStoreApi();
  const [pending, setPending] = useState<number | null>(null);
  const voted = poll.votePolled !== null;

  const vote = async (option: number) => {
    if (voted || pending !== null) return;
    setPending(option);
    try {
      await (onVote ? onVote(option) : store.getState().votePoll(poll.id, option));
    } finally {
      setPending(null);
    }
  };

  return (
    <fieldset
      className="wob-poll"
      aria-label={t('polls.message.label', { name: senderName, question: poll.question })}
      aria-busy={pending !== null || undefined}
    >
      <legend className="wob-poll__question">{poll.question}</legend>
      <ul className="wob-poll__options">
        {poll.options.map((option) => {
          const mine = poll.votePolled === option.index;
          const label = t('polls.message.option', {
            text: option.text,
            count: option.count,
            total: poll.total,
            percentage: option.percentage,
          });
          // The button's name is what it shows (label in name): the text, the percentage,
          // then the count for screen readers. A voted row is read as one sentence.
          const body = (
            <>
              <span
                className="wob-poll__bar"
                style={{ width: `${option.percentage}%` }}
                aria-hidden="true"
              />
              <span className="wob-poll__text" aria-hidden={voted || undefined}>
                {mine && <Check className="wob-poll__check" aria-hidden="true" />}
                <span className="wob-poll__option-text">{option.text}</span>{' '}
                <span className="wob-poll__percentage">{option.percentage} %</span>
                {!voted && ' '}
                {!voted && (
                  <span className="wob-visually-hidden">
                    {t('polls.message.count', { count: option.count, total: poll.total })}
                  </span>
                )}
              </span>
            </>
          );
          const className = cx(
            'wob-poll__option',
            option.percentage > POLL_WHITE_TEXT_ABOVE && 'wob-poll__option--full',
            mine && 'wob-poll__option--mine',
          );
          return (
            <li key={option.index} className="wob-poll__item">
              {voted ? (
                <div
                  className={className}
                  role="img"
                  aria-label={mine ? `${label}. ${t('polls.message.yourVote')}` : label}
                >
                  {body}
                </div>
              ) : (
                <button
                  type="button"
                  className={className}
                  aria-disabled={pending !== null || undefined}
                  onClick={() => void vote(option.index)}
                >
                  {body}
                </button>
              )}
              {option.voters.length > 0 && (
                <p
                  className="wob-poll__voters"
                  title={option.voters.map((voter) => voter.name).join(', ')}
                >
                  {t('polls.message.voters', { names: votersLine(option) })}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <p className="wob-poll__total">
        {t('polls.message.votes', { count: poll.total })}
        {' · '}
        {voted ? t('polls.message.voted') : t('polls.message.voteHint')}
      </p>
    </fieldset>
  );
}
