import {
  NotificationCreatedEventSchema,
  NotificationEventSchema,
  NotificationsSchema,
} from '@wob/api';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { blocks } from '../../db/schema';
import { type RealtimeEvent, topics } from '../../platform/realtime/hub';
import { ownTopicEvents, recordEvents } from '../../test/bubbles';
import { server, type SignedUp, signUp, useTestServer } from '../../test/harness';
import { bell, like, markDeleted, markSeen, react, setUser } from '../relations/test-support';

useTestServer();

const MINUTE_MS = 60_000;
const AVATAR = /^\/media\/avatars\//;
const PICTURE = /^\/media\/[0-9a-f]+\?exp=\d+&sig=/;

async function named(name: string, overrides: Record<string, unknown> = {}): Promise<SignedUp> {
  return signUp(server, { name, ...overrides });
}

/** The notification events `who` receives while `run` runs, checked against the contract. */
// The person's topic also carries the chat's events (a block is told as `chat.block`).
const notChat = (event: RealtimeEvent) => !event.type.startsWith('chat.');
const eventsOf = (who: SignedUp, run: () => Promise<unknown>) =>
  ownTopicEvents(server, who, run, NotificationEventSchema, notChat);

describe('GET /api/notifications/likes/get', () => {
  it('lists the newest first with paging, the unseen count and the connections', async () => {
    const me = await named('Me');
    const likers = [await named('Anna'), await named('Bent'), await named('Carl')];
    for (const liker of likers) {
      await like(server, liker, me);
      server.clock.advance(MINUTE_MS);
    }
    // Bent becomes a connection.
    await like(server, me, likers[1] as SignedUp);

    const first = await bell(server, me, { limit: '2' });
    expect(first.status).toBe(200);
    expect(v.is(NotificationsSchema, first.data)).toBe(true);
    expect(first.data).toMatchObject({
      totalDocs: 4,
      page: 1,
      limit: 2,
      totalPages: 2,
      hasNextPage: true,
      unseen: 4,
    });
    expect(first.data.docs.map((doc) => [doc.kind, doc.user.name])).toEqual([
      ['connection', 'Bent'],
      ['like', 'Carl'],
    ]);
    const second = await bell(server, me, { limit: '2', page: '2' });
    expect(second.data.docs.map((doc) => [doc.kind, doc.user.name])).toEqual([
      ['like', 'Bent'],
      ['like', 'Anna'],
    ]);
    expect(second.data.hasNextPage).toBe(false);
    expect(second.data.docs.every((doc) => doc.seen === false)).toBe(true);
    expect(Date.parse(second.data.docs[1]?.dated ?? '')).toBeLessThan(
      Date.parse(second.data.docs[0]?.dated ?? ''),
    );
    expect(first.data.LikedByEachOther.map((entry) => entry.user.name)).toEqual(['Bent']);
  });

  it('lists connections newest first', async () => {
    const me = await named('Hub');
    const friends = [await named('Old friend'), await named('New friend')];
    for (const friend of friends) {
      await like(server, friend, me);
      await like(server, me, friend);
      server.clock.advance(MINUTE_MS);
    }
    const answer = await bell(server, me);
    expect(answer.data.LikedByEachOther.map((entry) => entry.user.name)).toEqual([
      'New friend',
      'Old friend',
    ]);
    expect(answer.data.LikedByEachOther[0]?.user._id).toBe(friends[1]?.id);
  });

  it('shows the picture only when its owner shows images to all, or to a connection', async () => {
    const me = await named('Viewer');
    const open = await named('Open');
    const shy = await named('Shy');
    const shyFriend = await named('Shy friend');
    for (const who of [shy, shyFriend]) await setUser(server, who, { showImagesToAll: false });
    for (const who of [open, shy, shyFriend]) await like(server, who, me);
    await like(server, me, shyFriend);

    const { data } = await bell(server, me);
    const imageOf = (name: string) =>
      data.docs.find((doc) => doc.user.name === name && doc.kind === 'like')?.user.image;
    expect(imageOf('Open')).toMatch(PICTURE);
    expect(imageOf('Shy')).toMatch(AVATAR);
    expect(imageOf('Shy friend')).toMatch(PICTURE);
    expect(data.LikedByEachOther[0]?.user.image).toMatch(PICTURE);
  });

  it('never lists anyone deleted or blocked either way, nor counts them unseen', async () => {
    const me = await named('Careful');
    const gone = await named('Gone');
    const blockedByMe = await named('Blocked by me');
    const blocksMe = await named('Blocks me');
    const friend = await named('Friend');
    for (const who of [gone, blockedByMe, blocksMe, friend]) await like(server, who, me);
    for (const who of [gone, blocksMe]) await like(server, me, who);
    expect((await bell(server, me)).data.unseen).toBe(6);

    await markDeleted(server, gone);
    // Rows written directly: the list must hide them even if a block left anything behind.
    await server.app.wob.db.insert(blocks).values([
      { blockerId: me.id, blockedId: blockedByMe.id, createdAt: server.clock.now() },
      { blockerId: blocksMe.id, blockedId: me.id, createdAt: server.clock.now() },
    ]);
    const { data } = await bell(server, me);
    expect(data.docs.map((doc) => doc.user.name)).toEqual(['Friend']);
    expect(data.totalDocs).toBe(1);
    expect(data.unseen).toBe(1);
    expect(data.LikedByEachOther).toEqual([]);
  });

  it('says nothing about others: a new Wobler has an empty bell', async () => {
    const me = await named('Newcomer');
    const { data } = await bell(server, me);
    expect(data).toEqual({
      docs: [],
      totalDocs: 0,
      page: 1,
      limit: 30,
      totalPages: 0,
      hasNextPage: false,
      unseen: 0,
      LikedByEachOther: [],
    });
  });

  it('answers 422 for bad paging', async () => {
    const me = await named('Pager');
    const queries: Record<string, string>[] = [
      { page: '0' },
      { limit: '101' },
      { limit: 'x' },
      { page: '-1' },
    ];
    for (const query of queries) {
      const answer = await bell(server, me, query);
      expect(answer.status, JSON.stringify(query)).toBe(422);
    }
  });
});

describe('POST /api/notifications/likes/set-seen-status', () => {
  it('marks only the caller’s own notifications seen and answers the unseen count', async () => {
    const me = await named('Reader');
    const other = await named('Other');
    const [anna, bent] = [await named('Anna'), await named('Bent')];
    await like(server, anna, me);
    await like(server, bent, me);
    await like(server, anna, other);
    const mine = (await bell(server, me)).data.docs;
    const theirs = (await bell(server, other)).data.docs;

    // Someone else's ids change nothing.
    const foreign = await markSeen(
      server,
      me,
      theirs.map((doc) => doc._id),
    );
    expect(foreign.status).toBe(200);
    expect(foreign.data).toEqual({ unseen: 2 });
    expect((await bell(server, other)).data.unseen).toBe(1);

    const one = await markSeen(server, me, [mine[0]?._id, 'no-such-id']);
    expect(one.data).toEqual({ unseen: 1 });
    const listed = (await bell(server, me)).data.docs;
    expect(listed.map((doc) => doc.seen)).toEqual([true, false]);
    // Seen twice is seen.
    expect((await markSeen(server, me, [mine[0]?._id])).data).toEqual({ unseen: 1 });
  });

  it('answers 422 for bad ids', async () => {
    const me = await named('Bad ids');
    for (const ids of [[], 'abc', [42], Array(101).fill('x'), [''], null]) {
      const answer = await markSeen(server, me, ids);
      expect(answer.status, JSON.stringify(ids).slice(0, 40)).toBe(422);
    }
  });
});

describe('live events', () => {
  it('tells the target of a like at once, with the badge count', async () => {
    const me = await named('Listener');
    const fan = await named('Fan');
    const heard = await eventsOf(me, () => like(server, fan, me));
    expect(heard).toEqual([
      {
        type: 'notification.created',
        notification: {
          _id: expect.any(String),
          kind: 'like',
          user: { _id: fan.id, name: 'Fan', image: expect.stringMatching(PICTURE) },
          seen: false,
          dated: server.clock.now().toISOString(),
        },
        unseen: 1,
      },
    ]);
    // A second like is no news.
    expect(await eventsOf(me, () => like(server, fan, me))).toEqual([]);
  });

  it('tells both of a new connection', async () => {
    const [one, other] = [await named('One'), await named('Other one')];
    await like(server, one, other);
    const recordingOne = recordEvents(server, topics.user(one.id));
    const heardByOther = await eventsOf(other, () => like(server, other, one));
    recordingOne.stop();
    const heardByOne = recordingOne.events.map((event) => v.parse(NotificationEventSchema, event));
    expect(heardByOther.map((event) => event.type).sort()).toEqual([
      'connection.created',
      'notification.created',
    ]);
    expect(heardByOne.map((event) => event.type).sort()).toEqual([
      'connection.created',
      'notification.created',
      'notification.created',
    ]);
    const created = heardByOther.find((event) => event.type === 'connection.created');
    expect(created).toMatchObject({ connection: { user: { _id: one.id, name: 'One' } } });
    const news = heardByOne.filter((event) => event.type === 'notification.created');
    expect(
      news.map((event) => v.parse(NotificationCreatedEventSchema, event).notification.kind).sort(),
    ).toEqual(['connection', 'like']);
    expect(news.every((event) => 'unseen' in event && event.unseen === 2)).toBe(true);
  });

  it('tells both when a connection ends, by removal or by a block', async () => {
    for (const path of ['removeConnection', 'block'] as const) {
      const [one, other] = [await named('Ending'), await named('Ended')];
      await like(server, one, other);
      await like(server, other, one);
      const recordingOther = recordEvents(server, topics.user(other.id));
      const heardByOne = await eventsOf(one, () => react(server, path, one, other.id));
      recordingOther.stop();
      expect(heardByOne).toContainEqual({ type: 'connection.removed', userId: other.id });
      expect(recordingOther.events).toContainEqual({ type: 'connection.removed', userId: one.id });
    }
  });

  it('lowers the badge of the target when a like is taken back', async () => {
    const [me, fickle, steady] = [
      await named('Badge'),
      await named('Fickle'),
      await named('Steady'),
    ];
    await like(server, steady, me);
    await like(server, fickle, me);
    const heard = await eventsOf(me, () => react(server, 'dislike', fickle, me.id));
    expect(heard).toEqual([{ type: 'notifications.seen', unseen: 1 }]);
  });
});
