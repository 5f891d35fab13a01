import { useVirtualizer } from '@tanstack/react-virtual';
import { EmptyState, ErrorState, Spinner } from '@wob/ui';
import { CHAT_CONSTANTS } from '@wob/validation';
import { ArrowDown, MessageCircle } from 'lucide-react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatClock, useChatStore, useChatStoreApi } from '../store/chat-context';
import type { ShownMessage } from '../store/messages';
import { type ChatClock, dayKey, dayLabel } from './format';
import { actionText, isActionMessage } from './group-format';
import { DeleteMessageDialog } from './delete-message-dialog';
import { ImageViewer } from './image-viewer';
import { MessageBubble } from './message-bubble';
import { ReportMessageDialog } from './report-message-dialog';
import { kindOf } from './preview';

type Row =
  | { kind: 'date'; key: string; label: string }
  | { kind: 'message'; key: string; message: ShownMessage };

/** How long a message opened from the search stays highlighted. */
const HIGHLIGHT_MS = 2_000;

/** Within this many pixels of the end the list counts as 'at the bottom'. */
const BOTTOM_SLACK_PX = 48;

/** Rows of the list: the messages with a date separator before each new day. */
export function rowsOf(
  messages: readonly ShownMessage[],
  clock: ChatClock,
  language: string,
  words: { today: string; yesterday: string },
): Row[] {
  const rows: Row[] = [];
  let lastDay = '';
  for (const message of messages) {
    const seconds = message.sentAt > 0 ? message.sentAt : Math.floor(clock.now() / 1000);
    const day = dayKey(seconds * 1000, clock.timeZone);
    if (day !== lastDay) {
      rows.push({
        kind: 'date',
        key: `date-${day}`,
        label: dayLabel(seconds, clock, language, words),
      });
      lastDay = day;
    }
    // The client id keeps a local copy's row when the stored message replaces it.
    rows.push({
      kind: 'message',
      key: `${message.sender.uid}:${message.muid ?? message.id}`,
      message,
    });
  }
  return rows;
}

/**
 * The open conversation's messages (spec chat section 4): loading, empty, 'Error' and loaded
 * states; virtualised, so a conversation of any length scrolls smoothly and never reloads;
 * older messages when scrolled to the top; the 'new messages' banner while scrolled away;
 * incoming messages read when seen and announced to screen readers.
 */
export function MessageList() {
  const { t, i18n } = useTranslation('chat');
  const store = useChatStoreApi();
  const clock = useChatClock();
  const open = useChatStore((state) => state.open);
  const me = useChatStore((state) => state.session.me?.uid ?? null);
  const announcement = useChatStore((state) => state.announcement);
  const scroller = useRef<HTMLElement>(null);
  const [viewing, setViewing] = useState<{ url: string; name: string } | null>(null);
  const [deleting, setDeleting] = useState<ShownMessage | null>(null);
  const [reporting, setReporting] = useState<ShownMessage | null>(null);
  const messages = open?.messages;
  const words = useMemo(
    () => ({ today: t('messages.today'), yesterday: t('messages.yesterday') }),
    [t],
  );
  const rows = useMemo(
    () => (messages ? rowsOf(messages, clock, i18n.language, words) : []),
    [messages, clock, i18n.language, words],
  );

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => (rows[index]?.kind === 'date' ? 40 : 72),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 10,
  });

  // Where the list stood before older messages came: the first row and the last one.
  const anchor = useRef<{ first: string | null; last: string | null; count: number }>({
    first: null,
    last: null,
    count: 0,
  });

  useLayoutEffect(() => {
    const before = anchor.current;
    const first = rows[0]?.key ?? null;
    const last = rows.at(-1)?.key ?? null;
    anchor.current = { first, last, count: rows.length };
    if (rows.length === 0) return;
    if (before.count === 0) {
      // The first page: start at the newest message.
      virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
      return;
    }
    if (before.first && first !== before.first) {
      // Older messages came in above: keep the row that was on top where it was.
      const index = rows.findIndex((row) => row.key === before.first);
      if (index > 0) virtualizer.scrollToIndex(index, { align: 'start' });
      return;
    }
    if (last !== before.last) {
      const newest = rows.at(-1);
      const mine = newest?.kind === 'message' && newest.message.sender.uid === me;
      // Follow new messages at the bottom, and always one's own.
      if (store.getState().open?.atBottom || mine)
        virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
    }
  }, [rows, virtualizer, me, store]);

  // A search result chosen (store/search-actions.ts): scroll to its message and highlight it.
  const focus = useChatStore((state) => state.focusMessage);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  useEffect(() => {
    if (!focus) return;
    const index = rows.findIndex((row) => row.kind === 'message' && row.message.id === focus);
    if (index < 0) return;
    virtualizer.scrollToIndex(index, { align: 'center' });
    setHighlighted(focus);
    store.getState().clearFocus();
  }, [focus, rows, virtualizer, store]);
  useEffect(() => {
    if (!highlighted) return;
    const timer = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);

  // A hidden tab reads nothing; once visible again, what is shown is read.
  useEffect(() => {
    const seen = () => store.getState().markSeen();
    document.addEventListener('visibilitychange', seen);
    return () => document.removeEventListener('visibilitychange', seen);
  }, [store]);

  if (!open) return null;
  const name = open.user.name;

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    const fromEnd = element.scrollHeight - element.scrollTop - element.clientHeight;
    const atBottom = fromEnd <= BOTTOM_SLACK_PX;
    if (atBottom !== store.getState().open?.atBottom) store.getState().setAtBottom(atBottom);
    if (element.scrollTop <= CHAT_CONSTANTS.loadMoreWithinPx) void store.getState().loadOlder();
  };

  const jumpToEnd = () => {
    virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
    store.getState().setAtBottom(true);
  };

  let body: React.ReactNode;
  if (open.status === 'loading' || open.status === 'idle') {
    body = (
      <div className="wob-chat-messages__state">
        <Spinner label={t('messages.loading')} />
      </div>
    );
  } else if (open.status === 'error') {
    body = (
      <ErrorState
        className="wob-chat-messages__state"
        headingLevel={3}
        message={t('spec.error')}
        retryLabel={t('list.retry')}
        onRetry={() => void store.getState().retryMessages()}
      />
    );
  } else if (rows.length === 0) {
    body = (
      <EmptyState
        className="wob-chat-messages__state"
        headingLevel={3}
        icon={<MessageCircle />}
        title={t('spec.noMessagesFound')}
        text={t('messages.emptyText', { name })}
      />
    );
  } else {
    body = (
      <section
        ref={scroller}
        className="wob-chat-messages__scroller"
        onScroll={onScroll}
        // A scrollable region must be reachable with the keyboard (arrow keys scroll it).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus
        tabIndex={0}
        aria-label={t('messages.label', { name })}
        data-virtual-scroller=""
      >
        {open.loadingOlder && (
          <div className="wob-chat-messages__older">
            <Spinner size="sm" label={t('messages.loadingOlder')} />
          </div>
        )}
        <ul className="wob-chat-messages__rows" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <li
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className="wob-chat-messages__row"
                data-highlight={
                  (row.kind === 'message' && row.message.id === highlighted) || undefined
                }
                style={{ transform: `translateY(${item.start}px)` }}
              >
                {row.kind === 'date' ? (
                  <p className="wob-chat-date">
                    <span>{row.label}</span>
                  </p>
                ) : isActionMessage(row.message) ? (
                  // A group's action message: centred text only ("Anna added Peter").
                  <p className="wob-chat-action">{actionText(row.message, t)}</p>
                ) : (
                  <MessageBubble
                    message={row.message}
                    mine={row.message.sender.uid === me}
                    me={me}
                    receiverType={open.receiverType}
                    actionsDisabled={open.user.blockedByMe || open.user.hasBlockedMe}
                    canReact
                    onOpenImage={(url, who) => setViewing({ url, name: who })}
                    onEdit={(message) => store.getState().startEdit(message)}
                    onDelete={(message) => setDeleting(message)}
                    onReport={(message) => setReporting(message)}
                    onRetry={(muid) => void store.getState().retry(muid)}
                    onOpenThread={(message) => void store.getState().openThread(message)}
                  />
                )}
              </li>
            );
          })}
        </ul>
      </section>
    );
  }

  return (
    <div className="wob-chat-messages">
      {body}
      {!open.atBottom && open.unseen > 0 && (
        <button type="button" className="wob-chat-messages__new" onClick={jumpToEnd}>
          {t('messages.newMessages', { count: open.unseen })}
          <ArrowDown aria-hidden="true" />
        </button>
      )}
      <p className="wob-visually-hidden" role="status" aria-live="polite">
        {announcement && announcement.conversationId === open.conversationId
          ? isActionMessage(announcement)
            ? actionText(announcement, t)
            : announcement.type === 'text'
              ? t('messages.announce', {
                  name: announcement.sender.name,
                  text: announcement.text ?? '',
                })
              : t('messages.announceMedia', {
                  name: announcement.sender.name,
                  kind: kindOf(announcement, t),
                })
          : ''}
      </p>
      <ImageViewer image={viewing} onClose={() => setViewing(null)} />
      <DeleteMessageDialog message={deleting} onClose={() => setDeleting(null)} />
      <ReportMessageDialog message={reporting} onClose={() => setReporting(null)} />
    </div>
  );
}
