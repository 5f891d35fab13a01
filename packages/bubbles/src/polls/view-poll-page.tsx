import type { Poll } from '@wob/api';
import {
  Avatar,
  Button,
  buttonClassName,
  Card,
  ConfirmDialog,
  type DateClock,
  EmptyState,
  ErrorState,
  intlLocaleOf,
  Skeleton,
  usePageTitle,
} from '@wob/ui';
import { ArrowLeft, ChartNoAxesColumn, SearchX, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useRelativeDate } from '../board/use-relative-date';
import { FIND_BUBBLE_PATH } from '../pages/choose-bubble-page';
import { PollResults } from './poll-results';
import { PollVoteForm } from './poll-vote-form';
import { bubblePath, bubblePollsPath } from './poll-paths';
import { usePollsStore, usePollsStoreApi } from './polls-context';

function LoadingPoll() {
  const { t } = useTranslation('polls');
  return (
    <Card padding="lg" className="wob-poll-view" aria-busy="true">
      <p className="wob-visually-hidden" role="status">
        {t('view.loading')}
      </p>
      <div className="wob-poll-view__meta">
        <Skeleton shape="circle" width={40} height={40} />
        <Skeleton width={180} />
      </div>
      <Skeleton width="70%" height={28} />
      <Skeleton height={44} />
      <Skeleton height={44} />
      <Skeleton height={44} />
    </Card>
  );
}

function PollBody({ poll, now, timeZone }: { poll: Poll } & DateClock) {
  const { t, i18n } = useTranslation('polls');
  const navigate = useNavigate();
  const store = usePollsStoreApi();
  const dateOf = useRelativeDate({ now, timeZone });
  const voting = usePollsStore((state) => state.view.voting);
  const [confirming, setConfirming] = useState(false);
  const date = dateOf(poll.createdAt);
  const showResults = poll.votePolled || !poll.canVote;
  const votes = t('list.votes', {
    count: poll.votes,
    formatted: new Intl.NumberFormat(intlLocaleOf(i18n.language)).format(poll.votes),
  });

  const remove = async () => {
    const bubbleId = poll.bubble._id;
    const result = await store.getState().deletePoll();
    // A rejection keeps the question open; the store has toasted what failed.
    if (!result.ok) throw new Error(`failed with ${result.status}`);
    navigate(bubblePollsPath(bubbleId));
  };

  return (
    <Card as="article" padding="lg" className="wob-poll-view" aria-labelledby="wob-poll-question">
      <header className="wob-poll-view__meta">
        <Avatar
          name={poll.author.name}
          colorId={poll.author._id}
          src={poll.author.avatar || null}
          size="md"
          decorative
        />
        <div className="wob-poll-view__who">
          <span className="wob-poll-view__author">{poll.author.name}</span>
          <span className="wob-poll-view__where">
            <time dateTime={poll.createdAt} title={date.full}>
              {date.short}
            </time>
            <span aria-hidden="true"> · </span>
            <Link to={bubblePath(poll.bubble)}>{t('view.in', { name: poll.bubble.name })}</Link>
          </span>
        </div>
        {poll.canDelete && (
          <Button
            variant="ghost"
            size="sm"
            className="wob-poll-view__delete"
            icon={<Trash2 aria-hidden="true" />}
            aria-label={t('view.delete')}
            onClick={() => setConfirming(true)}
          />
        )}
      </header>

      <h1 id="wob-poll-question" className="wob-poll-view__question">
        {poll.question}
      </h1>

      {showResults ? (
        <section className="wob-poll-view__results" aria-labelledby="wob-poll-results">
          <h2 id="wob-poll-results" className="wob-visually-hidden">
            {t('view.results')}
          </h2>
          <PollResults options={poll.options} votedOption={poll.votedOption} />
          {poll.votePolled ? (
            <p className="wob-poll-view__note">{t('view.votedNote')}</p>
          ) : (
            <p className="wob-poll-view__note">
              <Link to={bubblePath(poll.bubble)}>{t('view.joinToVote')}</Link>
            </p>
          )}
        </section>
      ) : (
        <PollVoteForm
          options={poll.options}
          voting={voting}
          onVote={(optionId) => store.getState().vote(optionId)}
        />
      )}

      <footer className="wob-poll-view__footer">
        <span className="wob-poll-view__total">
          <ChartNoAxesColumn aria-hidden="true" />
          {votes}
        </span>
        <Link to={bubblePollsPath(poll.bubble._id)}>
          {t('view.allPolls', { name: poll.bubble.name })}
        </Link>
      </footer>

      <ConfirmDialog
        title={t('view.confirmDelete')}
        confirmLabel={t('view.yes')}
        cancelLabel={t('view.no')}
        isOpen={confirming}
        onOpenChange={setConfirming}
        onConfirm={remove}
        destructive
      />
    </Card>
  );
}

export type ViewPollPageProps = DateClock;

/**
 * /view-poll/{poll_id} (spec sections 2 and 4): the question, its author and Bubble; a
 * member who has not voted chooses and votes once; everyone else sees each option's
 * percentage as a bar, live while the page is open. The author (and the Bubble's owner and
 * moderators) delete it after 'DO YOU WANT TO DELETE THIS POLL ??'.
 */
export function ViewPollPage({ now, timeZone }: ViewPollPageProps) {
  const { t } = useTranslation('polls');
  const { poll_id: pollId = '' } = useParams();
  const store = usePollsStoreApi();
  const status = usePollsStore((state) => state.view.status);
  const poll = usePollsStore((state) => state.view.poll);

  usePageTitle(poll ? `${t('view.pageTitle')} · ${poll.question}` : t('view.pageTitle'));

  useEffect(() => {
    void store.getState().openPoll(pollId);
    return () => store.getState().closePoll();
  }, [store, pollId]);

  let body: ReactNode;
  if (status === 'not-found') {
    body = (
      <EmptyState
        icon={<SearchX aria-hidden="true" />}
        title={t('notFound.title')}
        text={t('notFound.text')}
        action={
          <Link to={FIND_BUBBLE_PATH} className={buttonClassName('primary', 'md')}>
            {t('notFound.findBubble')}
          </Link>
        }
      />
    );
  } else if (status === 'deleted') {
    body = (
      <EmptyState
        icon={<Trash2 aria-hidden="true" />}
        title={t('view.deletedTitle')}
        text={t('view.deletedText')}
        role="status"
        action={
          poll ? (
            <Link
              to={bubblePollsPath(poll.bubble._id)}
              className={buttonClassName('primary', 'md')}
            >
              {t('view.pollsOf')}
            </Link>
          ) : undefined
        }
      />
    );
  } else if (status === 'error') {
    body = (
      <ErrorState
        message={t('view.loadError')}
        retryLabel={t('retry')}
        onRetry={() => void store.getState().openPoll(pollId)}
      />
    );
  } else if (status !== 'ready' || !poll) {
    body = <LoadingPoll />;
  } else {
    body = <PollBody poll={poll} now={now} timeZone={timeZone} />;
  }

  return (
    <div className="wob-page wob-polls-page wob-polls-page--narrow">
      {poll && status !== 'not-found' && (
        <Link to={bubblePath(poll.bubble)} className="wob-icon-link">
          <ArrowLeft aria-hidden="true" />
          {t('backToBubble', { name: poll.bubble.name })}
        </Link>
      )}
      {body}
    </div>
  );
}

/** The route's lazy export (react-router's `lazy`). */
export const Component = ViewPollPage;
