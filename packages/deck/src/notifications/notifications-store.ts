import {
  type ApiClient,
  type Connection,
  endpoints,
  type Notification,
  NotificationEventSchema,
  type Notifications,
} from '@wob/api';
import type { Translate } from '@wob/i18n';
import {
  type ActionResult,
  createFeedback,
  createLatest,
  type LoadStatus,
  NOT_SENT,
  type Notifier,
} from '@wob/store';
import { NOTIFICATION_MAX_LIMIT, NOTIFICATION_PAGE_SIZE, SEEN_IDS_MAX } from '@wob/validation';
import * as v from 'valibot';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** Turns an i18n key into text; the app passes i18next's `t` (@wob/i18n's one type of it). */
export type { Translate };

export interface NotificationsDeps {
  api: ApiClient;
  /** How the store tells a person about an action; the app passes @wob/ui's toast. */
  notify?: Notifier;
  /** Turns the error catalogue's keys into text. */
  translate?: Translate;
}

/** Where the fetch of the bell stands. */
export type NotificationsStatus = LoadStatus;

export interface NotificationsState {
  status: NotificationsStatus;
  /** Like and connection notifications, newest first, each once. */
  docs: Notification[];
  totalDocs: number;
  /** The last page fetched. */
  page: number;
  hasMore: boolean;
  /** 'Show more' under the list: running, or failed (the button offers a retry). */
  more: 'idle' | 'loading' | 'error';
  /** Notifications not seen yet: the bell's badge. */
  unseen: number;
  /** The person's connections (spec: LikedByEachOther), newest first. */
  connections: Connection[];
  /** Other Woblers whose connection is being removed. */
  removing: string[];

  /** Page 1 and the connections; quiet on failure (logged; the panel shows an error state). */
  load(): Promise<void>;
  /** The next page; a notification already shown is not shown twice. */
  loadMore(): Promise<void>;
  /**
   * Marks the listed unseen notifications seen (`set-seen-status`): the badge drops at once,
   * the server's count follows; a failure puts them back (logged).
   */
  markListedSeen(): Promise<void>;
  /** Ends a connection for both (after the person confirmed): the row leaves at once. */
  removeConnection(userId: string): Promise<ActionResult>;
  /** One realtime event of the person's own topic; anything else on the topic is ignored. */
  applyEvent(event: unknown): void;
  /** Fetches what is shown again in the background (after a lost connection). */
  resync(): Promise<void>;
  /** Forgets everything (sign-out). */
  reset(): void;
}

export type NotificationsStore = StoreApi<NotificationsState>;

type Data = Pick<
  NotificationsState,
  | 'status'
  | 'docs'
  | 'totalDocs'
  | 'page'
  | 'hasMore'
  | 'more'
  | 'unseen'
  | 'connections'
  | 'removing'
>;

const initial: Data = {
  status: 'idle',
  docs: [],
  totalDocs: 0,
  page: 0,
  hasMore: false,
  more: 'idle',
  unseen: 0,
  connections: [],
  removing: [],
};

function withoutDuplicates(docs: Notification[]): Notification[] {
  const seen = new Set<string>();
  return docs.filter((doc) => {
    if (seen.has(doc._id)) return false;
    seen.add(doc._id);
    return true;
  });
}

/** Chunks of at most `size`, in order. */
function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    result.push(items.slice(start, start + size));
  }
  return result;
}

/**
 * The bell (spec sections 2, 3 and 7): like and connection notifications with 'show more',
 * the unseen count of the badge and the connections with their removal. The app keeps it
 * live: it subscribes to the person's own topic (`user:<id>`), hands every event to
 * `applyEvent`, calls `resync` after a lost connection and `reset` on sign-out.
 */
export function createNotificationsStore(deps: NotificationsDeps): NotificationsStore {
  const feedback = createFeedback({ notify: deps.notify, translate: deps.translate });
  // Answers of a fetch that was overtaken (a reset, a newer fetch) are dropped.
  const latest = createLatest();
  // Bumped by reset: answers of actions from before a sign-out change nothing.
  let generation = 0;
  // Ids whose seen-status call is on its way: not sent twice.
  const marking = new Set<string>();
  // Connections ended by an event while our own removal ran: a failure must not bring them back.
  const endedMeanwhile = new Set<string>();

  return createStore<NotificationsState>()((set, get) => {
    const fetchPage = async (page: number, limit: number): Promise<Notifications> => {
      const answer = await deps.api.call(endpoints.getNotifications, { page, limit });
      if (!answer.data) throw new Error('notifications/likes/get answered without data');
      return answer.data;
    };

    /** The list as an answer from page 1 left it, `page` pages shown. */
    const shownFrom = (data: Notifications, page: number): Partial<NotificationsState> => ({
      status: 'ready',
      docs: withoutDuplicates(data.docs),
      totalDocs: data.totalDocs,
      page,
      hasMore: data.hasNextPage,
      more: 'idle',
      unseen: data.unseen,
      connections: data.LikedByEachOther,
    });

    // The pages shown in one call when the server allows it, else page 1 again.
    const refetch = async (mine: number) => {
      const shown = Math.max(1, get().page);
      const wanted = NOTIFICATION_PAGE_SIZE * shown;
      const limit = wanted <= NOTIFICATION_MAX_LIMIT ? wanted : NOTIFICATION_PAGE_SIZE;
      const data = await fetchPage(1, limit);
      if (!latest.isLatest(mine)) return;
      set(shownFrom(data, limit === wanted ? shown : 1));
    };

    return {
      ...initial,

      async load() {
        const mine = latest.next();
        // Loaded before: what is shown stays while the new answer comes.
        const shown = get().status === 'ready';
        if (!shown) set({ status: 'loading' });
        try {
          const data = await fetchPage(1, NOTIFICATION_PAGE_SIZE);
          if (!latest.isLatest(mine)) return;
          set(shownFrom(data, data.page));
        } catch (error) {
          if (!latest.isLatest(mine)) return;
          // Spec section 8: data-loading actions are only logged; the panel offers a retry.
          console.warn('api/notifications/likes/get failed', error);
          if (!shown) set({ status: 'error' });
        }
      },

      async loadMore() {
        const { status, more, hasMore, page } = get();
        if (status !== 'ready' || more === 'loading' || !hasMore) return;
        const mine = latest.current();
        set({ more: 'loading' });
        // Overtaken by a fetch of page 1 (resync, reset): the button is free again.
        const overtaken = () => {
          if (latest.isLatest(mine)) return false;
          if (get().more === 'loading') set({ more: 'idle' });
          return true;
        };
        try {
          const data = await fetchPage(page + 1, NOTIFICATION_PAGE_SIZE);
          if (overtaken()) return;
          // New likes pushed the server's pages further: what is shown already is skipped.
          set((state) => ({
            docs: withoutDuplicates([...state.docs, ...data.docs]),
            totalDocs: data.totalDocs,
            page: data.page,
            hasMore: data.hasNextPage,
            more: 'idle',
            unseen: data.unseen,
          }));
        } catch (error) {
          if (overtaken()) return;
          console.warn('api/notifications/likes/get (show more) failed', error);
          set({ more: 'error' });
        }
      },

      async markListedSeen() {
        const ids = get()
          .docs.filter((doc) => !doc.seen && !marking.has(doc._id))
          .map((doc) => doc._id);
        if (ids.length === 0) return;
        const mine = generation;
        const asked = new Set(ids);
        for (const id of ids) marking.add(id);
        // The badge drops at once; the server's count follows.
        set((state) => ({
          docs: state.docs.map((doc) => (asked.has(doc._id) ? { ...doc, seen: true } : doc)),
          unseen: Math.max(0, state.unseen - ids.length),
        }));
        const failed: string[] = [];
        let unseen: number | null = null;
        for (const batch of chunks(ids, SEEN_IDS_MAX)) {
          try {
            const answer = await deps.api.call(
              endpoints.setNotificationsSeen,
              { ids: batch },
              { suppressNotification: true },
            );
            if (answer.data) unseen = answer.data.unseen;
          } catch (error) {
            console.warn('api/notifications/likes/set-seen-status failed', error);
            failed.push(...batch);
          }
        }
        for (const id of ids) marking.delete(id);
        if (mine !== generation) return;
        const back = new Set(failed);
        set((state) => {
          const docs = state.docs.map((doc) => (back.has(doc._id) ? { ...doc, seen: false } : doc));
          // An event may have counted a newer like meanwhile: never fewer than the list shows.
          const listed = docs.filter((doc) => !doc.seen).length;
          const count = unseen ?? state.unseen + failed.length;
          return { docs, unseen: Math.max(count, listed) };
        });
      },

      async removeConnection(userId) {
        const { connections, removing } = get();
        const index = connections.findIndex((connection) => connection.user._id === userId);
        const removed = connections[index];
        if (!removed || removing.includes(userId)) {
          return NOT_SENT;
        }
        const mine = generation;
        endedMeanwhile.delete(userId);
        set((state) => ({
          connections: state.connections.filter((connection) => connection.user._id !== userId),
          removing: [...state.removing, userId],
        }));
        try {
          const answer = await deps.api.call(
            endpoints.removeConnection,
            { _id: userId },
            { suppressNotification: true },
          );
          if (mine === generation) {
            set((state) => ({ removing: state.removing.filter((id) => id !== userId) }));
          }
          feedback.toastSuccess(answer.message);
          return { ok: true };
        } catch (error) {
          if (mine === generation) {
            set((state) => {
              const stillGone =
                !endedMeanwhile.has(userId) &&
                !state.connections.some((connection) => connection.user._id === userId);
              const connections = [...state.connections];
              if (stillGone) connections.splice(Math.min(index, connections.length), 0, removed);
              return { connections, removing: state.removing.filter((id) => id !== userId) };
            });
          }
          feedback.toastFailure(error);
          return feedback.failure(error);
        }
      },

      applyEvent(raw) {
        const parsed = v.safeParse(NotificationEventSchema, raw);
        if (!parsed.success) return;
        const event = parsed.output;
        switch (event.type) {
          case 'notification.created': {
            const { notification } = event;
            set((state) => {
              // Before the first answer, the fetch brings the list; only the badge moves.
              if (state.status !== 'ready') return { unseen: event.unseen };
              const known = state.docs.some((doc) => doc._id === notification._id);
              return {
                docs: known ? state.docs : [notification, ...state.docs],
                totalDocs: known ? state.totalDocs : state.totalDocs + 1,
                unseen: event.unseen,
              };
            });
            break;
          }
          case 'notifications.seen':
            // Seen elsewhere (another tab or device): at 0 every listed one is seen.
            set((state) => ({
              unseen: event.unseen,
              docs:
                event.unseen === 0 && state.docs.some((doc) => !doc.seen)
                  ? state.docs.map((doc) => (doc.seen ? doc : { ...doc, seen: true }))
                  : state.docs,
            }));
            break;
          case 'connection.created': {
            const { connection } = event;
            endedMeanwhile.delete(connection.user._id);
            set((state) => ({
              connections: [
                connection,
                ...state.connections.filter((known) => known.user._id !== connection.user._id),
              ],
            }));
            break;
          }
          case 'connection.removed':
            endedMeanwhile.add(event.userId);
            set((state) => ({
              connections: state.connections.filter(
                (connection) => connection.user._id !== event.userId,
              ),
            }));
            break;
        }
      },

      async resync() {
        if (get().status !== 'ready') {
          await get().load();
          return;
        }
        const mine = latest.next();
        try {
          await refetch(mine);
        } catch (error) {
          // What is shown stays; the next opening or event brings the rest.
          console.warn('api/notifications/likes/get (resync) failed', error);
        }
      },

      reset() {
        latest.next();
        generation += 1;
        marking.clear();
        endedMeanwhile.clear();
        set(initial);
      },
    };
  });
}
