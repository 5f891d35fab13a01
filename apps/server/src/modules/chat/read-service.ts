import type { ChatMessage, ChatUser, Conversation } from '@wob/api';
import { MESSAGES, type ReceiverType, type SharedMediaKind } from '@wob/validation';
import type { Session } from '../../context';
import { fieldError } from '../../platform/http/http-error';
import { conversationIdOf } from './ids';
import { notFoundUser } from './rules';
import { findPeople } from './people-store';
import { findGroupSide, findMember, listConversations, unreadByPeer } from './conversation-store';
import { groupsOf, requireGroupMember, unreadByGroup } from './group-access';
import { toChatGroup } from './group-views';
import { listSharedMedia } from './media-store';
import { findMessage, listChangesAfter, listMessages } from './message-store';
import { awaitChatWriters, type MessageRow } from './store';
import { toChatMessage, toChatUser } from './views';
import { type ChatKit, parseId, personOf } from './service-kit';

// The chat service's reading operations: people, conversations, messages, unread counts,
// resync and shared media.

export function createReadOps(kit: ChatKit) {
  const { db, media, context, extensionsOf, peopleOfPair, requireChatPerson, requireSelfNot } = kit;

  /** A group's conversation as one of its active members sees it (404/403 for anyone else). */
  async function groupConversation(session: Session, guid: string): Promise<Conversation> {
    const me = session.user.id;
    const { group, member } = await requireGroupMember(db, guid, me);
    const side = await findGroupSide(db, group.conversationId, me);
    let lastMessage: ChatMessage | null = null;
    if (side?.lastMessageId && side.lastMessageId > member.clearedBefore) {
      const row = await findMessage(db, side.lastMessageId);
      if (row) {
        const [people, extensions] = await Promise.all([
          findPeople(db, me, [me, row.senderId]),
          extensionsOf([row]),
        ]);
        lastMessage = toChatMessage(row, context(session.user, people, extensions));
      }
    }
    return {
      conversationId: group.conversationId,
      conversationType: 'group',
      conversationWith: toChatGroup(group, member.scope, media),
      lastMessage,
      unreadMessageCount: side?.unreadCount ?? 0,
    };
  }

  /**
   * Where the caller reads a conversation: with a person (who must be a live chat user) or a
   * group they are an active member of. The people are those the rows may name, as the
   * caller sees them.
   */
  async function readable(
    session: Session,
    query: { conversationWith: string; conversationType: ReceiverType },
  ): Promise<{ conversationId: string; clearedBefore: number }> {
    const me = session.user.id;
    if (query.conversationType === 'group') {
      const { group, member } = await requireGroupMember(db, query.conversationWith, me);
      return { conversationId: group.conversationId, clearedBefore: member.clearedBefore };
    }
    requireSelfNot(session, query.conversationWith, 'conversationWith');
    const otherId = query.conversationWith;
    const people = await peopleOfPair(me, otherId);
    if (!people.get(otherId)?.live) throw notFoundUser();
    const conversationId = conversationIdOf(me, otherId);
    const member = await findMember(db, conversationId, me);
    return { conversationId, clearedBefore: member?.clearedBefore ?? 0 };
  }

  /** The rows as the caller sees them (their senders read in one query). */
  async function shown(session: Session, rows: readonly MessageRow[]): Promise<ChatMessage[]> {
    const me = session.user.id;
    const [people, extensions] = await Promise.all([
      findPeople(db, me, [me, ...rows.map((row) => row.senderId)]),
      extensionsOf(rows),
    ]);
    const view = context(session.user, people, extensions);
    return rows.map((row) => toChatMessage(row, view));
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
      if (row) {
        const extensions = await extensionsOf([row]);
        lastMessage = toChatMessage(row, context(session.user, people, extensions));
      }
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
      if (type === 'group') return groupConversation(session, uid);
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
      const [people, extensions] = await Promise.all([
        findPeople(db, me, [
          me,
          ...page.flatMap((row) => (row.peerId ? [row.peerId] : [])),
          ...page.flatMap((row) => (row.message ? [row.message.senderId] : [])),
        ]),
        extensionsOf(page.flatMap((row) => (row.message ? [row.message] : []))),
      ]);
      const view = context(session.user, people, extensions);
      const conversations: Conversation[] = [];
      for (const row of page) {
        if (row.group) {
          conversations.push({
            conversationId: row.conversationId,
            conversationType: 'group',
            conversationWith: toChatGroup(row.group, row.group.scope, media),
            lastMessage: row.message ? toChatMessage(row.message, view) : null,
            unreadMessageCount: row.unreadCount,
          });
          continue;
        }
        const other = row.peerId ? people.get(row.peerId) : undefined;
        if (!other) continue;
        conversations.push({
          conversationId: row.conversationId,
          conversationType: 'user',
          conversationWith: toChatUser(other, view),
          lastMessage: row.message ? toChatMessage(row.message, view) : null,
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
      const { conversationId, clearedBefore } = await readable(session, query);
      const rows = await listMessages(db, {
        conversationId,
        clearedBefore,
        limit: query.limit,
        before: query.before === undefined ? undefined : parseId(query.before),
        after: query.after === undefined ? undefined : parseId(query.after),
        parentId: query.parentMessageId === undefined ? undefined : parseId(query.parentMessageId),
        hideReplies: query.hideReplies,
      });
      return shown(session, rows);
    },

    /** Unread messages per person and per group (action messages never count). */
    async unread(
      session: Session,
    ): Promise<{ users: Record<string, number>; groups: Record<string, number> }> {
      const me = session.user.id;
      const [users, groups] = await Promise.all([unreadByPeer(db, me), unreadByGroup(db, me)]);
      return { users, groups };
    },

    async sync(
      session: Session,
      after: string,
      limit: number,
    ): Promise<{ messages: ChatMessage[]; cursor: string; more: boolean }> {
      const me = session.user.id;
      // Read once the changes in flight for the caller (theirs and their groups') are
      // committed: nothing with a smaller seq can commit after this read (store.ts).
      const guids = await groupsOf(db, me);
      const rows = await db.transaction(async (tx) => {
        await awaitChatWriters(tx, me, guids);
        return listChangesAfter(tx, me, Number(after), limit + 1);
      });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        messages: await shown(session, page),
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
      const { conversationId, clearedBefore } = await readable(session, query);
      const types =
        query.kind === 'photos'
          ? ['image']
          : query.kind === 'videos'
            ? ['video']
            : ['file', 'audio'];
      const rows = await listSharedMedia(db, {
        conversationId,
        clearedBefore,
        types,
        before: query.before === undefined ? undefined : parseId(query.before),
        limit: query.limit,
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        messages: await shown(session, page),
        next: rows.length > query.limit && last ? String(last.id) : null,
      };
    },
  };
}
