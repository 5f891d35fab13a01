import { Avatar, Card, type DateClock, intlLocaleOf, Skeleton } from '@wob/ui';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRelativeDate } from '../board/use-relative-date';
import { PollResults } from './poll-results';
import { pollPath } from './poll-paths';
import type { ListedPoll } from './polls-types';

/** How many options a card previews; the rest are counted. */
export const PREVIEW_OPTIONS = 3;

export interface PollCardProps extends DateClock {
  poll: ListedPoll;
  headingLevel?: 2 | 3;
}

/**
 * One poll of /bubble_polls/{id}: the question (the link to the poll), the author, the date,
 * the total of votes and a small preview of the results.
 */
export function PollCard({ poll, headingLevel = 2, now, timeZone }: PollCardProps) {
  const { t, i18n } = useTranslation('polls');
  const dateOf = useRelativeDate({ now, timeZone });
  const date = dateOf(poll.createdAt);
  const Heading = `h${headingLevel}` as const;
  const votes = t('list.votes', {
    count: poll.votes,
    formatted: new Intl.NumberFormat(intlLocaleOf(i18n.language)).format(poll.votes),
  });

  return (
    <Card as="article" className="wob-poll-card">
      <Heading className="wob-poll-card__question">
        {/* The whole card is clickable through this link (see polls.css). */}
        <Link to={pollPath(poll._id)} className="wob-row__link wob-poll-card__link">
          {poll.question}
        </Link>
      </Heading>
      <div className="wob-poll-card__meta">
        <Avatar
          name={poll.author.name}
          colorId={poll.author._id}
          src={poll.author.avatar || null}
          size="sm"
          decorative
        />
        <span className="wob-poll-card__author">{t('list.by', { name: poll.author.name })}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={poll.createdAt} title={date.full}>
          {date.short}
        </time>
      </div>
      <PollResults options={poll.options} compact limit={PREVIEW_OPTIONS} />
      <p className="wob-poll-card__footer">
        <span>{votes}</span>
        {poll.votePolled && (
          <span className="wob-poll-card__voted">
            <CircleCheck aria-hidden="true" />
            {t('list.voted')}
          </span>
        )}
      </p>
    </Card>
  );
}

/** The shape of a poll card while the list loads. */
export function PollCardSkeleton() {
  return (
    <Card className="wob-poll-card wob-poll-card--skeleton" aria-hidden="true">
      <Skeleton width="80%" height={22} />
      <div className="wob-poll-card__meta">
        <Skeleton shape="circle" width={28} height={28} />
        <Skeleton width={160} />
      </div>
      <Skeleton lines={2} />
    </Card>
  );
}
