import type { Comment, Reply } from '@wob/api';
import { Avatar, Button, Card, ConfirmDialog, type DateClock, Dialog, Skeleton } from '@wob/ui';
import { MessageCircle, Trash2 } from 'lucide-react';
import { ReportMenu } from './report-menu';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BoardPoll } from './board-poll';
import { commentAnchorId } from './use-comment-anchor';
import { ReplyList } from './reply-list';
import { useRelativeDate } from './use-relative-date';

export { pollPath } from './board-poll';

export interface CommentCardProps extends DateClock {
  comment: Comment;
  /** The author, or an owner or moderator of the Bubble. */
  canDelete: boolean;
  canDeleteReply: (reply: Reply) => boolean;
  /** Active members reply. */
  canReply: boolean;
  loadingReplies?: boolean;
  /** Deletes the comment once confirmed; a rejection keeps the question open. */
  onDelete: () => Promise<unknown>;
  onDeleteReply: (reply: Reply) => Promise<unknown>;
  /** Reports the comment (its menu); absent on one's own. */
  onReport?: () => void;
  /** Reports a reply (its menu); offered on the replies `canReportReply` allows. */
  onReportReply?: (reply: Reply) => void;
  canReportReply?: (reply: Reply) => boolean;
  onSeeMoreReplies: () => void;
  onReply?: (text: string) => Promise<boolean>;
  /** Votes in a poll comment's poll (active members who have not voted). */
  onVote?: (optionId: string) => unknown;
  /** A vote of this poll comment is on its way. */
  voting?: boolean;
}

type Pending = { kind: 'comment' } | { kind: 'reply'; reply: Reply } | null;

/**
 * One comment of the board: author, text with its line breaks, date, an image that opens
 * larger, a poll comment with its bars and vote (BoardPoll), and its replies folded under.
 */
export function CommentCard({
  comment,
  canDelete,
  canDeleteReply,
  canReply,
  loadingReplies = false,
  onDelete,
  onDeleteReply,
  onReport,
  onReportReply,
  canReportReply = () => false,
  onSeeMoreReplies,
  onReply,
  onVote,
  voting = false,
  now,
  timeZone,
}: CommentCardProps) {
  const { t } = useTranslation();
  const dateOf = useRelativeDate({ now, timeZone });
  const [pending, setPending] = useState<Pending>(null);
  const [imageOpen, setImageOpen] = useState(false);
  const author = comment.commentBy.user;
  const date = dateOf(comment.dateTime);
  const isPoll = comment.poll && comment.pollId !== null;

  const confirm = async () => {
    if (!pending) return;
    const done = pending.kind === 'comment' ? onDelete() : onDeleteReply(pending.reply);
    await done;
  };

  return (
    <Card
      as="article"
      id={commentAnchorId(comment._id)}
      tabIndex={-1}
      className="wob-comment"
      aria-label={author.name}
    >
      <header className="wob-comment__head">
        <Avatar
          name={author.name}
          colorId={author._id}
          src={author.avatar || null}
          size="md"
          decorative
        />
        <div className="wob-board-meta">
          <span className="wob-board-meta__name">{author.name}</span>
          <time dateTime={comment.dateTime} title={date.full} className="wob-board-meta__date">
            {date.short}
          </time>
        </div>
        {canDelete && (
          <Button
            variant="ghost"
            size="sm"
            className="wob-board-delete"
            icon={<Trash2 aria-hidden="true" />}
            aria-label={isPoll ? t('polls:view.delete') : t('board:comment.deleteComment')}
            onClick={() => setPending({ kind: 'comment' })}
          />
        )}
        {onReport && (
          <ReportMenu
            label={t('board:comment.more', { name: author.name })}
            item={t('report:action.comment')}
            onReport={onReport}
          />
        )}
      </header>

      {comment.poll && comment.pollId ? (
        <BoardPoll
          pollId={comment.pollId}
          question={comment.polls?.question ?? comment.comment}
          poll={comment.polls}
          isMember={canReply}
          voting={voting}
          onVote={onVote}
        />
      ) : (
        comment.comment && <p className="wob-board-text">{comment.comment}</p>
      )}

      {comment.imageFile && (
        <>
          <button
            type="button"
            className="wob-comment__image-button"
            aria-label={t('board:comment.openImage')}
            onClick={() => setImageOpen(true)}
          >
            <img
              src={comment.imageFile}
              alt={t('board:comment.imageAlt', { name: author.name })}
              className="wob-comment__image"
              loading="lazy"
            />
          </button>
          <Dialog
            title={t('board:comment.imageDialogTitle', { name: author.name })}
            isOpen={imageOpen}
            onOpenChange={setImageOpen}
            closeLabel={t('board:comment.close')}
            isDismissable
            size="lg"
          >
            <img
              src={comment.imageFile}
              alt={t('board:comment.imageAlt', { name: author.name })}
              className="wob-comment__image-large"
            />
          </Dialog>
        </>
      )}

      {comment.replyCount > 0 && (
        <p className="wob-comment__count">
          <MessageCircle aria-hidden="true" />
          {t('board:comment.replies', { count: comment.replyCount })}
        </p>
      )}

      <ReplyList
        replies={comment.replies}
        seeMore={comment.seeMore}
        loading={loadingReplies}
        onSeeMore={onSeeMoreReplies}
        canDelete={canDeleteReply}
        onDelete={(reply) => setPending({ kind: 'reply', reply })}
        canReport={canReportReply}
        onReport={onReportReply}
        canReply={canReply}
        replyTo={author.name}
        onReply={onReply}
        now={now}
        timeZone={timeZone}
      />

      <ConfirmDialog
        title={
          pending?.kind === 'reply'
            ? t('board:comment.confirmDeleteReply')
            : // Deleting a poll comment deletes the poll: the poll page's question (spec).
              isPoll
              ? t('polls:view.confirmDelete')
              : t('board:comment.confirmDelete')
        }
        confirmLabel={t('board:comment.yes')}
        cancelLabel={t('board:comment.no')}
        isOpen={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        onConfirm={confirm}
        destructive
      />
    </Card>
  );
}

/** The shape of a comment while the board loads. */
export function CommentCardSkeleton() {
  return (
    <Card className="wob-comment wob-comment--skeleton" aria-hidden="true">
      <div className="wob-comment__head">
        <Skeleton shape="circle" width={40} height={40} />
        <div className="wob-board-meta">
          <Skeleton width={140} />
          <Skeleton width={90} />
        </div>
      </div>
      <Skeleton lines={3} />
    </Card>
  );
}
