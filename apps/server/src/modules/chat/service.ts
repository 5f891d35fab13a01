import type { ChatMessage, ChatUser, Conversation, RequestState } from '@wob/api';
import {
  MEDIA_TYPES,
  MESSAGE_TYPES,
  MESSAGES,
  type ReceiptType,
  type ReceiverType,
  type SharedMediaKind,
} from '@wob/validation';
import type { FastifyBaseLogger } from 'fastify';
import type { Session, UserRow } from '../../context';
import type { Db, Tx } from '../../db/client';
import { SERVER_MESSAGES as M } from '../../messages';
import type { Clock } from '../../platform/clock';
import { fieldError, HttpError } from '../../platform/http/http-error';
import { recheckTopic } from '../../platform/realtime/control';
import { type RealtimeHub, topics } from '../../platform/realtime/hub';
import type { MediaStorage } from '../../platform/storage/media-storage';
import type { TaskTracker } from '../../platform/tasks';
import {
  publishBlock,
  publishConversationDeleted,
  publishMessage,
  publishReceipt,
  publishRequest,
  publishTransient,
  publishTyping,
} from './events';
import { conversationIdOf, toSeconds } from './ids';
import { notFoundUser, pending, planFor, requireLiveOther, requireNoBlock } from './rules';
import { type Content, createSendQueue, type SendOutcome, type StoredMedia } from './send-queue';
import {
  acceptRequest,
  type ChatPerson,
  clearForMember,
  deleteChatMedia,
  editText,
  findByMuid,
  findMember,
  findMessage,
  findPeople,
  listChangesAfter,
  listConversations,
  listMessages,
  listSharedMedia,
  lockChat,
  markDeleted,
  markReceipts,
  type MessageRow,
  openRequest,
  readPair,
  recordReceiptInMember,
  rejectRequest,
  unreadByPeer,
} from './store';
import { viewerOf } from '../people/visibility';
import {
  chatVisibility,
  type PresenceLookup,
  toChatMessage,
  toChatSender,
  toChatUser,
  toRequestState,
  type ViewContext,
} from './views';

// The rules of the self-hosted chat (spec chat sections 4–6; README 'Chat'), enforced
// here whatever the client hides:
// - The one block table (block-wobler) is the truth: nothing (message, edit, typing, transient)
//   reaches someone who blocked the sender (403 'This user has blocked you.'), and whoever
//   blocked the other cannot send either (403).
// - Message requests: between connections, or once a request was accepted either way, nothing
//   waits. Otherwise the first sender's messages are `requested` until the receiver accepts
//   (api/chat/accept), or answers (a reply accepts), at most CHAT_CONSTANTS.messageRequestLimit
//   of them (then 429). Reject & Block is block-wobler: the request is 'rejected' and stays so
//   after an unblock, until the receiver accepts or writes. 'Let people message me' off
//   refuses a new request.
// - Deleted and anonymised accounts are not chat users (404).
// - Edit (text only) and delete only by the sender; receipts only by the receiver. Deleting a
//   conversation hides it and its messages so far from the caller only.
// - Sends are idempotent on (sender, muid): a retry answers the stored message and publishes
//   nothing. Events go out after the commit.

export interface ChatDeps {
  db: Db;
  now: Clock;
  media: MediaStorage;
  realtime: RealtimeHub;
  presence: PresenceLookup;
  tasks: TaskTracker;
  logger: FastifyBaseLogger;
}

export interface Target {
  receiverId: string;
  receiverType: ReceiverType;
}

export interface Outgoing extends Target {
  muid: string;
  parentMessageId?: string;
}

const notFoundMessage = () => new HttpError(404, M.chat.messageNotFound);

/** The caller as a chat person, seen by someone with these relations to them. */
function personOf(
  user: UserRow,
  relation: { connected: boolean; blockedByMe: boolean; hasBlockedMe: boolean },
): ChatPerson {
  return {
    id: user.id,
    name: user.name,
    pictureId: user.pictureId,
    showImagesToAll: user.showImagesToAll,
    allowMessages: user.allowMessages,
    lastActiveAt: user.lastActiveAt,
    live: true,
    birthDate: user.birthDate,
    ageRangeEnabled: user.ageRangeEnabled,
    ageRangeFrom: user.ageRangeFrom,
    ageRangeTo: user.ageRangeTo,
    ...relation,
  };
}

function parseId(value: string): number {
  return Number(value);
}

function requireUserType(type: ReceiverType): void {
  if (type !== 'user') throw new HttpError(404, M.chat.groupNotFound);
}

export function createChatService(deps: ChatDeps) {
  const { db, now, media, realtime, presence, tasks, logger } = deps;
  const queue = createSendQueue({ db, logger });

  /** The views' context for `viewer` (their id and birth date: what they may see depends on it). */
  function context(
    viewer: { id: string; birthDate: string | null },
    people: Map<string, ChatPerson>,
  ): ViewContext {
    return { media, presence, people, viewer: viewerOf(viewer, now()) };
  }

  /**
   * The two people's views of a message of their conversation: `people` as the caller `me`
   * sees them; the other's view is derived (a connection is mutual).
   */
  function viewsForBoth(
    row: MessageRow,
    me: string,
    otherId: string,
    people: Map<string, ChatPerson>,
  ): Map<string, ChatMessage> {
    const views = new Map<string, ChatMessage>();
    const mine = people.get(me);
    const theirs = people.get(otherId);
    if (!mine) return views;
    views.set(me, toChatMessage(row, context(mine, people)));
    if (theirs) {
      const seenByOther = new Map<string, ChatPerson>([
        [
          me,
          {
            ...mine,
            connected: theirs.connected,
            blockedByMe: theirs.hasBlockedMe,
            hasBlockedMe: theirs.blockedByMe,
          },
        ],
        [otherId, theirs],
      ]);
      views.set(otherId, toChatMessage(row, context(theirs, seenByOther)));
    }
    return views;
  }

  async function peopleOfPair(me: string, otherId: string) {
    return findPeople(db, me, [me, otherId]);
  }

  /** Publishes both people's request state (after a commit). */
  async function announceRequest(one: string, other: string): Promise<void> {
    const [mine, theirs] = await Promise.all([readPair(db, one, other), readPair(db, other, one)]);
    publishRequest(realtime, one, other, toRequestState(mine));
    publishRequest(realtime, other, one, toRequestState(theirs));
  }

  async function applyAccepts(tx: Tx, accepts: [string, string][], at: Date): Promise<boolean> {
    let changed = false;
    for (const [sender, receiver] of accepts) {
      if (await acceptRequest(tx, sender, receiver, at)) changed = true;
    }
    return changed;
  }

  function requireSelfNot(session: Session, otherId: string, field: string): void {
    if (otherId === session.user.id) throw fieldError(field, M.chat.self);
  }

  /** A message of the caller's conversations they still see; 404 otherwise. */
  async function visibleMessage(session: Session, id: string): Promise<MessageRow> {
    const me = session.user.id;
    const row = await findMessage(db, parseId(id));
    if (!row || (row.senderId !== me && row.receiverId !== me)) throw notFoundMessage();
    const member = await findMember(db, row.conversationId, me);
    if (member && row.id <= member.clearedBefore) throw notFoundMessage();
    return row;
  }

  /** Sends through the queue (send-queue.ts), which writes sends in batches. */
  async function send(session: Session, input: Outgoing, content: Content): Promise<SendOutcome> {
    requireUserType(input.receiverType);
    requireSelfNot(session, input.receiverId, 'receiverId');
    return queue.send({
      senderId: session.user.id,
      receiverId: input.receiverId,
      muid: input.muid,
      parentMessageId:
        input.parentMessageId === undefined ? undefined : parseId(input.parentMessageId),
      content,
      at: now(),
    });
  }

  /** Sends, then publishes (fresh messages only) and answers the caller's view. */
  async function sendAndPublish(
    session: Session,
    input: Outgoing,
    content: Content,
  ): Promise<{ message: ChatMessage; fresh: boolean }> {
    const me = session.user.id;
    const outcome = await send(session, input, content);
    const otherId = outcome.row.receiverId === me ? outcome.row.senderId : outcome.row.receiverId;
    // A fresh send read both people already; a retry reads them again.
    const people = outcome.other
      ? new Map([
          [
            me,
            personOf(session.user, { connected: false, blockedByMe: false, hasBlockedMe: false }),
          ],
          [otherId, outcome.other],
        ])
      : await peopleOfPair(me, otherId);
    const views = viewsForBoth(outcome.row, me, otherId, people);
    if (outcome.fresh) publishMessage(realtime, 'chat.message', views);
    if (outcome.requestChanged) await announceRequest(me, otherId);
    const mine = views.get(me);
    if (!mine) throw new Error('the sender has no view of their message');
    return { message: mine, fresh: outcome.fresh };
  }

  async function requireChatPerson(session: Session, uid: string): Promise<ChatPerson> {
    const people = await findPeople(db, session.user.id, [uid]);
    const person = people.get(uid);
    if (!person?.live) throw notFoundUser();
    return person;
  }

  async function conversationWith(session: Session, otherId: string): Promise<Conversation> {
    const me = session.user.id;
    const people = await peopleOfPair(me, otherId);
    const other = people.get(otherId);
    if (!other?.live) throw notFoundUser();
    const conversationId = conversationIdOf(me, otherId);
    const member = await findMember(db, conversationId, me);
    let lastMessage: ChatMessage | null = null;
    if (member?.lastMessageId && member.lastMessageId > member.clearedBefore) {
      const row = await findMessage(db, member.lastMessageId);
      if (row) lastMessage = toChatMessage(row, context(session.user, people));
    }
    return {
      conversationId,
      conversationType: 'user',
      conversationWith: toChatUser(other, context(session.user, people)),
      lastMessage,
      unreadMessageCount: member?.unreadCount ?? 0,
    };
  }

  return {
    async me(session: Session): Promise<ChatUser> {
      const me = session.user.id;
      const person = personOf(session.user, {
        connected: false,
        blockedByMe: false,
        hasBlockedMe: false,
      });
      return toChatUser(person, context(session.user, new Map([[me, person]])));
    },

    async user(session: Session, uid: string): Promise<ChatUser> {
      const person = await requireChatPerson(session, uid);
      return toChatUser(person, context(session.user, new Map([[uid, person]])));
    },

    async conversation(session: Session, uid: string, type: ReceiverType): Promise<Conversation> {
      requireUserType(type);
      requireSelfNot(session, uid, 'conversationWith');
      return conversationWith(session, uid);
    },

    async conversations(
      session: Session,
      query: { limit: number; cursor?: string },
    ): Promise<{ conversations: Conversation[]; next: string | null }> {
      const me = session.user.id;
      let before: number | undefined;
      if (query.cursor !== undefined && query.cursor !== '') {
        if (!/^[1-9][0-9]{0,17}$/.test(query.cursor)) {
          throw fieldError('cursor', MESSAGES.paging.page);
        }
        before = Number(query.cursor);
      }
      const rows = await listConversations(db, me, { limit: query.limit, before });
      const page = rows.slice(0, query.limit);
      const people = await findPeople(db, me, [me, ...page.map((row) => row.peerId)]);
      const conversations: Conversation[] = [];
      for (const row of page) {
        const other = people.get(row.peerId);
        if (!other) continue;
        conversations.push({
          conversationId: row.conversationId,
          conversationType: 'user',
          conversationWith: toChatUser(other, context(session.user, people)),
          lastMessage: row.message
            ? toChatMessage(row.message, context(session.user, people))
            : null,
          unreadMessageCount: row.unreadCount,
        });
      }
      const last = page.at(-1);
      return {
        conversations,
        next: rows.length > query.limit && last ? String(last.lastMessageId) : null,
      };
    },

    async deleteConversation(session: Session, uid: string, type: ReceiverType): Promise<void> {
      requireUserType(type);
      requireSelfNot(session, uid, 'conversationWith');
      const me = session.user.id;
      await requireChatPerson(session, uid);
      const conversationId = conversationIdOf(me, uid);
      const cleared = await db.transaction(async (tx) => {
        await lockChat(tx, me, uid);
        return clearForMember(tx, conversationId, me);
      });
      if (cleared) publishConversationDeleted(realtime, me, conversationId);
    },

    async messages(
      session: Session,
      query: {
        conversationWith: string;
        conversationType: ReceiverType;
        limit: number;
        before?: string;
        after?: string;
        parentMessageId?: string;
        hideReplies: boolean;
      },
    ): Promise<ChatMessage[]> {
      requireUserType(query.conversationType);
      requireSelfNot(session, query.conversationWith, 'conversationWith');
      const me = session.user.id;
      const otherId = query.conversationWith;
      const people = await peopleOfPair(me, otherId);
      if (!people.get(otherId)?.live) throw notFoundUser();
      const conversationId = conversationIdOf(me, otherId);
      const member = await findMember(db, conversationId, me);
      const rows = await listMessages(db, {
        conversationId,
        clearedBefore: member?.clearedBefore ?? 0,
        limit: query.limit,
        before: query.before === undefined ? undefined : parseId(query.before),
        after: query.after === undefined ? undefined : parseId(query.after),
        parentId: query.parentMessageId === undefined ? undefined : parseId(query.parentMessageId),
        hideReplies: query.hideReplies,
      });
      return rows.map((row) => toChatMessage(row, context(session.user, people)));
    },

    sendText(session: Session, input: Outgoing & { text: string }) {
      return sendAndPublish(session, input, {
        type: 'text',
        category: 'message',
        text: input.text,
        data: {},
      });
    },

    sendCustom(
      session: Session,
      input: Outgoing & { customType: string; customData: Record<string, unknown> },
    ) {
      // The built-in types name stored media and text; a custom message cannot pose as one.
      if ((MESSAGE_TYPES as readonly string[]).includes(input.customType)) {
        throw fieldError('customType', MESSAGES.invalid);
      }
      return sendAndPublish(session, input, {
        type: input.customType,
        category: 'custom',
        text: null,
        data: { customType: input.customType, customData: input.customData },
      });
    },

    sendMedia(session: Session, input: Outgoing, stored: StoredMedia, type: string) {
      if (!(MEDIA_TYPES as readonly string[]).includes(type)) {
        throw fieldError('type', MESSAGES.chat.mediaTypeInvalid);
      }
      return sendAndPublish(session, input, {
        type,
        category: 'message',
        text: null,
        data: {
          media: [
            {
              id: stored.id,
              name: stored.name,
              extension: stored.extension,
              mimeType: stored.mimeType,
              size: stored.size,
            },
          ],
        },
        media: stored,
      });
    },

    /**
     * Before a media file is read and stored: the message stored for this muid (a retry), or
     * null when a new one may be sent — refusing early what the send would refuse (blocks,
     * requests), so no file is kept for nothing. The send checks everything again.
     */
    async precheckMedia(session: Session, input: Outgoing): Promise<ChatMessage | null> {
      requireUserType(input.receiverType);
      requireSelfNot(session, input.receiverId, 'receiverId');
      const me = session.user.id;
      const existing = await findByMuid(db, me, input.muid);
      if (existing) {
        if (existing.receiverId !== input.receiverId) throw new HttpError(409, M.chat.muidReused);
        const people = await peopleOfPair(me, input.receiverId);
        return toChatMessage(existing, context(session.user, people));
      }
      planFor(await readPair(db, me, input.receiverId), me, input.receiverId, true);
      return null;
    },

    async edit(session: Session, id: string, text: string): Promise<ChatMessage> {
      const me = session.user.id;
      const found = await visibleMessage(session, id);
      if (found.senderId !== me) throw new HttpError(403, M.chat.notYourMessage);
      if (found.deletedAt) throw new HttpError(409, M.chat.messageDeleted);
      if (found.type !== 'text') throw new HttpError(422, M.chat.editTextOnly);
      const otherId = found.receiverId;
      const row = await db.transaction(async (tx) => {
        await lockChat(tx, me, otherId);
        const pair = await readPair(tx, me, otherId);
        if (pair.other) requireNoBlock(pair.other);
        const edited = await editText(tx, found.id, me, text, now());
        // Deleted meanwhile (the only change another request could make).
        if (!edited) throw new HttpError(409, M.chat.messageDeleted);
        return edited;
      });
      const people = await peopleOfPair(me, otherId);
      const views = viewsForBoth(row, me, otherId, people);
      publishMessage(realtime, 'chat.message.edited', views);
      const mine = views.get(me);
      if (!mine) throw new Error('the sender has no view of their message');
      return mine;
    },

    async remove(session: Session, id: string): Promise<ChatMessage> {
      const me = session.user.id;
      const found = await visibleMessage(session, id);
      if (found.senderId !== me) throw new HttpError(403, M.chat.notYourMessage);
      const otherId = found.receiverId;
      const people = await peopleOfPair(me, otherId);
      if (found.deletedAt) return toChatMessage(found, context(session.user, people));
      const outcome = await db.transaction(async (tx) => {
        await lockChat(tx, me, otherId);
        const deleted = await markDeleted(tx, found.id, me, now());
        if (!deleted) return null;
        const files = await deleteChatMedia(
          tx,
          (found.data.media ?? []).map((file) => file.id),
        );
        return { row: deleted, files };
      });
      if (!outcome) {
        const current = await findMessage(db, found.id);
        if (!current) throw notFoundMessage();
        return toChatMessage(current, context(session.user, people));
      }
      for (const file of outcome.files) {
        tasks.run('remove chat media', () => media.remove(file));
      }
      const views = viewsForBoth(outcome.row, me, otherId, people);
      // Whoever blocked the sender hears nothing from them, not even a deletion.
      if (people.get(otherId)?.hasBlockedMe) views.delete(otherId);
      publishMessage(realtime, 'chat.message.deleted', views);
      const mine = views.get(me);
      if (!mine) throw new Error('the sender has no view of their message');
      return mine;
    },

    async receipt(session: Session, id: string, kind: ReceiptType): Promise<void> {
      const me = session.user.id;
      const found = await visibleMessage(session, id);
      if (found.receiverId !== me || found.senderId === me) {
        throw new HttpError(403, M.chat.receiptNotYours);
      }
      const senderId = found.senderId;
      const at = now();
      const seq = await db.transaction(async (tx) => {
        await lockChat(tx, me, senderId);
        const changed = await markReceipts(tx, {
          conversationId: found.conversationId,
          receiverId: me,
          upTo: found.id,
          kind,
          at,
        });
        await recordReceiptInMember(tx, {
          conversationId: found.conversationId,
          userId: me,
          upTo: found.id,
          kind,
        });
        return changed;
      });
      if (seq === null) return;
      const people = await peopleOfPair(me, senderId);
      const sender = people.get(senderId);
      // The caller's other tabs follow; the sender only when no block stands between them.
      const audience =
        sender && !sender.blockedByMe && !sender.hasBlockedMe ? [senderId, me] : [me];
      publishReceipt(
        realtime,
        audience,
        {
          messageId: String(found.id),
          conversationId: found.conversationId,
          receiverType: 'user',
          sender: me,
          receiptType: kind,
          at: toSeconds(at),
        },
        seq,
      );
    },

    /** Typing and transient messages reach the receiver only when no block stands. */
    async signal(
      session: Session,
      target: Target,
      signal: { typing: boolean } | { data: Record<string, unknown> },
    ): Promise<void> {
      requireUserType(target.receiverType);
      requireSelfNot(session, target.receiverId, 'receiverId');
      const me = session.user.id;
      const pair = await readPair(db, me, target.receiverId);
      const other = requireLiveOther(pair);
      requireNoBlock(other);
      const mePerson = personOf(session.user, {
        connected: other.connected,
        blockedByMe: false,
        hasBlockedMe: false,
      });
      // Typing and transient signals are live presence: only for a receiver who may see it.
      const receiver = context(other, new Map([[me, mePerson]]));
      if (!chatVisibility(mePerson, receiver.viewer).presence) return;
      const sender = toChatSender(mePerson, receiver);
      if ('typing' in signal) {
        publishTyping(realtime, target.receiverId, {
          sender,
          receiverId: target.receiverId,
          receiverType: 'user',
          typing: signal.typing,
        });
      } else {
        publishTransient(realtime, target.receiverId, {
          sender,
          receiverId: target.receiverId,
          receiverType: 'user',
          data: signal.data,
        });
      }
    },

    unread(session: Session): Promise<Record<string, number>> {
      return unreadByPeer(db, session.user.id);
    },

    async sync(
      session: Session,
      after: string,
      limit: number,
    ): Promise<{ messages: ChatMessage[]; cursor: string; more: boolean }> {
      const me = session.user.id;
      const rows = await listChangesAfter(db, me, Number(after), limit + 1);
      const page = rows.slice(0, limit);
      const people = await findPeople(db, me, [me, ...page.map((row) => row.senderId)]);
      const last = page.at(-1);
      return {
        messages: page.map((row) => toChatMessage(row, context(session.user, people))),
        cursor: last ? String(last.seq) : after,
        more: rows.length > limit,
      };
    },

    async sharedMedia(
      session: Session,
      query: {
        conversationWith: string;
        conversationType: ReceiverType;
        kind: SharedMediaKind;
        before?: string;
        limit: number;
      },
    ): Promise<{ messages: ChatMessage[]; next: string | null }> {
      requireUserType(query.conversationType);
      requireSelfNot(session, query.conversationWith, 'conversationWith');
      const me = session.user.id;
      const otherId = query.conversationWith;
      const people = await peopleOfPair(me, otherId);
      if (!people.get(otherId)?.live) throw notFoundUser();
      const conversationId = conversationIdOf(me, otherId);
      const member = await findMember(db, conversationId, me);
      const types =
        query.kind === 'photos'
          ? ['image']
          : query.kind === 'videos'
            ? ['video']
            : ['file', 'audio'];
      const rows = await listSharedMedia(db, {
        conversationId,
        clearedBefore: member?.clearedBefore ?? 0,
        types,
        before: query.before === undefined ? undefined : parseId(query.before),
        limit: query.limit,
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        messages: page.map((row) => toChatMessage(row, context(session.user, people))),
        next: rows.length > query.limit && last ? String(last.id) : null,
      };
    },

    // --- The product API's message requests --------------------------------------------------

    async awaitAccept(session: Session, pairIds: PairIds): Promise<RequestState> {
      const otherId = requirePair(session, pairIds);
      const me = session.user.id;
      const pair = await readPair(db, me, otherId);
      requireLiveOther(pair);
      // Connected since the request was made (a like back): nothing waits any more.
      if (pair.other?.connected && (pending(pair.mine) || pending(pair.theirs))) {
        const changed = await db.transaction(async (tx) => {
          await lockChat(tx, me, otherId);
          const current = await readPair(tx, me, otherId);
          if (!current.other?.connected) return false;
          const accepts: [string, string][] = [];
          if (pending(current.mine)) accepts.push([me, otherId]);
          if (pending(current.theirs)) accepts.push([otherId, me]);
          return applyAccepts(tx, accepts, now());
        });
        if (changed) await announceRequest(me, otherId);
        return toRequestState(await readPair(db, me, otherId));
      }
      return toRequestState(pair);
    },

    async addToWaiting(session: Session, pairIds: PairIds): Promise<RequestState> {
      const otherId = requirePair(session, pairIds);
      const me = session.user.id;
      const at = now();
      const changed = await db.transaction(async (tx) => {
        await lockChat(tx, me, otherId);
        const pair = await readPair(tx, me, otherId);
        const plan = planFor(pair, me, otherId, false);
        let changes = await applyAccepts(tx, plan.accept, at);
        if (plan.open && !pair.mine) {
          await openRequest(tx, me, otherId, at, false);
          changes = true;
        }
        return changes;
      });
      if (changed) await announceRequest(me, otherId);
      return toRequestState(await readPair(db, me, otherId));
    },

    /** Accept Message: the request of `senderId` to the caller. */
    async accept(session: Session, senderId: string): Promise<RequestState> {
      const me = session.user.id;
      if (senderId === me) throw fieldError('sender_id', M.chat.self);
      const changed = await db.transaction(async (tx) => {
        await lockChat(tx, me, senderId);
        const pair = await readPair(tx, me, senderId);
        requireNoBlock(requireLiveOther(pair));
        if (!pair.theirs) throw new HttpError(404, M.chat.noRequest);
        return acceptRequest(tx, senderId, me, now());
      });
      if (changed) await announceRequest(me, senderId);
      return toRequestState(await readPair(db, me, senderId));
    },

    // --- Hooks of block-wobler and unblock-wobler (modules/relations/service.ts) ---------

    /** Inside the block's transaction: Reject & Block declines the blocked one's request. */
    async onBlock(tx: Tx, blockerId: string, blockedId: string, at: Date): Promise<void> {
      await rejectRequest(tx, blockedId, blockerId, at);
    },

    /** After a block or unblock is committed: both people's chats follow (`chat.block`). */
    afterBlockChange(one: string, other: string): void {
      tasks.run('chat block event', async () => {
        const people = await findPeople(db, one, [other]);
        const person = people.get(other);
        if (!person) return;
        publishBlock(realtime, one, {
          otherId: other,
          blockedByMe: person.blockedByMe,
          hasBlockedMe: person.hasBlockedMe,
        });
        publishBlock(realtime, other, {
          otherId: one,
          blockedByMe: person.hasBlockedMe,
          hasBlockedMe: person.blockedByMe,
        });
        // Whoever follows either one's presence asks again whether they still may.
        recheckTopic(realtime, topics.presence(one));
        recheckTopic(realtime, topics.presence(other));
      });
    },
  };

  function requirePair(session: Session, pairIds: PairIds): string {
    if (pairIds.sender_id !== session.user.id) throw new HttpError(403, M.chat.notYourself);
    if (pairIds.receiver_id === session.user.id) throw fieldError('receiver_id', M.chat.self);
    return pairIds.receiver_id;
  }
}

export interface PairIds {
  sender_id: string;
  receiver_id: string;
}

export type ChatService = ReturnType<typeof createChatService>;
