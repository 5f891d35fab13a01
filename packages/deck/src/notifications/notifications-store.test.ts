import { apiError, createFakeApi, recordToasts } from '@wob/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotificationsStore } from './notifications-store';
import {
  connection,
  createFakeBell,
  type FakeBellOptions,
  notification,
  notifications,
  woblers,
} from './test/notification-fixtures';

function setup(options: FakeBellOptions = {}) {
  const server = createFakeBell(options);
  const fake = createFakeApi(server.handlers);
  const { toasts, notify } = recordToasts();
  const store = createNotificationsStore({ api: fake.api, notify, translate: (key) => key });
  return { server, fake, toasts, store };
}

/** A promise the test settles: an answer held back while something else happens. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  // Failed fetches are logged on purpose (spec section 8); keep the test output readable.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createNotificationsStore: loading', () => {
  it('loads page 1 with the unseen count and the connections', async () => {
    const { store, fake } = setup({
      docs: [...notifications(2), ...notifications(1, { seen: true, from: 3 })],
      connections: [connection(woblers.sofie)],
    });
    await store.getState().load();
    const state = store.getState();
    expect(state.status).toBe('ready');
    expect(state.docs.map((doc) => doc._id)).toEqual(['n-1', 'n-2', 'n-3']);
    expect(state.unseen).toBe(2);
    expect(state.connections.map((known) => known.user.name)).toEqual(['Sofie Gråbøl']);
    expect(fake.inputsOf('getNotifications')).toEqual([{ page: 1, limit: 30 }]);
  });

  it('fails quietly: logged, no toast, an error state to retry from', async () => {
    const { store, toasts } = setup({ failWith: 500 });
    await store.getState().load();
    expect(store.getState().status).toBe('error');
    expect(toasts).toEqual([]);
    expect(console.warn).toHaveBeenCalled();
  });

  it('shows more without showing a notification twice when new ones pushed the pages', async () => {
    const all = notifications(35);
    const { store, server } = setup({ docs: all });
    await store.getState().load();
    expect(store.getState().hasMore).toBe(true);
    // Two likes arrive on the server: page 2 now starts two places earlier.
    server.add(notification({ _id: 'late-1' }));
    server.add(notification({ _id: 'late-2' }));
    await store.getState().loadMore();
    const ids = store.getState().docs.map((doc) => doc._id);
    expect(ids).toHaveLength(35);
    expect(new Set(ids).size).toBe(35);
    expect(store.getState().hasMore).toBe(false);
    expect(store.getState().more).toBe('idle');
  });

  it('offers a retry when showing more fails, keeping the list', async () => {
    const { store, fake } = setup({ docs: notifications(31) });
    await store.getState().load();
    fake.on('getNotifications', () => {
      throw apiError(0);
    });
    await store.getState().loadMore();
    expect(store.getState().more).toBe('error');
    expect(store.getState().docs).toHaveLength(30);
  });
});

describe('createNotificationsStore: seen marking', () => {
  it('marks the listed unseen ones seen and drops the badge before the server answers', async () => {
    const { store, fake, server } = setup({
      docs: [...notifications(3), ...notifications(1, { seen: true, from: 4 })],
    });
    await store.getState().load();
    const answer = deferred<void>();
    const original = server.handlers.setNotificationsSeen;
    fake.on('setNotificationsSeen', async (input, options) => {
      await answer.promise;
      return original ? original(input, options) : {};
    });
    const marking = store.getState().markListedSeen();
    expect(store.getState().unseen).toBe(0);
    expect(store.getState().docs.every((doc) => doc.seen)).toBe(true);
    answer.resolve();
    await marking;
    expect(fake.inputsOf('setNotificationsSeen')).toEqual([{ ids: ['n-1', 'n-2', 'n-3'] }]);
    expect(server.unseen).toBe(0);
    expect(store.getState().unseen).toBe(0);
  });

  it('asks nothing when every listed one is seen', async () => {
    const { store, fake } = setup({ docs: notifications(2, { seen: true }) });
    await store.getState().load();
    await store.getState().markListedSeen();
    expect(fake.inputsOf('setNotificationsSeen')).toEqual([]);
  });

  it('keeps the unseen ones beyond the listed pages in the badge (the server’s count)', async () => {
    const { store } = setup({ docs: notifications(40) });
    await store.getState().load();
    expect(store.getState().unseen).toBe(40);
    await store.getState().markListedSeen();
    expect(store.getState().unseen).toBe(10);
  });

  it('sends at most 100 ids a call', async () => {
    const { store, fake } = setup({ docs: notifications(120) });
    await store.getState().load();
    for (let page = 0; page < 3; page += 1) await store.getState().loadMore();
    expect(store.getState().docs).toHaveLength(120);
    await store.getState().markListedSeen();
    const calls = fake.inputsOf('setNotificationsSeen') as { ids: string[] }[];
    expect(calls.map((call) => call.ids.length)).toEqual([100, 20]);
    expect(store.getState().unseen).toBe(0);
  });

  it('puts the badge and the marks back when the server refuses, quietly', async () => {
    const { store, fake, toasts } = setup({ docs: notifications(2) });
    await store.getState().load();
    fake.on('setNotificationsSeen', () => {
      throw apiError(500);
    });
    await store.getState().markListedSeen();
    expect(store.getState().unseen).toBe(2);
    expect(store.getState().docs.filter((doc) => !doc.seen)).toHaveLength(2);
    expect(toasts).toEqual([]);
  });

  it('does not send the same ids twice while the first call runs', async () => {
    const { store, fake, server } = setup({ docs: notifications(2) });
    await store.getState().load();
    const answer = deferred<void>();
    const original = server.handlers.setNotificationsSeen;
    fake.on('setNotificationsSeen', async (input, options) => {
      await answer.promise;
      return original ? original(input, options) : {};
    });
    const first = store.getState().markListedSeen();
    // A like arrives meanwhile and is listed: only it is sent with the second call.
    store.getState().applyEvent({
      type: 'notification.created',
      notification: notification({ _id: 'live-1' }),
      unseen: 3,
    });
    const second = store.getState().markListedSeen();
    answer.resolve();
    await Promise.all([first, second]);
    expect(fake.inputsOf('setNotificationsSeen')).toEqual([
      { ids: ['n-1', 'n-2'] },
      { ids: ['live-1'] },
    ]);
    expect(store.getState().unseen).toBe(0);
  });
});

describe('createNotificationsStore: removing a connection', () => {
  it('removes the row at once and toasts the server’s message', async () => {
    const { store, fake, toasts, server } = setup({
      connections: [connection(woblers.sofie), connection(woblers.anders)],
    });
    await store.getState().load();
    const result = await store.getState().removeConnection(woblers.sofie._id);
    expect(result).toEqual({ ok: true });
    expect(fake.inputsOf('removeConnection')).toEqual([{ _id: woblers.sofie._id }]);
    expect(store.getState().connections.map((known) => known.user._id)).toEqual([
      woblers.anders._id,
    ]);
    expect(store.getState().removing).toEqual([]);
    expect(server.connections).toHaveLength(1);
    expect(toasts).toEqual([
      { tone: 'success', text: 'The Wobler has been removed from your connections.' },
    ]);
  });

  it('puts the row back where it was and toasts when the server refuses', async () => {
    const { store, fake, toasts } = setup({
      connections: [connection(woblers.sofie), connection(woblers.anders), connection(woblers.ida)],
    });
    await store.getState().load();
    const answer = deferred<never>();
    fake.on('removeConnection', () => answer.promise);
    const removing = store.getState().removeConnection(woblers.anders._id);
    expect(store.getState().connections).toHaveLength(2);
    expect(store.getState().removing).toEqual([woblers.anders._id]);
    answer.reject(apiError(500, 'The server could not remove the connection.'));
    const result = await removing;
    expect(result).toMatchObject({ ok: false, status: 500 });
    expect(store.getState().connections.map((known) => known.user.name)).toEqual([
      'Sofie Gråbøl',
      'Anders Holm',
      'Ida Marie Skovgaard-Kristiansen',
    ]);
    expect(store.getState().removing).toEqual([]);
    expect(toasts).toEqual([
      { tone: 'error', text: 'The server could not remove the connection.' },
    ]);
  });

  it('does not bring back a connection the other Wobler ended meanwhile', async () => {
    const { store, fake } = setup({ connections: [connection(woblers.sofie)] });
    await store.getState().load();
    const answer = deferred<never>();
    fake.on('removeConnection', () => answer.promise);
    const removing = store.getState().removeConnection(woblers.sofie._id);
    store.getState().applyEvent({ type: 'connection.removed', userId: woblers.sofie._id });
    answer.reject(apiError(0));
    await removing;
    expect(store.getState().connections).toEqual([]);
  });

  it('tells nothing itself on a 401 (the session signs out and says why)', async () => {
    const { store, fake, toasts } = setup({ connections: [connection(woblers.sofie)] });
    await store.getState().load();
    fake.on('removeConnection', () => {
      throw apiError(401, 'Please log in again.');
    });
    await store.getState().removeConnection(woblers.sofie._id);
    expect(toasts).toEqual([]);
  });
});

describe('createNotificationsStore: realtime events', () => {
  it('prepends a new like once and raises the badge to the server’s count', async () => {
    const { store } = setup({ docs: notifications(2) });
    await store.getState().load();
    const fresh = notification({ _id: 'live-1', user: woblers.jonas });
    const event = { type: 'notification.created', notification: fresh, unseen: 3 };
    store.getState().applyEvent(event);
    store.getState().applyEvent(event);
    expect(store.getState().docs.map((doc) => doc._id)).toEqual(['live-1', 'n-1', 'n-2']);
    expect(store.getState().totalDocs).toBe(3);
    expect(store.getState().unseen).toBe(3);
  });

  it('raises only the badge before the list was loaded', () => {
    const { store } = setup();
    store.getState().applyEvent({
      type: 'notification.created',
      notification: notification(),
      unseen: 1,
    });
    expect(store.getState().unseen).toBe(1);
    expect(store.getState().docs).toEqual([]);
  });

  it('takes the count of notifications seen elsewhere, marking all at 0', async () => {
    const { store } = setup({ docs: notifications(3) });
    await store.getState().load();
    store.getState().applyEvent({ type: 'notifications.seen', unseen: 1 });
    expect(store.getState().unseen).toBe(1);
    expect(store.getState().docs.filter((doc) => !doc.seen)).toHaveLength(3);
    store.getState().applyEvent({ type: 'notifications.seen', unseen: 0 });
    expect(store.getState().unseen).toBe(0);
    expect(store.getState().docs.every((doc) => doc.seen)).toBe(true);
  });

  it('prepends a new connection once and drops an ended one', async () => {
    const { store } = setup({ connections: [connection(woblers.sofie)] });
    await store.getState().load();
    const fresh = { type: 'connection.created', connection: connection(woblers.jonas) };
    store.getState().applyEvent(fresh);
    store.getState().applyEvent(fresh);
    expect(store.getState().connections.map((known) => known.user._id)).toEqual([
      woblers.jonas._id,
      woblers.sofie._id,
    ]);
    store.getState().applyEvent({ type: 'connection.removed', userId: woblers.sofie._id });
    expect(store.getState().connections.map((known) => known.user._id)).toEqual([
      woblers.jonas._id,
    ]);
  });

  it('ignores events that are not the bell’s or do not match the contract', async () => {
    const { store } = setup({ docs: notifications(1) });
    await store.getState().load();
    const before = store.getState();
    store.getState().applyEvent({ type: 'membership.changed', bubbleId: 'b-1', status: 'active' });
    store.getState().applyEvent({ type: 'notification.created', notification: { _id: 'x' } });
    store.getState().applyEvent('hello');
    expect(store.getState()).toBe(before);
  });
});

describe('createNotificationsStore: resync and reset', () => {
  it('fetches the shown pages again after a lost connection, keeping the list on failure', async () => {
    const { store, server, fake } = setup({
      docs: notifications(40),
      connections: [connection(woblers.sofie)],
    });
    await store.getState().load();
    await store.getState().loadMore();
    // Missed while offline: a like, and a new connection.
    server.add(notification({ _id: 'missed-1' }));
    server.handlers.removeConnection?.({ _id: woblers.sofie._id }, {});
    await store.getState().resync();
    expect(fake.inputsOf('getNotifications').at(-1)).toEqual({ page: 1, limit: 60 });
    expect(store.getState().docs[0]?._id).toBe('missed-1');
    expect(store.getState().docs).toHaveLength(41);
    expect(store.getState().unseen).toBe(41);
    expect(store.getState().connections).toEqual([]);

    fake.on('getNotifications', () => {
      throw apiError(0);
    });
    await store.getState().resync();
    expect(store.getState().status).toBe('ready');
    expect(store.getState().docs).toHaveLength(41);
  });

  it('loads from scratch on resync when nothing was loaded', async () => {
    const { store } = setup({ docs: notifications(1) });
    await store.getState().resync();
    expect(store.getState().status).toBe('ready');
    expect(store.getState().docs).toHaveLength(1);
  });

  it('forgets everything on reset and drops answers that come after it', async () => {
    const { store, fake, server } = setup({
      docs: notifications(2),
      connections: [connection(woblers.sofie)],
    });
    await store.getState().load();
    const answer = deferred<void>();
    const original = server.handlers.getNotifications;
    fake.on('getNotifications', async (input, options) => {
      await answer.promise;
      return original ? original(input, options) : {};
    });
    const late = store.getState().resync();
    store.getState().reset();
    answer.resolve();
    await late;
    const state = store.getState();
    expect(state.status).toBe('idle');
    expect(state.docs).toEqual([]);
    expect(state.connections).toEqual([]);
    expect(state.unseen).toBe(0);
  });
});
