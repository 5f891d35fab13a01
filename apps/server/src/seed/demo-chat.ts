import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import {
  blocks,
  chatConversations,
  chatMembers,
  chatMessages,
  chatRequests,
  connections,
  users,
} from '../db/schema';
import { DAY_MS, MINUTE_MS } from '../platform/clock';
import { conversationIdOf, pairOf } from '../modules/chat/ids';
import { demoWoblerId } from './demo-woblers';
import type { SeedStep } from './index';

// Chats for demo1@woble.local, so a first start shows a conversation list with unread badges,
// a conversation over three days (a date, 'Yesterday' and 'Today' between its messages) with an
// edited and a deleted message, and the request banner. Written as rows in the shape the chat
// service (modules/chat) leaves them: one conversation per pair, a member row per person with
// the last message, the receipts (last read / delivered id) and the unread count counted from
// the messages, deleted messages kept with their times but without text, waiting messages
// `requested` with a 'waiting' chat_requests row counting them. Server-made, so no muid.

/** When something happened, before the seed's clock: days and minutes back. */
interface Ago {
  days?: number;
  minutes: number;
}

interface DemoMessage {
  /** Demo Wobler number of the sender; the other one of the pair receives. */
  from: number;
  text: string;
  sent: Ago;
  /** Read (and delivered) this many minutes after sending; absent: not read. */
  readAfter?: number;
  /** Delivered but not read, this many minutes after sending. */
  deliveredAfter?: number;
  /** The text as first sent, and minutes after sending the edit came. */
  edited?: { from: string; after: number };
  /** Deleted by the sender this many minutes after sending (the text goes). */
  deletedAfter?: number;
}

interface DemoChat {
  /** The two demo Woblers; `requested` chats wait in a request from the first to the second. */
  pair: [number, number];
  requested?: boolean;
  messages: readonly DemoMessage[];
}

const DEMO1 = 1;
const WILLIAM = 7;
const FREJA = 8;
/** Magnus Holm: in demo1's Bubble 'Løb om Søerne', neither connected with nor liked by demo1. */
const MAGNUS = 18;

// Every message lies within an hour and a half before the seed's time of day (two days back,
// one day back or today), so the conversation with demo7 spans three different days wherever
// the reader lives, unless the seed ran in the first hour and a half after their midnight.
// The request is the newest conversation: the chat opens the first one on its first load and
// marks it read, so the banner shows at once and the badges of demo7 (1) and demo8 (2) stay.
export const DEMO_CHATS: readonly DemoChat[] = [
  {
    // Connected two days ago (demo-likes: demo1 liked William back 50 hours ago).
    pair: [WILLIAM, DEMO1],
    messages: [
      {
        from: WILLIAM,
        sent: { days: 2, minutes: 80 },
        readAfter: 3,
        text: 'Hej Mette! Tak fordi du likede tilbage 😊 Jeg kan se, at du løber om søerne. Hvor langt bliver det til om morgenen?',
      },
      {
        from: DEMO1,
        sent: { days: 2, minutes: 74 },
        readAfter: 2,
        text: 'Hej William! Som regel en tur rundt om alle tre søer, lidt over 6 km. Og så en kop kaffe bagefter, selvfølgelig ☕',
      },
      {
        from: WILLIAM,
        sent: { days: 2, minutes: 69 },
        readAfter: 1,
        text: 'Det lyder som en god start på dagen. Jeg kommer hjem fra platformen på fredag og har to uger fri.',
      },
      {
        from: DEMO1,
        sent: { days: 2, minutes: 66 },
        readAfter: 4,
        deletedAfter: 1,
        text: 'Ups, det var ikke meningen at sende den her endnu 🙈',
      },
      {
        from: DEMO1,
        sent: { days: 2, minutes: 64 },
        readAfter: 2,
        text: 'Hvor er du ude henne? Nordsøen?',
      },
      {
        from: WILLIAM,
        sent: { days: 2, minutes: 58 },
        readAfter: 5,
        text: 'Ja, ude ved Tyra-feltet vest for Esbjerg. Tolv timers vagter, men udsigten er ikke til at klage over 🌊',
      },
      {
        from: DEMO1,
        sent: { days: 1, minutes: 75 },
        readAfter: 6,
        text: 'Hej igen! Løb lige over Dronning Louises Bro og kom til at tænke på, om du også kan løbe derude?',
      },
      {
        from: WILLIAM,
        sent: { days: 1, minutes: 66 },
        readAfter: 1,
        text: 'Haha, på et løbebånd med udsigt til bølgerne. Ikke helt det samme som søerne.',
      },
      {
        from: WILLIAM,
        sent: { days: 1, minutes: 65 },
        readAfter: 2,
        text: 'Men jeg er i København i weekenden. Skal vi tage den kop kaffe?',
      },
      {
        from: DEMO1,
        sent: { days: 1, minutes: 61 },
        readAfter: 3,
        edited: {
          from: 'Meget gerne! Kender du Kaffebaren på Nørrebrogade? Lørdag kl. 11?',
          after: 1,
        },
        text: 'Meget gerne! Kender du Kaffebaren på Nørrebrogade? Lørdag kl. 10?',
      },
      {
        from: WILLIAM,
        sent: { days: 1, minutes: 55 },
        readAfter: 10,
        text: 'Lørdag kl. 10 passer perfekt 👍',
      },
      {
        from: DEMO1,
        sent: { minutes: 45 },
        readAfter: 20,
        text: 'Jeg har reserveret et bord ved vinduet. Glæder mig!',
      },
      {
        from: WILLIAM,
        sent: { minutes: 12 },
        text: 'Det gør jeg også! Jeg tager en pose røget fisk med fra Esbjerg, så har du noget til frokost 😄',
      },
    ],
  },
  {
    // Connected 20 hours ago (demo-likes: Freja liked demo1 back).
    pair: [DEMO1, FREJA],
    messages: [
      {
        from: DEMO1,
        sent: { minutes: 50 },
        readAfter: 15,
        text: 'Hej Freja! Hvor sjovt at vi matchede 😄 Er du stadig ved at planlægge turen hele Danmarks kyst rundt på cykel?',
      },
      {
        from: FREJA,
        sent: { minutes: 33 },
        deliveredAfter: 1,
        text: 'Hej Mette! Ja, jeg starter i Vejle i maj og kører med uret rundt 🚲',
      },
      {
        from: FREJA,
        sent: { minutes: 32 },
        deliveredAfter: 1,
        text: 'Har du lyst til at cykle med på etapen fra Helsingør til København?',
      },
    ],
  },
  {
    // A message request: Magnus found demo1 through her Bubble; nothing is accepted yet.
    pair: [MAGNUS, DEMO1],
    requested: true,
    messages: [
      {
        from: MAGNUS,
        sent: { minutes: 7 },
        text: 'Hej Mette! Jeg er med i Løb om Søerne og tog billeder ved søndagsløbet 📷',
      },
      {
        from: MAGNUS,
        sent: { minutes: 5 },
        text: 'Er det i orden, at jeg deler dem i gruppen? Du er med på et par af dem.',
      },
    ],
  },
];

/** Whether the pair can get its demo chat: no conversation, request or block between them yet. */
async function pairIsFree(tx: Queryable, one: string, other: string): Promise<boolean> {
  const [conversation] = await tx
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(eq(chatConversations.id, conversationIdOf(one, other)));
  if (conversation) return false;
  const [request] = await tx
    .select({ senderId: chatRequests.senderId })
    .from(chatRequests)
    .where(
      or(
        and(eq(chatRequests.senderId, one), eq(chatRequests.receiverId, other)),
        and(eq(chatRequests.senderId, other), eq(chatRequests.receiverId, one)),
      ),
    );
  if (request) return false;
  const [block] = await tx
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, one), eq(blocks.blockedId, other)),
        and(eq(blocks.blockerId, other), eq(blocks.blockedId, one)),
      ),
    );
  return !block;
}

async function areConnected(tx: Queryable, one: string, other: string): Promise<boolean> {
  const { userA, userB } = pairOf(one, other);
  const [row] = await tx
    .select({ userA: connections.userA })
    .from(connections)
    .where(and(eq(connections.userA, userA), eq(connections.userB, userB)));
  return row !== undefined;
}

interface Planned {
  chat: DemoChat;
  message: DemoMessage;
  conversationId: string;
  senderId: string;
  receiverId: string;
  sentAt: Date;
  id?: number;
}

export const demoChat: SeedStep = {
  name: 'demo-chat',
  async run(tx, { now }) {
    const at = now().getTime();
    const dateOf = (ago: Ago, plusMinutes = 0) =>
      new Date(at - (ago.days ?? 0) * DAY_MS - (ago.minutes - plusMinutes) * MINUTE_MS);
    const numbers = [...new Set(DEMO_CHATS.flatMap((chat) => chat.pair))];
    const present = await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, numbers.map(demoWoblerId)));
    if (present.length !== numbers.length) return;

    // A database seeded before this step existed may have chats of its own: those pairs keep
    // theirs. A request only stands between people who are not connected; the others need the
    // connection demo-likes made.
    const chats: DemoChat[] = [];
    for (const chat of DEMO_CHATS) {
      const [one, other] = chat.pair.map(demoWoblerId) as [string, string];
      if (!(await pairIsFree(tx, one, other))) continue;
      if ((await areConnected(tx, one, other)) === Boolean(chat.requested)) continue;
      chats.push(chat);
    }
    if (chats.length === 0) return;

    // All messages in the order they were sent, so ids (the sending order) and the
    // conversation list's order (by last message id) follow the times.
    const planned: Planned[] = chats
      .flatMap((chat) =>
        chat.messages.map((message) => {
          const [first, second] = chat.pair.map(demoWoblerId) as [string, string];
          const senderId = demoWoblerId(message.from);
          return {
            chat,
            message,
            conversationId: conversationIdOf(first, second),
            senderId,
            receiverId: senderId === first ? second : first,
            sentAt: dateOf(message.sent),
          };
        }),
      )
      .sort((one, other) => one.sentAt.getTime() - other.sentAt.getTime());

    for (const chat of chats) {
      const [first, second] = chat.pair.map(demoWoblerId) as [string, string];
      const firstSent = planned.find((entry) => entry.chat === chat)?.sentAt ?? new Date(at);
      await tx.insert(chatConversations).values({
        id: conversationIdOf(first, second),
        type: 'user',
        ...pairOf(first, second),
        createdAt: firstSent,
      });
    }

    for (const entry of planned) {
      const { message, sentAt } = entry;
      const readAt =
        message.readAfter === undefined ? null : dateOf(message.sent, message.readAfter);
      const deliveredAt =
        message.deliveredAfter === undefined
          ? readAt
          : dateOf(message.sent, message.deliveredAfter);
      const [row] = await tx
        .insert(chatMessages)
        .values({
          conversationId: entry.conversationId,
          senderId: entry.senderId,
          receiverType: 'user',
          receiverId: entry.receiverId,
          muid: null,
          type: 'text',
          category: 'message',
          text: message.edited ? message.edited.from : message.text,
          data: {},
          requested: entry.chat.requested ?? false,
          sentAt,
          deliveredAt,
          readAt,
        })
        .returning({ id: chatMessages.id });
      if (!row) throw new Error('a demo chat message was not stored');
      entry.id = row.id;
    }

    // Edits and deletions came later, each with a new value of chat_seq as the service gives.
    const changes: { id: number; at: Date; change: Partial<typeof chatMessages.$inferInsert> }[] =
      [];
    for (const { id, message } of planned) {
      if (id === undefined) continue;
      if (message.edited) {
        const when = dateOf(message.sent, message.edited.after);
        changes.push({ id, at: when, change: { text: message.text, editedAt: when } });
      }
      if (message.deletedAfter !== undefined) {
        const when = dateOf(message.sent, message.deletedAfter);
        changes.push({ id, at: when, change: { text: null, data: {}, deletedAt: when } });
      }
    }
    changes.sort((one, other) => one.at.getTime() - other.at.getTime());
    for (const { id, change } of changes) {
      await tx
        .update(chatMessages)
        .set({ ...change, seq: sql`nextval('chat_seq')` })
        .where(eq(chatMessages.id, id));
    }

    // Each person's side of each conversation, as sends and receipts leave it: the sender of
    // the first message starts with their receipts on it; receipts move to the last message of
    // the other's they had delivered or read; unread counts the other's messages after that.
    const members: (typeof chatMembers.$inferInsert)[] = [];
    for (const chat of chats) {
      const entries = planned.filter((entry) => entry.chat === chat);
      const first = entries[0];
      const last = entries.at(-1);
      if (!first?.id || !last?.id) continue;
      for (const number of chat.pair) {
        const userId = demoWoblerId(number);
        const fromPeer = entries.filter((entry) => entry.receiverId === userId);
        const start = first.senderId === userId ? first.id : 0;
        const upTo = (seen: (message: DemoMessage) => boolean) =>
          Math.max(start, ...fromPeer.filter((entry) => seen(entry.message)).map((e) => e.id ?? 0));
        const lastReadId = upTo((message) => message.readAfter !== undefined);
        const lastDeliveredId = upTo(
          (message) => message.readAfter !== undefined || message.deliveredAfter !== undefined,
        );
        members.push({
          conversationId: first.conversationId,
          userId,
          peerId: demoWoblerId(chat.pair.find((other) => other !== number) ?? number),
          lastMessageId: last.id,
          unreadCount: fromPeer.filter((entry) => (entry.id ?? 0) > lastReadId).length,
          lastReadId,
          lastDeliveredId,
          joinedAt: first.sentAt,
        });
      }
      if (chat.requested) {
        await tx.insert(chatRequests).values({
          senderId: first.senderId,
          receiverId: first.receiverId,
          state: 'waiting',
          count: entries.length,
          createdAt: first.sentAt,
          updatedAt: last.sentAt,
        });
      }
    }
    await tx.insert(chatMembers).values(members);
  },
};
