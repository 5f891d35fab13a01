import type { Reply as ReplyItem } from '@wob/api';
import { Avatar, Button, type DateClock, TextArea } from '@wob/ui';
import { COMMENT_MAX, ReplyFormSchema } from '@wob/validation';
import { Reply, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { ReportMenu } from './report-menu';
import { useRelativeDate } from './use-relative-date';

export interface ReplyListProps extends DateClock {
  /** The comment's loaded replies, oldest first. */
  replies: ReplyItem[];
  /** More replies exist than are shown. */
  seeMore: boolean;
  loading?: boolean;
  onSeeMore: () => void;
  canDelete: (reply: ReplyItem) => boolean;
  /** Asks to delete a reply (the card confirms first). */
  onDelete: (reply: ReplyItem) => void;
  /** Whether a reply offers 'Report reply' in its menu (not one's own). */
  canReport?: (reply: ReplyItem) => boolean;
  onReport?: (reply: ReplyItem) => void;
  /** Shows the reply box (active members). */
  canReply: boolean;
  /** The name of the comment's author, for the reply box's placeholder. */
  replyTo: string;
  /** Sends a reply; answers whether it was posted (the box empties then). */
  onReply?: (text: string) => Promise<boolean>;
}

/** A comment's replies folded under it, 'see more replies', and the reply box. */
export function ReplyList({
  replies,
  seeMore,
  loading = false,
  onSeeMore,
  canDelete,
  onDelete,
  canReport = () => false,
  onReport,
  canReply,
  replyTo,
  onReply,
  now,
  timeZone,
}: ReplyListProps) {
  const { t } = useTranslation();
  const dateOf = useRelativeDate({ now, timeZone });
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [open, setOpen] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!onReply || sending) return;
    const parsed = v.safeParse(ReplyFormSchema, { comment: text });
    if (!parsed.success) {
      setError(t(parsed.issues[0].message));
      return;
    }
    setError(undefined);
    setSending(true);
    const posted = await onReply(parsed.output.comment);
    setSending(false);
    if (posted) {
      setText('');
      setOpen(false);
    }
  };

  const thread = replies.length > 0 || seeMore;
  if (!thread && !(canReply && onReply)) return null;

  return (
    <div className="wob-replies">
      {thread && (
        <div className="wob-replies__thread">
          {replies.length > 0 && (
            <ul className="wob-list">
              {replies.map((reply) => {
                const date = dateOf(reply.dateTime);
                const author = reply.commentBy.user;
                return (
                  <li key={reply._id} className="wob-reply">
                    <Avatar
                      name={author.name}
                      colorId={author._id}
                      src={author.avatar || null}
                      size="sm"
                      decorative
                    />
                    <div className="wob-reply__body">
                      <div className="wob-board-meta">
                        <span className="wob-board-meta__name">{author.name}</span>
                        <time
                          dateTime={reply.dateTime}
                          title={date.full}
                          className="wob-board-meta__date"
                        >
                          {date.short}
                        </time>
                      </div>
                      <p className="wob-board-text">{reply.comment}</p>
                    </div>
                    {canDelete(reply) && (
                      <Button
                        variant="ghost"
                        size="sm"
                        className="wob-board-delete"
                        icon={<Trash2 aria-hidden="true" />}
                        aria-label={t('board:comment.deleteReply')}
                        onClick={() => onDelete(reply)}
                      />
                    )}
                    {onReport && canReport(reply) && (
                      <ReportMenu
                        label={t('board:comment.replyMore', { name: author.name })}
                        item={t('report:action.reply')}
                        onReport={() => onReport(reply)}
                      />
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          {seeMore && (
            <Button
              variant="ghost"
              size="sm"
              className="wob-replies__more"
              onClick={onSeeMore}
              isLoading={loading}
              loadingLabel={t('board:replies.loading')}
            >
              {t('board:replies.seeMore')}
            </Button>
          )}
        </div>
      )}
      {canReply &&
        onReply &&
        (open ? (
          <form className="wob-reply-box" onSubmit={submit} noValidate>
            <TextArea
              label={t('board:replies.label')}
              placeholder={t('board:replies.placeholder', { name: replyTo })}
              value={text}
              onChange={(value) => {
                setText(value);
                if (error) setError(undefined);
              }}
              rows={2}
              maxLength={COMMENT_MAX}
              errorMessage={error}
              className="wob-reply-box__field"
              // Opened by a click on 'Reply': the person means to type now.
              autoFocus
            />
            <div className="wob-reply-box__actions">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setOpen(false);
                  setError(undefined);
                }}
                disabled={sending}
              >
                {t('board:replies.cancel')}
              </Button>
              <Button
                type="submit"
                variant="secondary"
                size="sm"
                isLoading={sending}
                loadingLabel={t('board:replies.sending')}
              >
                {t('board:replies.send')}
              </Button>
            </div>
          </form>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            className="wob-replies__open"
            icon={<Reply aria-hidden="true" />}
            onClick={() => setOpen(true)}
          >
            {t('board:replies.open')}
          </Button>
        ))}
    </div>
  );
}
