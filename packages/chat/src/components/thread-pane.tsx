import { ErrorState, Spinner } from '@wob/ui';
import { X } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatStore, useChatStoreApi } from '../store/chat-context';
import type { ShownMessage } from '../store/messages';
import { Composer } from './composer';
import { DeleteMessageDialog } from './delete-message-dialog';
import { ImageViewer } from './image-viewer';
import { MessageBubble } from './message-bubble';
import { ReportMessageDialog } from './report-message-dialog';

/** Within this many pixels of the top, the thread's older replies are fetched. */
const TOP_SLACK_PX = 48;

export interface ThreadPaneProps {
  id: string;
  titleId: string;
  onClose: () => void;
}

/**
 * The thread pane (spec chat section 2, 400 px): title, the conversation's name, a close
 * control, the parent message, the separator "N reply" / "N replies", the replies (older ones
 * when scrolled to the top; one's own text replies can be edited in the pane's composer) and a
 * composer that answers in the thread.
 */
export function ThreadPane({ id, titleId, onClose }: ThreadPaneProps) {
  const { t } = useTranslation('chat');
  const store = useChatStoreApi();
  const open = useChatStore((state) => state.open);
  const me = useChatStore((state) => state.session.me?.uid ?? null);
  const [deleting, setDeleting] = useState<ShownMessage | null>(null);
  const [reporting, setReporting] = useState<ShownMessage | null>(null);
  const [viewing, setViewing] = useState<{ url: string; name: string } | null>(null);
  const body = useRef<HTMLDivElement>(null);
  const thread = open?.thread ?? null;
  const replies = thread?.messages ?? [];
  const newest = replies.at(-1);
  const wasNewest = useRef<string | undefined>(undefined);
  const parentId = thread?.parent.id;

  // Each thread that opens takes focus on its title.
  useEffect(() => {
    if (parentId) document.getElementById(titleId)?.focus();
  }, [parentId, titleId]);

  // A new reply at the end scrolls the pane to it; older replies fetched above keep the place.
  useLayoutEffect(() => {
    const element = body.current;
    const key = newest ? `${newest.sender.uid}:${newest.muid ?? newest.id}` : undefined;
    if (element && key !== wasNewest.current) element.scrollTop = element.scrollHeight;
    wasNewest.current = key;
  }, [newest]);

  if (!open || !thread) return null;
  const blocked = open.user.blockedByMe || open.user.hasBlockedMe;
  const count = thread.parent.replyCount ?? 0;

  const onScroll = () => {
    const element = body.current;
    if (element && element.scrollTop < TOP_SLACK_PX) void store.getState().loadOlderReplies();
  };

  const bubble = (message: ShownMessage, inThread: boolean) => (
    <MessageBubble
      message={message}
      mine={message.sender.uid === me}
      me={me}
      receiverType={open.receiverType}
      actionsDisabled={blocked}
      canReact
      onOpenImage={(url, who) => setViewing({ url, name: who })}
      // A reply of one's own: edit (text only, in this pane's composer) and delete, like the
      // main list (spec chat section 6); no thread of its own.
      onEdit={inThread ? (shown) => store.getState().startEdit(shown) : undefined}
      onDelete={inThread ? (shown) => setDeleting(shown) : undefined}
      onReport={(shown) => setReporting(shown)}
      onRetry={(muid) => void store.getState().retry(muid)}
    />
  );

  return (
    <section id={id} className="wob-chat-details wob-chat-thread" aria-labelledby={titleId}>
      <header className="wob-chat-details__header">
        <div className="wob-chat-thread__heading">
          <h2 id={titleId} className="wob-chat-details__title" tabIndex={-1}>
            {t('thread.title')}
          </h2>
          <p className="wob-chat-thread__name">{open.user.name}</p>
        </div>
        <button
          type="button"
          className="wob-icon-button"
          aria-label={t('thread.close')}
          onClick={onClose}
        >
          <X aria-hidden="true" />
        </button>
      </header>
      <div className="wob-chat-thread__body" ref={body} onScroll={onScroll}>
        <div className="wob-chat-thread__parent">{bubble(thread.parent, false)}</div>
        <p className="wob-chat-thread__separator">
          <span>{t('thread.replies', { count })}</span>
        </p>
        {thread.loadingOlder && (
          <div className="wob-chat-thread__state">
            <Spinner label={t('thread.loadingOlder')} />
          </div>
        )}
        {thread.status === 'loading' ? (
          <div className="wob-chat-thread__state">
            <Spinner label={t('thread.loading')} />
          </div>
        ) : thread.status === 'error' ? (
          <ErrorState
            message={t('thread.error')}
            retryLabel={t('thread.retry')}
            onRetry={() => {
              store.getState().closeThread();
              void store.getState().openThread(thread.parent);
            }}
          />
        ) : replies.length === 0 ? (
          <p className="wob-chat-thread__empty">{t('thread.empty')}</p>
        ) : (
          <ol className="wob-chat-thread__replies" aria-label={t('thread.label')}>
            {replies.map((message) => (
              <li key={`${message.sender.uid}:${message.muid ?? message.id}`}>
                {bubble(message, true)}
              </li>
            ))}
          </ol>
        )}
      </div>
      {!open.user.hasBlockedMe && <Composer inThread />}
      <ImageViewer image={viewing} onClose={() => setViewing(null)} />
      <DeleteMessageDialog message={deleting} onClose={() => setDeleting(null)} />
      <ReportMessageDialog message={reporting} onClose={() => setReporting(null)} />
    </section>
  );
}
