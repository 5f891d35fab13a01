import type { Connection, Notification, Notifications, NotificationUser } from '@wob/api';
import { apiError, type FakeHandlers } from '@wob/test-utils';
import { NOTIFICATION_PAGE_SIZE } from '@wob/validation';

// Notifications and connections for tests and stories, shaped as the server answers them,
// and an in-memory bell server that keeps seen flags and connections, so 'open the panel,
// then see the badge drop' reads true.

/** The clock of tests and stories: 'Today' and 'Yesterday' do not drift. */
export const NOTIFICATIONS_NOW = new Date('2026-11-22T15:00:00Z');

/**
 * A picture as a data URL (a soft gradient with the initial), so stories show pictures
 * without a network; the server's generated avatar is a URL like this one.
 */
export function picture(name: string, hue: number): string {
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 72%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 60% 45%)"/></linearGradient></defs><rect width="96" height="96" fill="url(#g)"/><circle cx="48" cy="38" r="17" fill="rgba(255,255,255,.55)"/><path d="M16 96c4-20 17-30 32-30s28 10 32 30z" fill="rgba(255,255,255,.55)"/><text x="48" y="44" font-family="sans-serif" font-size="16" font-weight="700" text-anchor="middle" fill="hsl(${hue} 50% 30%)">${initial}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const woblers = {
  mette: { _id: 'wobler-1', name: 'Mette Frederiksen', image: picture('Mette', 330) },
  anders: { _id: 'wobler-2', name: 'Anders Holm', image: picture('Anders', 200) },
  sofie: { _id: 'wobler-3', name: 'Sofie Gråbøl', image: picture('Sofie', 20) },
  jonas: { _id: 'wobler-4', name: 'Jonas Vingegaard', image: picture('Jonas', 120) },
  ida: { _id: 'wobler-5', name: 'Ida Marie Skovgaard-Kristiansen', image: '' },
} satisfies Record<string, NotificationUser>;

let counter = 0;

/** A like of Mette's, unseen, today at 14:05 UTC, unless told otherwise. */
export function notification(overrides: Partial<Notification> = {}): Notification {
  counter += 1;
  return {
    _id: `notification-${counter}`,
    kind: 'like',
    user: woblers.mette,
    seen: false,
    dated: '2026-11-22T14:05:00Z',
    ...overrides,
  };
}

export function connection(user: NotificationUser, dated = '2026-11-20T18:30:00Z'): Connection {
  return { user, dated };
}

/** `count` likes, newest first, ids n-1, n-2, …, an hour apart, from the people above. */
export function notifications(count: number, options: { seen?: boolean; from?: number } = {}) {
  const people = Object.values(woblers);
  const from = options.from ?? 1;
  return Array.from({ length: count }, (_, index): Notification => {
    const n = from + index;
    return {
      _id: `n-${n}`,
      kind: 'like',
      user: people[index % people.length] ?? woblers.mette,
      seen: options.seen ?? false,
      dated: new Date(NOTIFICATIONS_NOW.getTime() - n * 3_600_000).toISOString(),
    };
  });
}

/** The panel a person with a little history sees: two connections, likes of three days. */
export function demoNotifications(): Notification[] {
  return [
    notification({ _id: 'd-1', user: woblers.anders, dated: '2026-11-22T14:05:00Z' }),
    notification({
      _id: 'd-2',
      kind: 'connection',
      user: woblers.sofie,
      dated: '2026-11-22T09:12:00Z',
    }),
    notification({ _id: 'd-3', user: woblers.ida, dated: '2026-11-21T20:45:00Z', seen: true }),
    notification({ _id: 'd-4', user: woblers.jonas, dated: '2026-11-03T08:00:00Z', seen: true }),
  ];
}

/** A Bubble of the Bubble kinds' notifications. */
export const boardGames = { _id: 'bubble-1', name: 'Brætspil & Hygge', slug: 'braetspil-hygge' };

/** One notification of each Bubble kind, newest first, unseen: a request, an approval, a reply. */
export function bubbleNotifications(): Notification[] {
  return [
    notification({
      _id: 'b-1',
      kind: 'joinRequest',
      user: woblers.jonas,
      bubble: boardGames,
      dated: '2026-11-22T14:30:00Z',
    }),
    notification({
      _id: 'b-2',
      kind: 'joinApproved',
      user: woblers.mette,
      bubble: boardGames,
      dated: '2026-11-22T12:00:00Z',
    }),
    notification({
      _id: 'b-3',
      kind: 'reply',
      user: woblers.sofie,
      bubble: boardGames,
      commentId: 'comment-7',
      dated: '2026-11-21T19:10:00Z',
    }),
  ];
}

export function demoConnections(): Connection[] {
  return [
    connection(woblers.sofie, '2026-11-22T09:12:00Z'),
    connection(woblers.mette, '2026-11-18T12:00:00Z'),
  ];
}

export interface FakeBellOptions {
  docs?: Notification[];
  connections?: Connection[];
  /** The answer of getNotifications: an error status instead of the list. */
  failWith?: number;
}

/**
 * The bell's endpoints in memory as the contract describes them: pages newest first, the
 * unseen count, seen-status for the caller's own ids, removing a connection for both.
 */
export function createFakeBell(options: FakeBellOptions = {}) {
  let docs = structuredClone(options.docs ?? []);
  let connections = structuredClone(options.connections ?? []);
  const unseen = () => docs.filter((doc) => !doc.seen).length;

  const handlers: FakeHandlers = {
    getNotifications: (input) => {
      if (options.failWith) throw apiError(options.failWith, 'Something went wrong.');
      const { page = 1, limit = NOTIFICATION_PAGE_SIZE } = input as {
        page?: number;
        limit?: number;
      };
      const start = (page - 1) * limit;
      const data: Notifications = {
        docs: docs.slice(start, start + limit),
        totalDocs: docs.length,
        page,
        limit,
        totalPages: Math.max(1, Math.ceil(docs.length / limit)),
        hasNextPage: start + limit < docs.length,
        unseen: unseen(),
        LikedByEachOther: connections,
      };
      return { data };
    },
    setNotificationsSeen: (input) => {
      const ids = new Set((input as { ids: string[] }).ids);
      docs = docs.map((doc) => (ids.has(doc._id) ? { ...doc, seen: true } : doc));
      return { data: { unseen: unseen() } };
    },
    removeConnection: (input) => {
      const { _id } = input as { _id: string };
      if (!connections.some((known) => known.user._id === _id)) {
        throw apiError(404, 'This connection could not be found.');
      }
      connections = connections.filter((known) => known.user._id !== _id);
      return {
        message: 'The Wobler has been removed from your connections.',
        data: {
          relation: {
            liked: false,
            disliked: true,
            saved: false,
            reported: false,
            isMatched: false,
            blockedByMe: false,
          },
        },
      };
    },
  };

  return {
    handlers,
    /** A like arrives: what the server stores before it publishes the event. */
    add(doc: Notification) {
      docs = [doc, ...docs];
      return unseen();
    },
    get docs() {
      return docs;
    },
    get connections() {
      return connections;
    },
    get unseen() {
      return unseen();
    },
  };
}
