import { EmptyState, ErrorState, Spinner } from '@wob/ui';
import { SearchX } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatSearchResult, ChatSearchSnippet } from '../service/port';
import { useChatClock, useChatStore, useChatStoreApi } from '../store/chat-context';
import { ChatAvatar } from './chat-avatar';
import type { LazySearchResultsProps } from './chat-search';
import { listTime } from './format';

interface Found {
  status: 'loading' | 'ready' | 'error';
  results: ChatSearchResult[];
  next: string | null;
  loadingMore: boolean;
}

const uidOf = (result: ChatSearchResult) =>
  result.conversationType === 'group' ? result.conversationWith.guid : result.conversationWith.uid;

/** The matched words marked; plain text only, so nothing in a message is ever read as HTML. */
function Snippet({ parts }: { parts: ChatSearchSnippet }) {
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never move
          <mark key={index} className="wob-chat-search__mark">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never move
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

/**
 * The messages found for `query`, newest first: who wrote it, in which conversation, when,
 * and the snippet; choosing one opens it in its conversation. Loading, error and empty states.
 */
export function SearchResults({ query, onChoose }: LazySearchResultsProps) {
  const { t, i18n } = useTranslation('chat');
  const store = useChatStoreApi();
  const clock = useChatClock();
  const me = useChatStore((state) => state.session.me?.uid ?? null);
  const [found, setFound] = useState<Found>({
    status: 'loading',
    results: [],
    next: null,
    loadingMore: false,
  });
  const ticket = useRef(0);

  const search = useCallback(async () => {
    ticket.current += 1;
    const mine = ticket.current;
    setFound({ status: 'loading', results: [], next: null, loadingMore: false });
    try {
      const page = await store.getState().searchMessages(query);
      if (mine !== ticket.current) return;
      setFound({ status: 'ready', results: page.results, next: page.next, loadingMore: false });
    } catch (error) {
      if (mine !== ticket.current) return;
      store.getState().logFailure('message search failed', error);
      setFound((current) => ({ ...current, status: 'error' }));
    }
  }, [store, query]);

  useEffect(() => {
    void search();
  }, [search]);

  const more = async () => {
    if (!found.next || found.loadingMore) return;
    const mine = ticket.current;
    setFound((current) => ({ ...current, loadingMore: true }));
    try {
      const page = await store.getState().searchMessages(query, { cursor: found.next });
      if (mine !== ticket.current) return;
      setFound((current) => ({
        ...current,
        results: [...current.results, ...page.results],
        next: page.next,
        loadingMore: false,
      }));
    } catch (error) {
      store.getState().logFailure('message search failed', error);
      if (mine === ticket.current) setFound((current) => ({ ...current, loadingMore: false }));
    }
  };

  const choose = (result: ChatSearchResult) => {
    // The store opens the conversation first (a group not yet in the list goes on top of it),
    // then the page shows it.
    void store.getState().openMessage(result);
    onChoose(uidOf(result));
  };

  if (found.status === 'loading') {
    return (
      <div className="wob-chat-list__more" role="status">
        <Spinner size="sm" label={t('search.searching')} />
      </div>
    );
  }
  if (found.status === 'error') {
    return (
      <ErrorState
        className="wob-chat-list__state"
        headingLevel={3}
        message={t('search.error')}
        retryLabel={t('search.retry')}
        onRetry={() => void search()}
      />
    );
  }
  if (found.results.length === 0) {
    return (
      <EmptyState
        className="wob-chat-list__state"
        headingLevel={3}
        icon={<SearchX />}
        title={t('search.empty', { query })}
        text={t('search.emptyText')}
      />
    );
  }
  return (
    <>
      <ul className="wob-chat-list__items" aria-label={t('search.results')}>
        {found.results.map((result) => {
          const conversation = result.conversationWith;
          const person = {
            uid: uidOf(result),
            name: conversation.name,
            avatar:
              result.conversationType === 'group'
                ? result.conversationWith.icon
                : result.conversationWith.avatar,
          };
          const sender =
            result.message.sender.uid === me ? t('search.you') : result.message.sender.name;
          return (
            <li key={result.message.id} className="wob-chat-row wob-chat-search__result">
              <button
                type="button"
                className="wob-chat-row__main"
                aria-label={t('search.open', { name: sender, conversation: conversation.name })}
                onClick={() => choose(result)}
              >
                <ChatAvatar user={person} />
                <span className="wob-chat-row__text">
                  <span className="wob-chat-row__top">
                    <span className="wob-chat-row__name">{conversation.name}</span>
                    <span className="wob-chat-row__time">
                      {listTime(result.message.sentAt, clock, i18n.language, t('list.yesterday'))}
                    </span>
                  </span>
                  <span className="wob-chat-search__snippet">
                    {(result.conversationType === 'group' || result.message.sender.uid === me) && (
                      <span className="wob-chat-search__sender">{sender}: </span>
                    )}
                    <Snippet parts={result.snippet} />
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {found.next && (
        <div className="wob-chat-list__more">
          {found.loadingMore ? (
            <Spinner size="sm" label={t('search.loadingMore')} />
          ) : (
            <button type="button" className="wob-chat-search__more" onClick={() => void more()}>
              {t('search.more')}
            </button>
          )}
        </div>
      )}
    </>
  );
}
