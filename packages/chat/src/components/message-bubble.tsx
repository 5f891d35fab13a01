import { Button, cx, Menu } from '@wob/ui';
import { CHAT_CONSTANTS } from '@wob/validation';
import {
  Ban,
  Check,
  CheckCheck,
  Clock3,
  EllipsisVertical,
  FileText,
  Flag,
  ImageOff,
  MessageSquareReply,
  MessagesSquare,
  Pencil,
  Trash2,
  TriangleAlert,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReceiverType } from '../service/port';
import { useChatClock, useChatStore } from '../store/chat-context';
import {
  type DeliveryState,
  deliveryStateOf,
  emojiOnlySize,
  type ShownMessage,
} from '../store/messages';
import { EmojiText } from '../emoji/emoji-text';
import { MentionText } from '../mentions/mention-text';
import { mentionsOf } from '../mentions/mentions';
import { pollOf } from '../service/polls';
import { stickerOf } from '../service/stickers';
import { CallBubble } from './call-bubble';
import { isCallMessage } from './call-bubble-format';
import { formatBytes, formatTime } from './format';
import { LinkPreviewCard } from './link-preview-card';
import { ReactionChips } from './reaction-chips';
import { ReactButton } from './reaction-picker';
import { PollMessage } from './poll-message';
import { StickerImage } from './sticker-message';

export interface MessageBubbleProps {
  message: ShownMessage;
  mine: boolean;
  receiverType?: ReceiverType;
  /** Opens a picture in the full-screen viewer. */
  onOpenImage?: (url: string, name: string) => void;
  onEdit?: (message: ShownMessage) => void;
  onDelete?: (message: ShownMessage) => void;
  /** Reports someone else's message (the report dialog); never offered on one's own. */
  onReport?: (message: ShownMessage) => void;
  onRetry?: (muid: string) => void;
  /** Opens the message's thread (the menu's reply in thread, and its reply count). */
  onOpenThread?: (message: ShownMessage) => void;
  /** Actions are hidden while the person is blocked either way. */
  actionsDisabled?: boolean;
  /** The logged-in person's uid: their own mention is highlighted stronger. */
  me?: string | null;
  /** Reactions can be chosen (the quick row and the chips); off where the bubble is a preview. */
  canReact?: boolean;
}

const DELIVERY_ICONS: Record<DeliveryState, typeof Check> = {
  sending: Clock3,
  sent: Check,
  delivered: CheckCheck,
  seen: CheckCheck,
  error: TriangleAlert,
};

/** One's own message's state (spec chat section 4): sending, sent, delivered, seen or error. */
export function DeliveryIcon({ state }: { state: DeliveryState }) {
  const { t } = useTranslation('chat');
  const Icon = DELIVERY_ICONS[state];
  return (
    <span className="wob-delivery" data-state={state} title={t(`messages.status.${state}`)}>
      <Icon aria-hidden="true" />
      <span className="wob-visually-hidden">{t(`messages.status.${state}`)}</span>
    </span>
  );
}

/** A message as a bubble: text, picture, video, audio, file or a deleted note (spec chat section 5). */
export function MessageBubble({
  message,
  mine,
  receiverType = 'user',
  onOpenImage,
  onEdit,
  onDelete,
  onReport,
  onRetry,
  onOpenThread,
  actionsDisabled = false,
  me = null,
  canReact = false,
}: MessageBubbleProps) {
  const { t, i18n } = useTranslation('chat');
  const clock = useChatClock();
  const stickerType = useChatStore((state) => state.stickerType);
  const pollType = useChatStore((state) => state.pollType);
  // A call message (category `call`) is no bubble of its own: a centred line of what happened.
  if (isCallMessage(message)) return <CallBubble message={message} me={me} />;
  const deleted = message.deletedAt !== null;
  // A deleted message has nothing left to deliver: no ticks (as messaging apps do).
  const state = mine && !deleted ? deliveryStateOf(message, receiverType) : null;
  const content = deleted ? (
    <p className="wob-message__deleted">
      <Ban aria-hidden="true" />
      {mine ? t('messages.deletedByYou') : t('messages.deleted')}
    </p>
  ) : (
    <BubbleContent message={message} onOpenImage={onOpenImage} me={me} />
  );
  if (content === null) return null;
  // Spec chat section 6: one's own messages can be edited (text) and deleted; every message
  // that is no reply itself can be answered in a thread; someone else's can be reported.
  const canThread = Boolean(onOpenThread) && message.parentMessageId === null;
  const items = [
    ...(canThread
      ? [{ id: 'thread', label: t('thread.reply'), icon: <MessageSquareReply /> }]
      : []),
    ...(mine && onEdit && message.type === 'text'
      ? [{ id: 'edit', label: t('messages.edit'), icon: <Pencil /> }]
      : []),
    ...(mine && onDelete
      ? [{ id: 'delete', label: t('messages.delete'), icon: <Trash2 />, isDanger: true }]
      : []),
    ...(!mine && onReport
      ? [{ id: 'report', label: t('report:action.message'), icon: <Flag />, isDanger: true }]
      : []),
  ];
  const canAct = !message.local && !deleted && !actionsDisabled && items.length > 0;
  const reactable = canReact && !message.local && !deleted && !actionsDisabled;
  const replyCount = message.replyCount ?? 0;
  const media = !deleted && ['image', 'video'].includes(message.type);
  const sticker = !deleted && stickerOf(message, stickerType) !== null;
  const poll = !deleted && pollOf(message, me, pollType) !== null;
  return (
    <div className={cx('wob-message-row', mine && 'wob-message-row--mine')}>
      <div
        className={cx(
          'wob-message',
          mine ? 'wob-message--mine' : 'wob-message--theirs',
          deleted && 'wob-message--deleted',
          media && 'wob-message--media',
          sticker && 'wob-message--sticker',
          poll && 'wob-message--poll',
          state === 'error' && 'wob-message--error',
        )}
        data-type={message.type}
      >
        {/* In a group, whose message it is. */}
        {receiverType === 'group' && !mine && (
          <p className="wob-message__sender">{message.sender.name}</p>
        )}
        {content}
        {!deleted && message.type === 'text' && <LinkPreviewCard message={message} />}
        <p className="wob-message__meta">
          {/* A vote changes a CometChat poll as an edit would: a poll is never 'edited'. */}
          {message.editedAt !== null && !deleted && !poll && (
            <span className="wob-message__edited">{t('messages.edited')}</span>
          )}
          {message.sentAt > 0 && (
            <time dateTime={new Date(message.sentAt * 1000).toISOString()}>
              {formatTime(message.sentAt, i18n.language, clock.timeZone)}
            </time>
          )}
          {state && <DeliveryIcon state={state} />}
        </p>
      </div>
      {state === 'error' && (
        <div className="wob-message__failure" role="alert">
          <span>{message.local?.error ?? t('messages.status.error')}</span>
          {onRetry && message.muid && (
            <Button variant="ghost" size="sm" onClick={() => onRetry(message.muid ?? '')}>
              {t('messages.retry')}
            </Button>
          )}
        </div>
      )}
      {replyCount > 0 && onOpenThread && (
        <button
          type="button"
          className="wob-message__replies"
          onClick={() => onOpenThread(message)}
        >
          <MessagesSquare aria-hidden="true" />
          {t('thread.replies', { count: replyCount })}
        </button>
      )}
      {reactable && <ReactButton message={message} mine={mine} me={me} />}
      {canAct && (
        <Menu
          className="wob-message__menu"
          triggerLabel={t('messages.options')}
          trigger={
            <>
              <EllipsisVertical aria-hidden="true" />
              <span className="wob-visually-hidden">{t('messages.options')}</span>
            </>
          }
          triggerSize="sm"
          placement={mine ? 'bottom end' : 'bottom start'}
          items={items}
          onAction={(id) => {
            if (id === 'thread') onOpenThread?.(message);
            if (id === 'edit') onEdit?.(message);
            if (id === 'delete') onDelete?.(message);
            if (id === 'report') onReport?.(message);
          }}
        />
      )}
      {/* Last: the chips wrap onto a line of their own under the bubble. */}
      <ReactionChips message={message} me={me} mine={mine} />
    </div>
  );
}

function BubbleContent({
  message,
  onOpenImage,
  me,
}: {
  message: ShownMessage;
  onOpenImage?: (url: string, name: string) => void;
  me: string | null;
}) {
  const { t, i18n } = useTranslation('chat');
  const stickerType = useChatStore((state) => state.stickerType);
  const pollType = useChatStore((state) => state.pollType);
  const name = message.sender.name;
  const attachment = message.data.attachments?.[0];
  const url = message.data.url ?? attachment?.url ?? '';
  switch (message.type) {
    case 'text': {
      if (!message.text) return null;
      const emoji = emojiOnlySize(message.text);
      return (
        <p
          className={cx('wob-message__text', emoji && 'wob-message__text--emoji')}
          style={emoji ? { fontSize: `${emoji}px` } : undefined}
        >
          {message.receiverType === 'group' ? (
            <MentionText text={message.text} mentions={mentionsOf(message)} me={me} />
          ) : (
            <EmojiText text={message.text} />
          )}
        </p>
      );
    }
    case 'image':
      if (message.local) return <LocalImage message={message} />;
      if (!message.data.url) return null;
      return <ChatImage url={message.data.url} name={name} onOpen={onOpenImage} />;
    case 'video':
      if (message.local) return <MediaPlaceholder name={attachment?.name ?? ''} />;
      if (!message.data.url) return null;
      return (
        // biome-ignore lint/a11y/useMediaCaption: people's own videos carry no captions
        <video
          className="wob-message__video"
          src={message.data.url}
          controls
          preload="metadata"
          aria-label={t('messages.videoLabel', { name })}
        />
      );
    case 'audio':
      if (message.local) return <MediaPlaceholder name={attachment?.name ?? ''} />;
      if (!message.data.url) return null;
      return (
        // biome-ignore lint/a11y/useMediaCaption: voice notes and songs carry no captions
        <audio
          className="wob-message__audio"
          src={message.data.url}
          controls
          preload="metadata"
          aria-label={t('messages.audioLabel', { name })}
        />
      );
    case 'file': {
      if (!attachment) return null;
      const size = formatBytes(attachment.size, i18n.language);
      const inner = (
        <>
          <FileText aria-hidden="true" />
          <span className="wob-message__file-text">
            <span className="wob-message__file-name">{attachment.name}</span>
            <span className="wob-message__file-size">
              {t(`sizes.${size.unit}`, { value: size.value })}
            </span>
          </span>
        </>
      );
      if (!url) return <span className="wob-message__file">{inner}</span>;
      return (
        <a
          className="wob-message__file"
          href={url}
          download={attachment.name}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('messages.download', { name: attachment.name })}
        >
          {inner}
        </a>
      );
    }
    default: {
      const sticker = stickerOf(message, stickerType);
      if (sticker) return <StickerImage sticker={sticker} />;
      const poll = message.local ? null : pollOf(message, me, pollType);
      if (poll) return <PollMessage poll={poll} senderName={name} />;
      return <p className="wob-message__text">{t('list.preview.custom')}</p>;
    }
  }
}

function MediaPlaceholder({ name }: { name: string }) {
  return (
    <span className="wob-message__file">
      <FileText aria-hidden="true" />
      <span className="wob-message__file-name">{name}</span>
    </span>
  );
}

/** The picture being sent, from the file itself while it uploads. */
function LocalImage({ message }: { message: ShownMessage }) {
  const { t } = useTranslation('chat');
  const file = message.local?.file;
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  if (!url) return <MediaPlaceholder name={file?.name ?? ''} />;
  return (
    <img
      className="wob-message__image"
      src={url}
      alt={t('messages.imageAlt', { name: message.sender.name })}
    />
  );
}

/**
 * A received or sent picture, at most 300 × 200 (spec chat section 9). A failed load is tried
 * once more after 800 ms, then shows a placeholder with a retry (spec section 8).
 */
export function ChatImage({
  url,
  name,
  onOpen,
}: {
  url: string;
  name: string;
  onOpen?: (url: string, name: string) => void;
}) {
  const { t } = useTranslation('chat');
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!failed || attempt > 0) return;
    const timer = setTimeout(() => {
      setFailed(false);
      setAttempt(1);
    }, CHAT_CONSTANTS.imageRetryMs);
    return () => clearTimeout(timer);
  }, [failed, attempt]);
  if (failed) {
    return (
      <span className="wob-message__image-failed">
        <ImageOff aria-hidden="true" />
        <span>{t('messages.imageFailed')}</span>
        {attempt > 0 && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setAttempt((value) => value + 1);
              setFailed(false);
            }}
          >
            {t('messages.retryImage')}
          </Button>
        )}
      </span>
    );
  }
  return (
    <button
      type="button"
      className="wob-message__image-button"
      aria-label={t('messages.openImage', { name })}
      onClick={() => onOpen?.(url, name)}
    >
      <img
        key={attempt}
        className="wob-message__image"
        src={url}
        alt={t('messages.imageAlt', { name })}
        loading="lazy"
        onError={() => setFailed(true)}
      />
    </button>
  );
}
