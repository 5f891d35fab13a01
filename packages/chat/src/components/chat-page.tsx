import { Button, EmptyState, ErrorState, Spinner, usePageTitle } from '@wob/ui';
import { MessagesSquare, WifiOff } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useChatStore, useChatStoreApi } from '../store/chat-context';
import { BlockedBanner, HasBlockedMeNotice, RequestBanner } from './banners';
import { ChatHeader } from './chat-header';
import { Composer } from './composer';
import { ConversationList } from './conversation-list';
import { GroupDetailsPane } from './group-details-pane';
import { MessageList } from './message-list';
import { UserDetailsPane } from './user-details-pane';

// The thread pane loads in its own chunk, the first time a thread opens.
const ThreadPane = lazy(() =>
  import('./thread-pane').then((module) => ({ default: module.ThreadPane })),
);

/** Below this width one pane shows at a time and the list is a slide-in menu. */
export const NARROW_QUERY = '(max-width: 767px)';

function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () =>
      typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false,
    () => false,
  );
}

type Pane = 'list' | 'messages' | 'details' | 'thread';

/**
 * /chat (spec chat section 2): 600 px high on a desktop with the 280 px conversation list, the
 * messages and the 300 px details pane; on a phone one pane at a time, the list sliding in from
 * the back button. Focus follows the pane that appears.
 */
export interface ChatPageProps {
  /** Opens with the details pane shown (stories). */
  defaultDetailsOpen?: boolean;
}

export function ChatPage({ defaultDetailsOpen = false }: ChatPageProps = {}) {
  const { t } = useTranslation('chat');
  usePageTitle(t('page.title'));
  const store = useChatStoreApi();
  const session = useChatStore((state) => state.session);
  const openUid = useChatStore((state) => state.open?.uid ?? null);
  const origin = useChatStore((state) => state.open?.origin ?? null);
  const hasBlockedMe = useChatStore((state) => state.open?.user.hasBlockedMe ?? false);
  const isGroup = useChatStore((state) => Boolean(state.open?.group));
  const threadParent = useChatStore((state) => state.open?.thread?.parent.id ?? null);
  const narrow = useMediaQuery(NARROW_QUERY);
  const [pane, setPane] = useState<Pane>('list');
  const [detailsOpen, setDetailsOpen] = useState(defaultDetailsOpen);
  const ids = {
    list: useId(),
    header: useId(),
    details: useId(),
    detailsTitle: useId(),
    thread: useId(),
    threadTitle: useId(),
  };
  const focusNext = useRef<string | null>(null);

  // `/chat?group=<guid>` (a mention in the bell, a Bubble's chat) opens that group.
  const [search] = useSearchParams();
  const linkedGroup = search.get('group') ?? undefined;
  useEffect(() => {
    void store.getState().openPage({ group: linkedGroup });
  }, [store, linkedGroup]);

  // A chat chosen (or opened from a profile) shows its messages; the automatic first one
  // leaves a phone on the list.
  const wasOpen = useRef<string | null>(null);
  useEffect(() => {
    if (openUid && origin !== 'auto') setPane('messages');
    if (!openUid && wasOpen.current) {
      // The open chat went away (deleted, or deleted in another tab): back to the list.
      setPane('list');
      setDetailsOpen(false);
    }
    wasOpen.current = openUid;
  }, [openUid, origin]);

  // A thread opened (from a message's menu or its reply count): its pane comes into view (it
  // takes focus itself, once its chunk is loaded); the details pane gives way to it.
  useEffect(() => {
    if (!threadParent) return;
    setDetailsOpen(false);
    setPane('thread');
  }, [threadParent]);

  // Moves focus to the heading of the pane that just appeared (phones and the details pane).
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    document.getElementById(target)?.focus();
  });

  const show = (next: Pane, focusId: string) => {
    focusNext.current = focusId;
    setPane(next);
  };

  const choose = (uid: string) => {
    focusNext.current = narrow ? ids.header : null;
    setPane('messages');
    void store.getState().openConversation(uid, 'chosen');
  };

  const toggleDetails = () => {
    // On a phone the pane may be open behind the messages (the window narrowed with the
    // details beside them): the first tap shows it rather than closing it unseen.
    const next = narrow ? !(detailsOpen && pane === 'details') : !detailsOpen;
    if (next) store.getState().closeThread();
    setDetailsOpen(next);
    focusNext.current = next ? ids.detailsTitle : null;
    if (narrow) setPane(next ? 'details' : 'messages');
  };

  const closeThread = () => {
    store.getState().closeThread();
    setPane('messages');
    focusNext.current = ids.header;
  };

  const closeDetails = () => {
    setDetailsOpen(false);
    if (narrow) setPane('messages');
    focusNext.current = ids.header;
  };

  const shown: Pane = !narrow
    ? 'messages'
    : pane === 'thread'
      ? threadParent
        ? 'thread'
        : 'messages'
      : detailsOpen && pane === 'details'
        ? 'details'
        : pane;

  // A phone showing the list or the details does not read the open chat's messages.
  // Leaving /chat hides them too: the badge counts what arrives meanwhile.
  useEffect(() => {
    store.getState().setMessagesShown(shown === 'messages');
    return () => store.getState().setMessagesShown(false);
  }, [store, shown]);

  if (session.status === 'error') {
    return (
      <div className="wob-page wob-chat-page">
        <h1 className="wob-visually-hidden">{t('page.title')}</h1>
        <ErrorState
          message={t('spec.loginError')}
          retryLabel={t('page.reload')}
          onRetry={() => window.location.reload()}
        />
      </div>
    );
  }

  return (
    <div className="wob-page wob-chat-page">
      <h1 className="wob-visually-hidden">{t('page.title')}</h1>
      {session.connection === 'reconnecting' && (
        <p className="wob-chat-connection" role="status">
          <WifiOff aria-hidden="true" />
          {t('spec.networkError')} {t('page.reconnecting')}
        </p>
      )}
      <div
        className="wob-chat"
        data-narrow={narrow || undefined}
        data-pane={narrow ? shown : undefined}
        data-details={(detailsOpen && !threadParent) || undefined}
        data-thread={threadParent ? true : undefined}
      >
        <aside className="wob-chat__sidebar" inert={narrow && shown !== 'list'}>
          <ConversationList
            titleId={ids.list}
            onChoose={choose}
            onClose={narrow && openUid ? () => show('messages', ids.header) : undefined}
          />
        </aside>
        <div className="wob-chat__main" inert={narrow && shown !== 'messages'}>
          {session.status !== 'ready' ? (
            <div className="wob-chat__placeholder">
              <Spinner label={t('page.connecting')} />
            </div>
          ) : openUid ? (
            <>
              <ChatHeader
                titleId={ids.header}
                onShowList={narrow ? () => show('list', ids.list) : undefined}
                detailsOpen={detailsOpen}
                onToggleDetails={toggleDetails}
                detailsId={ids.details}
              />
              <RequestBanner />
              <BlockedBanner />
              <MessageList key={openUid} />
              {hasBlockedMe ? <HasBlockedMeNotice /> : <Composer />}
            </>
          ) : (
            <EmptyState
              className="wob-chat__placeholder"
              icon={<MessagesSquare />}
              title={t('page.chooseTitle')}
              text={t('page.chooseText')}
              action={
                narrow ? (
                  <Button variant="secondary" onClick={() => show('list', ids.list)}>
                    {t('header.showChats')}
                  </Button>
                ) : undefined
              }
            />
          )}
        </div>
        {threadParent && openUid && (
          <aside className="wob-chat__thread" inert={narrow && shown !== 'thread'}>
            <Suspense fallback={<Spinner label={t('thread.loading')} />}>
              <ThreadPane id={ids.thread} titleId={ids.threadTitle} onClose={closeThread} />
            </Suspense>
          </aside>
        )}
        {detailsOpen && !threadParent && openUid && (
          <aside className="wob-chat__details" inert={narrow && shown !== 'details'}>
            {isGroup ? (
              <GroupDetailsPane
                id={ids.details}
                titleId={ids.detailsTitle}
                onClose={closeDetails}
              />
            ) : (
              <UserDetailsPane id={ids.details} titleId={ids.detailsTitle} onClose={closeDetails} />
            )}
          </aside>
        )}
      </div>
    </div>
  );
}
