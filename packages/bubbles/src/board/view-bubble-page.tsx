import type { Comment, Reply } from '@wob/api';
import { ReportDialog, type ReportSubject, useSessionStore } from '@wob/auth';
import {
  Button,
  buttonClassName,
  Card,
  type DateClock,
  EmptyState,
  ErrorState,
  Skeleton,
  usePageTitle,
} from '@wob/ui';
import { EyeOff, Lock, MessagesSquare, SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useCommentAnchor } from './use-comment-anchor';
import { useBoardStore, useBoardStoreApi } from './board-context';
import type { ActionResult } from '@wob/store';
import { canDeleteItem, canPost } from './board-rules';
import { BubbleHeader, chatGroupPath } from './bubble-header';
import { CommentCard, CommentCardSkeleton } from './comment-card';
import { Composer } from './composer';

/** Find Bubble (spec section 2), where a missing Bubble's page sends people. */
export const FIND_BUBBLE_LINK = '/search-bubble';

// ConfirmDialog stays open on a rejection; the store has already said what failed.
async function orThrow(result: Promise<ActionResult>): Promise<void> {
  const done = await result;
  if (!done.ok) throw new Error(`failed with ${done.status}`);
}

function LoadingBoard() {
  const { t } = useTranslation();
  return (
    <div className="wob-page wob-page--narrow" aria-busy="true">
      <p className="wob-visually-hidden" role="status">
        {t('board:page.loading')}
      </p>
      <div className="wob-bubble-header wob-bubble-header--loading">
        <div className="wob-bubble-header__text">
          <Skeleton width="60%" height={28} />
          <Skeleton width="40%" />
        </div>
      </div>
      <div className="wob-board">
        <CommentCardSkeleton />
        <CommentCardSkeleton />
        <CommentCardSkeleton />
      </div>
    </div>
  );
}

/** The board under the header: composer, comments with replies, 'load more'. */
function Board({
  now,
  timeZone,
  onReport,
}: DateClock & { onReport: (subject: ReportSubject) => void }) {
  const { t } = useTranslation();
  const store = useBoardStoreApi();
  const bubble = useBoardStore((state) => state.bubble);
  const comments = useBoardStore((state) => state.comments);
  const hasMore = useBoardStore((state) => state.hasMore);
  const loadingMore = useBoardStore((state) => state.loadingMore);
  const loadMoreFailed = useBoardStore((state) => state.loadMoreFailed);
  const loadingReplies = useBoardStore((state) => state.loadingReplies);
  const voting = useBoardStore((state) => state.voting);
  const userId = useSessionStore((state) => state.user?._id ?? null);
  const member = canPost(bubble);
  const membership = bubble?.membership;

  useCommentAnchor(comments.length);

  const deletable = (item: Comment | Reply) =>
    canDeleteItem(membership, userId, item.commentBy.user);
  // Anyone who sees the board may report what others wrote (never their own).
  const reportable = (item: Comment | Reply) =>
    userId !== null && item.commentBy.user._id !== userId;

  return (
    <section className="wob-board" aria-labelledby="wob-board-title">
      {member ? (
        <Composer
          onSubmit={async (draft, options) =>
            (await store.getState().addComment(draft, options)).ok
          }
        />
      ) : (
        <p className="wob-board__note">{t('board:joinToComment')}</p>
      )}
      <h2 id="wob-board-title" className="wob-visually-hidden">
        {t('board:list.title')}
      </h2>
      {comments.length === 0 ? (
        <EmptyState
          icon={<MessagesSquare aria-hidden="true" />}
          title={t('board:list.empty')}
          text={member ? t('board:list.emptyText') : undefined}
          headingLevel={3}
        />
      ) : (
        <ul className="wob-list wob-list--loose">
          {comments.map((comment) => (
            <li key={comment._id}>
              <CommentCard
                comment={comment}
                canDelete={deletable(comment)}
                canDeleteReply={deletable}
                canReply={member}
                loadingReplies={loadingReplies[comment._id] ?? false}
                onDelete={() => orThrow(store.getState().deleteComment(comment._id))}
                onVote={(optionId) => store.getState().vote(comment._id, optionId)}
                voting={voting[comment._id] ?? false}
                onDeleteReply={(reply) =>
                  orThrow(store.getState().deleteReply(comment._id, reply._id))
                }
                onReport={
                  reportable(comment)
                    ? () =>
                        onReport({
                          kind: 'comment',
                          id: comment._id,
                          name: comment.commentBy.user.name,
                          quote: comment.poll
                            ? (comment.polls?.question ?? comment.comment)
                            : comment.comment,
                        })
                    : undefined
                }
                canReportReply={reportable}
                onReportReply={(reply) =>
                  onReport({
                    kind: 'reply',
                    id: reply._id,
                    name: reply.commentBy.user.name,
                    quote: reply.comment,
                  })
                }
                onSeeMoreReplies={() => void store.getState().seeMoreReplies(comment._id)}
                onReply={async (text) => (await store.getState().addReply(comment._id, text)).ok}
                now={now}
                timeZone={timeZone}
              />
            </li>
          ))}
        </ul>
      )}
      {(hasMore || loadMoreFailed) && (
        <div className="wob-list-more">
          {loadMoreFailed && (
            <p className="wob-list-more__error" role="alert">
              {t('board:list.loadMoreError')}
            </p>
          )}
          <Button
            variant="secondary"
            onClick={() => void store.getState().loadMore()}
            isLoading={loadingMore}
            loadingLabel={t('board:list.loading')}
          >
            {loadMoreFailed ? t('board:page.retry') : t('board:list.loadMore')}
          </Button>
        </div>
      )}
    </section>
  );
}

export type ViewBubblePageProps = DateClock;

/**
 * /view-bubble/:name (spec section 2): the Bubble's header in its colour and its board, or
 * for a private Bubble one may not see, the header with Join or 'Waiting for Approval' and
 * why the board is hidden. Live while open: comments and replies of others appear, deleted
 * ones go.
 */
export function ViewBubblePage({ now, timeZone }: ViewBubblePageProps) {
  const { t } = useTranslation();
  const { name = '' } = useParams();
  const store = useBoardStoreApi();
  const status = useBoardStore((state) => state.status);
  const bubble = useBoardStore((state) => state.bubble);
  const canSeeContent = useBoardStore((state) => state.canSeeContent);
  const joining = useBoardStore((state) => state.joining);
  const chatGuid = useBoardStore((state) => state.chatGuid);
  const takenDown = useBoardStore((state) => state.takenDown);
  const openingChat = useBoardStore((state) => state.openingChat);
  const userId = useSessionStore((state) => state.user?._id ?? null);
  const [reporting, setReporting] = useState<ReportSubject | null>(null);
  const navigate = useNavigate();

  /** Opened, the owner goes straight to the new chat. */
  async function openChat(): Promise<void> {
    const done = await store.getState().openChat();
    const guid = store.getState().chatGuid;
    if (done.ok && guid) void navigate(chatGroupPath(guid));
  }

  useEffect(() => {
    void store.getState().open(name);
    return () => store.getState().close();
  }, [store, name]);

  usePageTitle(bubble?.name ?? null);

  if (status === 'not-found') {
    return (
      <div className="wob-page wob-page--narrow wob-bubble-page--state">
        <EmptyState
          icon={<SearchX aria-hidden="true" />}
          title={t('board:page.notFoundTitle')}
          text={t('board:page.notFoundText')}
          headingLevel={2}
          action={
            <Link to={FIND_BUBBLE_LINK} className={buttonClassName('primary', 'md')}>
              {t('board:page.findBubble')}
            </Link>
          }
        />
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div className="wob-page wob-page--narrow wob-bubble-page--state">
        <ErrorState
          message={t('board:page.loadError')}
          retryLabel={t('board:page.retry')}
          onRetry={() => void store.getState().open(name)}
        />
      </div>
    );
  }
  if (status !== 'ready' || !bubble) return <LoadingBoard />;

  const pending = bubble.membership.status === 'pending';
  // Anyone who sees the page may report the Bubble, except its owner.
  const owner =
    bubble.createdBy === userId ||
    (bubble.membership.status === 'active' && bubble.membership.role === 'owner');
  return (
    <div className="wob-page wob-page--narrow">
      {takenDown && (
        <div className="wob-bubble-takedown" role="alert">
          <EyeOff aria-hidden="true" className="wob-bubble-takedown__icon" />
          <div>
            <h2 className="wob-bubble-takedown__title">{t('board:takenDown.title')}</h2>
            <p>{t('board:takenDown.text')}</p>
            <p className="wob-bubble-takedown__reason-label">{t('board:takenDown.reason')}</p>
            <blockquote className="wob-bubble-takedown__reason">{takenDown.reason}</blockquote>
            <p className="wob-bubble-takedown__help">{t('board:takenDown.help')}</p>
          </div>
        </div>
      )}
      <BubbleHeader
        bubble={bubble}
        joining={joining}
        onJoin={() => void store.getState().join()}
        chatGuid={chatGuid}
        openingChat={openingChat}
        // While Woble keeps the Bubble down its chat is closed: nothing to open.
        onOpenChat={takenDown ? undefined : () => void openChat()}
        onReport={
          userId !== null && !owner
            ? () =>
                setReporting({
                  kind: 'bubble',
                  id: bubble._id,
                  name: bubble.name,
                  quote: bubble.title || undefined,
                })
            : undefined
        }
      />
      {canSeeContent ? (
        <Board now={now} timeZone={timeZone} onReport={setReporting} />
      ) : (
        <Card className="wob-bubble-private">
          <Lock aria-hidden="true" className="wob-bubble-private__icon" />
          <div>
            <h2 className="wob-bubble-private__title">{t('board:privateBoard.title')}</h2>
            <p>{pending ? t('board:privateBoard.waitingText') : t('board:privateBoard.text')}</p>
          </div>
        </Card>
      )}
      <ReportDialog
        subject={reporting}
        // A reply is reported as a comment: the server finds it among the comments' replies.
        send={(input) =>
          store
            .getState()
            .report(reporting?.kind === 'bubble' ? 'bubble' : 'comment', reporting?.id ?? '', input)
        }
        onClose={() => setReporting(null)}
      />
    </div>
  );
}

/** The route's lazy export (react-router's `lazy`). */
export const Component = ViewBubblePage;
