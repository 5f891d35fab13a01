import { CHAT_CONSTANTS } from '@wob/validation';
import { type RefObject, type UIEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { ChatGroup } from '../service/port';
import { useChatStore } from '../store/chat-context';

// What the group dialogs share: the group they are about, and lists that grow page by page
// when scrolled to the bottom (spec chat section 5).

/** The group as the store holds it now (the open one, or the list's copy). */
export function useGroup(guid: string): ChatGroup | null {
  return useChatStore((state) => {
    if (state.open?.group?.guid === guid) return state.open.group;
    const item = state.list.items.find(
      (each) => each.conversationType === 'group' && each.conversationWith.guid === guid,
    );
    return item?.conversationType === 'group' ? item.conversationWith : null;
  });
}

export interface Pages<T> {
  items: T[];
  setItems: (change: (items: T[]) => T[]) => void;
  /** 'error' only when the first page failed; later pages fail silently (spec section 8). */
  status: 'loading' | 'ready' | 'error';
  hasMore: boolean;
  /** Put on the scrolling element: the next page within 20 px of its end. */
  onScroll: (event: UIEvent<HTMLElement>) => void;
  loadMore: () => Promise<void>;
  /** The scrolling element: while a page does not fill it, the next one comes at once. */
  scroller: RefObject<HTMLDivElement | null>;
}

/**
 * Pages of `request()` (made again whenever `key` changes, e.g. a new search), `pageSize` a
 * page; failures are passed to `log`.
 */
export function usePages<T>(
  request: () => { fetchNext(): Promise<T[]> },
  pageSize: number,
  key: string,
  log: (message: string, error: unknown) => void,
): Pages<T> {
  const [items, setItemsState] = useState<T[]>([]);
  const [status, setStatus] = useState<Pages<T>['status']>('loading');
  const [hasMore, setHasMore] = useState(false);
  const current = useRef<{ fetchNext(): Promise<T[]> } | null>(null);
  const busy = useRef(false);
  const makeRef = useRef(request);
  makeRef.current = request;

  const fetchPage = useCallback(
    async (first: boolean) => {
      const source = current.current;
      if (!source || busy.current) return;
      busy.current = true;
      try {
        const page = await source.fetchNext();
        if (current.current !== source) return;
        setItemsState((shown) => (first ? page : [...shown, ...page]));
        setHasMore(page.length >= pageSize);
        setStatus('ready');
      } catch (error) {
        log('a page could not be loaded', error);
        if (current.current !== source) return;
        setHasMore(false);
        setStatus(first ? 'error' : 'ready');
      } finally {
        busy.current = false;
      }
    },
    [pageSize, log],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new request per key only
  useEffect(() => {
    current.current = makeRef.current();
    busy.current = false;
    setStatus('loading');
    setItemsState([]);
    void fetchPage(true);
  }, [key]);

  const loadMore = useCallback(async () => {
    if (hasMore) await fetchPage(false);
  }, [hasMore, fetchPage]);

  const scroller = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const element = scroller.current;
    if (status !== 'ready' || !hasMore || !element) return;
    // (A list not laid out, clientHeight 0, waits for a scroll.)
    if (
      element.clientHeight > 0 &&
      element.scrollHeight <= element.clientHeight + CHAT_CONSTANTS.loadMoreWithinPx
    ) {
      void loadMore();
    }
  }, [status, hasMore, loadMore]);

  const onScroll = (event: UIEvent<HTMLElement>) => {
    const element = event.currentTarget;
    const fromEnd = element.scrollHeight - element.scrollTop - element.clientHeight;
    if (fromEnd <= CHAT_CONSTANTS.loadMoreWithinPx) void loadMore();
  };

  return { items, setItems: setItemsState, status, hasMore, onScroll, loadMore, scroller };
}
