import type { ChatMessage, ChatUser, Conversation } from '@wob/api';
import { MESSAGES, type ReceiverType, type SharedMediaKind } from '@wob/validation';
import type { Session } from '../../context';
import { fieldError } from '../../platform/http/http-error';
import { conversationIdOf } from './ids';
import { notFoundUser } from './rules';
import { findPeople } from './people-store';
import { findMember, listConversations, unreadByPeer } from './conversation-store';
import { listSharedMedia } from './media-store';
import { findMessage, listChangesAfter, listMessages } from './message-store';
import { toChatMessage, toChatUser } from './views';
import { type ChatKit, parseId, personOf, requireUserType } from './service-kit';

// The chat service's reading operations: people, conversations, messages, unread counts,
// resync and shared media.

export function createReadOps(kit: ChatKit) {
  const { db, context, peopleOfPair, requireChatPerson, requireSelfNot } = kit;

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
  };
}
