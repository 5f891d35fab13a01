import type {
  ChatEvent,
  ChatMessage,
  ChatUser,
  Conversation,
  Notifications,
  PublicProfile,
  WoblerCard,
} from '@wob/api';
import { ageOn } from '@wob/validation';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, connections, notifications, savedWoblers, users } from '../../db/schema';
import {
  connectAs,
  type RealtimeTestServer,
  startRealtimeServer,
} from '../../platform/realtime/test-support';
import { avatarUrl } from '../../platform/storage/avatar';
import { getAs, postAs } from '../../test/bubbles';
import { birthDateForAge, type SignedUp, signUp } from '../../test/harness';
import { CHAT, EventLog, sendText } from '../chat/chat-test-support';
import { connectionKey } from '../deck/relation-store';
import { type Person, type Ties, type Visibility, visibilityOf } from './visibility';
import { cardVisible, profileVisible } from './visibility-sql';

// Property: for random pairs — a viewer V and a person P with random ages, P's age range
// (on or off, random bounds), 'show my images to all', blocks either way, a connection, a
// deletion — every answer and live event that shows P to V says exactly what visibilityOf
// allows: whether P is there at all (profile, card, deck, search, saved), the real picture or
// the generated avatar, online status and last activity, typing. And the SQL fragments that
// leave people out of lists agree with the function.

let server: RealtimeTestServer;

beforeAll(async () => {
  server = await startRealtimeServer();
});

afterAll(async () => {
  await server?.close();
});

const pairArb = fc.record({
  viewerAge: fc.integer({ min: 18, max: 70 }),
  personAge: fc.integer({ min: 18, max: 70 }),
  ageRange: fc.option(
    fc
      .tuple(fc.integer({ min: 18, max: 70 }), fc.integer({ min: 0, max: 25 }))
      .map(([from, span]) => [from, Math.min(99, from + span)] as const),
    { freq: 2 },
  ),
  showImagesToAll: fc.boolean(),
  connected: fc.boolean(),
  blockedByViewer: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
  blockedViewer: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
  deleted: fc.integer({ min: 0, max: 7 }).map((n) => n === 0),
  saved: fc.boolean(),
});

type Pair = typeof pairArb extends fc.Arbitrary<infer T> ? T : never;

let names = 0;
/** A name only this run's person has (letters only, so the search finds exactly them). */
function uniqueName(): string {
  names += 1;
  const letters = [...`${Date.now().toString(36)}${names.toString(36)}`]
    .map((c) => String.fromCharCode(97 + (parseInt(c, 36) % 26)))
    .join('');
  return `Vis ${letters}`;
}

/** 'picture' for a signed upload, 'avatar' for P's generated avatar; anything else fails. */
function imageKind(url: string, person: { id: string; name: string }): 'picture' | 'avatar' {
  if (url === avatarUrl(person.id, person.name)) return 'avatar';
  expect(url).toMatch(/^\/media\/(?!avatars\/)[^?]+\?exp=\d+&sig=/);
  return 'picture';
}

const expectedImage = (visibility: Visibility) => (visibility.picture ? 'picture' : 'avatar');

function checkChatUser(
  user: ChatUser,
  visibility: Visibility,
  person: { id: string; name: string },
  online: boolean,
): void {
  expect(user.uid).toBe(person.id);
  expect(imageKind(user.avatar, person)).toBe(expectedImage(visibility));
  if (!visibility.presence) {
    expect({ status: user.status, lastActiveAt: user.lastActiveAt }).toEqual({
      status: 'offline',
      lastActiveAt: null,
    });
  } else if (online) {
    expect({ status: user.status, lastActiveAt: user.lastActiveAt }).toEqual({
      status: 'online',
      lastActiveAt: null,
    });
  } else {
    expect(user.status).toBe('offline');
    expect(user.lastActiveAt).toEqual(expect.any(Number));
  }
}

/** The chat's answers about P (user, conversation, the entry of conversations). */
async function checkChat(
  viewer: SignedUp,
  person: { id: string; name: string },
  visibility: Visibility,
  live: boolean,
  online: boolean,
): Promise<void> {
  const user = await getAs<ChatUser>(server, CHAT.user, viewer, { uid: person.id });
  const conversation = await getAs<Conversation>(server, CHAT.conversation, viewer, {
    conversationWith: person.id,
  });
  if (!live) {
    expect(user.status).toBe(404);
    expect(conversation.status).toBe(404);
  } else {
    expect(user.status).toBe(200);
    checkChatUser(user.data, visibility, person, online);
    expect(conversation.status).toBe(200);
    checkChatUser(conversation.data.conversationWith, visibility, person, online);
  }
  const list = await getAs<{ conversations: Conversation[] }>(server, CHAT.conversations, viewer);
  expect(list.status).toBe(200);
  for (const entry of list.data.conversations) {
    expect(entry.conversationWith.uid).toBe(person.id);
    checkChatUser(entry.conversationWith, visibility, person, online);
    const sender = entry.lastMessage?.sender;
    if (sender?.uid === person.id) {
      expect(imageKind(sender.avatar, person)).toBe(expectedImage(visibility));
    }
  }
}

async function arrange(pair: Pair) {
  const today = server.clock.now();
  const viewer = await signUp(server, {
    name: 'Viewer',
    birthDate: birthDateForAge(pair.viewerAge, today),
  });
  const name = uniqueName();
  const person = await signUp(server, { name, birthDate: birthDateForAge(pair.personAge, today) });
  // A conversation both ways, while nothing stands between them.
  expect((await sendText(server, viewer, person, 'Hej')).status).toBeLessThan(300);
  expect((await sendText(server, person, viewer, 'Hej selv')).status).toBeLessThan(300);
  const db = server.app.wob.db;
  await db
    .update(users)
    .set({
      showImagesToAll: pair.showImagesToAll,
      ageRangeEnabled: pair.ageRange !== null,
      ageRangeFrom: pair.ageRange?.[0] ?? 18,
      ageRangeTo: pair.ageRange?.[1] ?? 99,
      deletedAt: pair.deleted ? today : null,
    })
    .where(eq(users.id, person.id));
  if (pair.connected) {
    await db
      .insert(connections)
      .values({ ...connectionKey(viewer.id, person.id), createdAt: today });
  }
  if (pair.blockedByViewer) {
    await db
      .insert(blocks)
      .values({ blockerId: viewer.id, blockedId: person.id, createdAt: today });
  }
  if (pair.blockedViewer) {
    await db
      .insert(blocks)
      .values({ blockerId: person.id, blockedId: viewer.id, createdAt: today });
  }
  if (pair.saved) {
    await db
      .insert(savedWoblers)
      .values({ userId: viewer.id, targetId: person.id, createdAt: today });
  }
  // P liked V: the bell shows P.
  await db.insert(notifications).values({
    id: `n${viewer.id.slice(0, 23)}`,
    userId: viewer.id,
    actorId: person.id,
    kind: 'like',
    createdAt: today,
  });
  const facts: Person = {
    id: person.id,
    live: !pair.deleted,
    pictureId: 'any',
    showImagesToAll: pair.showImagesToAll,
    ageRangeEnabled: pair.ageRange !== null,
    ageRangeFrom: pair.ageRange?.[0] ?? 18,
    ageRangeTo: pair.ageRange?.[1] ?? 99,
  };
  const ties: Ties = {
    connected: pair.connected,
    blockedByViewer: pair.blockedByViewer,
    blockedViewer: pair.blockedViewer,
  };
  const viewerAge = ageOn(birthDateForAge(pair.viewerAge, today), today);
  const visibility = visibilityOf({ id: viewer.id, age: viewerAge }, facts, ties);
  return { viewer, person: { ...person, name }, visibility, viewerAge };
}

describe('what a viewer sees of a person', () => {
  it('every answer and live event that shows a person follows visibilityOf', async () => {
    await fc.assert(
      fc.asyncProperty(pairArb, async (pair) => {
        const { viewer, person, visibility, viewerAge } = await arrange(pair);
        const live = !pair.deleted;
        const log = new EventLog(server, [viewer]);
        try {
          // P comes online: V hears it only when allowed, and the chat says so. (A deleted
          // account has no session to connect with.)
          const presence = (events: ChatEvent[]) =>
            events.filter(
              (event) => event.type === 'chat.presence' && event.user.uid === person.id,
            );
          const socket = live ? await connectAs(server.url, person.token) : null;
          await log.settle();
          expect(presence(log.of(viewer))).toHaveLength(socket && visibility.presence ? 1 : 0);
          await checkChat(viewer, person, visibility, live, socket !== null);

          // P types: only a viewer who may see their presence hears it.
          if (live) {
            await postAs(server, CHAT.typing, person, { receiverId: viewer.id, typing: true });
            await log.settle();
            const typing = log.ofType(viewer, 'chat.typing');
            expect(typing).toHaveLength(visibility.presence ? 1 : 0);
            for (const event of typing) {
              expect(imageKind(event.indicator.sender.avatar, person)).toBe(
                expectedImage(visibility),
              );
            }
          }

          // P goes offline: the time of it only when allowed.
          log.clear();
          if (socket) {
            socket.close();
            await socket.closed;
          }
          await log.settle();
          expect(presence(log.of(viewer))).toHaveLength(socket && visibility.presence ? 1 : 0);
          await checkChat(viewer, person, visibility, live, false);

          // The messages of their conversation: P as sender.
          const messages = await getAs<{ messages: ChatMessage[] }>(server, CHAT.messages, viewer, {
            conversationWith: person.id,
          });
          if (messages.status === 200) {
            for (const message of messages.data.messages) {
              if (message.sender.uid !== person.id) continue;
              expect(imageKind(message.sender.avatar, person)).toBe(expectedImage(visibility));
            }
          }

          // The profile: there exactly when allowed, with the image allowed.
          const profile = await getAs<{ user: PublicProfile }>(server, '/api/get-user-profile', viewer, {
            id: person.id,
          });
          expect(profile.status).toBe(visibility.profile ? 200 : 404);
          if (profile.status === 200) {
            expect(imageKind(profile.data.user.avatar, person)).toBe(expectedImage(visibility));
          }

          // /view-wobler's card.
          const card = await getAs<{ wobler: WoblerCard }>(server, '/api/user/wobler', viewer, {
            id: person.id,
          });
          expect(card.status).toBe(visibility.card ? 200 : 404);
          if (card.status === 200) {
            expect(imageKind(card.data.wobler.image, person)).toBe(expectedImage(visibility));
          }

          // The menu search and the saved list, or the deck (a saved person left the deck).
          const search = await postAs<{ woblers: { docs: WoblerCard[] } }>(
            server,
            '/api/search/menu-search',
            viewer,
            { search: person.name },
          );
          const found = search.data.woblers.docs.filter((doc) => doc._id === person.id);
          expect(found).toHaveLength(visibility.profile ? 1 : 0);
          for (const doc of found)
            expect(imageKind(doc.image, person)).toBe(expectedImage(visibility));
          const list = pair.saved
            ? (await getAs<{ data: WoblerCard[] }>(server, '/api/user/saved-users', viewer)).data
                .data
            : (
                await postAs<{ docs: WoblerCard[] }>(server, '/api/users/get-all', viewer, {
                  search: person.name,
                  limit: 20,
                })
              ).data.docs;
          const listed = list.filter((doc) => doc._id === person.id);
          expect(listed).toHaveLength(visibility.profile ? 1 : 0);
          for (const doc of listed)
            expect(imageKind(doc.image, person)).toBe(expectedImage(visibility));

          // The bell: P's like, unless a block or a deletion took it; the image allowed.
          const bell = await getAs<Notifications>(server, '/api/notifications/likes/get', viewer);
          const rows = bell.data.docs.filter((doc) => doc.user._id === person.id);
          const kept = live && !pair.blockedByViewer && !pair.blockedViewer;
          expect(rows).toHaveLength(kept ? 1 : 0);
          for (const row of rows)
            expect(imageKind(row.user.image, person)).toBe(expectedImage(visibility));
          const connected = bell.data.LikedByEachOther.filter((doc) => doc.user._id === person.id);
          expect(connected).toHaveLength(kept && pair.connected ? 1 : 0);
          for (const row of connected) {
            expect(imageKind(row.user.image, person)).toBe(expectedImage(visibility));
          }

          // The SQL fragments of the lists say what the function says.
          const [row] = (
            (await server.app.wob.db.execute(sql`select
              ${profileVisible({ id: viewer.id, age: viewerAge })} as profile,
              ${cardVisible({ id: viewer.id, age: viewerAge })} as card
              from users u where u.id = ${person.id}`)) as unknown as {
              rows: { profile: boolean; card: boolean }[];
            }
          ).rows;
          expect(row).toEqual({ profile: visibility.profile, card: visibility.card });
        } finally {
          log.stop();
        }
      }),
      { numRuns: 24 },
    );
  }, 300_000);
});
