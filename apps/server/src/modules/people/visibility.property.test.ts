import type {
  BoardEvent,
  BoardPage,
  Comment as BoardComment,
  ChatEvent,
  ChatMessage,
  ChatUser,
  UserConversation,
  Notifications,
  Poll,
  PollEvent,
  PublicProfile,
  WoblerCard,
} from '@wob/api';
import { ageOn } from '@wob/validation';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blocks, connections, notifications, savedWoblers, users } from '../../db/schema';
import { connectAs, server, useRealtimeServer } from '../../platform/realtime/test-support';
import { topics } from '../../platform/realtime/hub';
import { avatarUrl } from '../../platform/storage/avatar';
import { createPoll, insertBubble, makePremium, membersOf, recordEvents } from '../../test/bubbles';
import { getAs, postAs } from '../../test/http';
import { birthDateForAge, type SignedUp, signUp } from '../../test/harness';
import { CHAT, EventLog, sendText } from '../chat/chat-test-support';
import { connectionKey } from '../relations/store';
import {
  broadcastVisibility,
  type Person,
  type Ties,
  type Visibility,
  visibilityOf,
} from './visibility';
import { cardVisible, profileVisible } from './visibility-sql';

// Property: for random pairs — a viewer V and a person P with random ages, P's age range
// (on or off, random bounds), 'show my images to all', blocks either way, a connection, a
// deletion — every answer and live event that shows P to V says exactly what visibilityOf
// allows: whether P is there at all (profile, card, deck, search, saved), the real picture or
// the generated avatar, online status and last activity, typing. And the SQL fragments that
// leave people out of lists agree with the function.

// Every run posts on a board from the one test address.
useRealtimeServer({ env: { RATE_LIMIT_POSTS_MAX: '100000' } });

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
  const conversation = await getAs<UserConversation>(server, CHAT.conversation, viewer, {
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
  const list = await getAs<{ conversations: UserConversation[] }>(
    server,
    CHAT.conversations,
    viewer,
  );
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
  return { viewer, person: { ...person, name }, visibility, viewerAge, facts };
}

/**
 * P writes on the board of V's Bubble (a comment, a reply, a poll): V's answers show P as
 * visibilityOf allows; the live events, which everyone on the Bubble gets, as
 * broadcastVisibility allows — never more than this viewer may see.
 */
async function checkBoard(
  viewer: SignedUp,
  person: SignedUp & { name: string },
  facts: Person,
  visibility: Visibility,
  anyBlock: boolean,
): Promise<void> {
  const bubble = await insertBubble(server, viewer, { members: [{ userId: person.id }] });
  await makePremium(server, viewer);
  await makePremium(server, person);
  const recording = recordEvents(server, topics.bubble(bubble.id));
  try {
    const comment = await postAs<{ comment: BoardComment }>(
      server,
      '/api/bubble/add-comment',
      person,
      { bubble: bubble.id, comment: 'Hej alle' },
    );
    expect(comment.status).toBe(201);
    const reply = await postAs(server, '/api/bubble/add-reply', person, {
      commentID: comment.data.comment._id,
      comment: 'Og mig igen',
    });
    expect(reply.status).toBe(201);
    await createPoll(server, person, bubble);
    await server.app.wob.tasks.idle();
  } finally {
    recording.stop();
  }
  const events = recording.events as (BoardEvent | PollEvent)[];
  const everyone = broadcastVisibility(facts, anyBlock);
  const shownToEveryone = everyone.picture ? 'picture' : 'avatar';
  // What goes to everyone never shows more than this viewer may see.
  if (everyone.picture) expect(visibility.picture).toBe(true);
  const authors = events.flatMap((event) => {
    if (event.type === 'comment.added') {
      return [event.comment.commentBy.user, ...event.comment.replies.map((r) => r.commentBy.user)];
    }
    if (event.type === 'reply.added') return [event.reply.commentBy.user];
    if (event.type === 'poll.created') return [event.poll.author];
    return [];
  });
  expect(authors.length).toBeGreaterThanOrEqual(4);
  for (const author of authors) expect(imageKind(author.avatar, person)).toBe(shownToEveryone);

  const board = await getAs<BoardPage>(server, '/api/bubble/get-board', viewer, {
    bubble: bubble.id,
  });
  expect(board.status).toBe(200);
  const shown = board.data.docs.flatMap((doc) => [
    doc.commentBy.user,
    ...doc.replies.map((reply) => reply.commentBy.user),
  ]);
  expect(shown).toHaveLength(3);
  for (const author of shown) {
    expect(imageKind(author.avatar, person)).toBe(expectedImage(visibility));
  }
  const polls = await getAs<{ docs: Poll[] }>(server, '/api/polls/get', viewer, {
    bubble: bubble.id,
  });
  expect(polls.data.docs).toHaveLength(1);
  for (const poll of polls.data.docs) {
    expect(imageKind(poll.author.avatar, person)).toBe(expectedImage(visibility));
  }
  const members = await membersOf(server, viewer, bubble.id, 'active');
  const listed = members.data.docs.filter((member) => member._id === person.id);
  expect(listed).toHaveLength(1);
  for (const member of listed) {
    expect(imageKind(member.avatar, person)).toBe(expectedImage(visibility));
  }
}

describe('what a viewer sees of a person', () => {
  it('every answer and live event that shows a person follows visibilityOf', async () => {
    await fc.assert(
      fc.asyncProperty(pairArb, async (pair) => {
        const { viewer, person, visibility, viewerAge, facts } = await arrange(pair);
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
          const profile = await getAs<{ user: PublicProfile }>(
            server,
            '/api/get-user-profile',
            viewer,
            {
              id: person.id,
            },
          );
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

          // The board, the polls and the member list of a Bubble they share.
          if (live) {
            await checkBoard(
              viewer,
              person,
              facts,
              visibility,
              pair.blockedByViewer || pair.blockedViewer,
            );
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
      { numRuns: 20 },
    );
  }, 300_000);
});
