import type { ChatMessage } from '@wob/api';
import type { ReceiptType, ReceiverType } from '@wob/validation';
import type { Session } from '../../context';
import type { Tx } from '../../db/client';
import { SERVER_MESSAGES as M } from '../../messages';
import { HttpError } from '../../platform/http/http-error';
import {
  publishConversationDeleted,
  publishGroupMessage,
  publishGroupSignal,
  publishMessage,
  publishReceipt,
  publishTransient,
  publishTyping,
} from './events';
import { conversationIdOf, toSeconds } from './ids';
import { requireLiveOther, requireNoBlock } from './rules';
import { readPair } from './people-store';
import { clearForMember, recordReceiptInMember } from './conversation-store';
import { deleteChatMedia } from './media-store';
import { editText, findMessage, markDeleted, markReceipts } from './message-store';
import { lockChat, lockChats, type MessageRow } from './store';
import { blockedMembersOf, requireGroupMember } from './group-access';
import { chatVisibility, toChatMessage, toChatSender } from './views';
import type { Target } from './service';
import { deleteExtensionsOf } from './extensions-store';
import type { MessageExtensions } from './extensions-view';
import { type ChatKit, notFoundMessage, parseId, personOf } from './service-kit';

// The chat service's changes to what was sent: edit, delete for everyone, receipts, typing and
// transient signals, and delete conversation.

export function createChangeOps(kit: ChatKit) {
  const {
    db,
    now,
    media,
    realtime,
    tasks,
    context,
    extensionsOf,
    viewsForBoth,
    groupView,
    peopleOfPair,
    requireSelfNot,
    visibleMessage,
    requireChatPerson,
  } = kit;

  /** The caller's view of a group message they sent, and the one its topic carries. */
  function groupViews(
    session: Session,
    row: MessageRow,
    extensions?: MessageExtensions,
  ): { mine: ChatMessage; all: ChatMessage } {
    const me = personOf(session.user, {
      connected: false,
      blockedByMe: false,
      hasBlockedMe: false,
    });
    return {
      mine: toChatMessage(row, context(session.user, new Map([[me.id, me]]), extensions)),
      all: groupView(row, me, extensions),
    };
  }

  /**
   * Marks `found` deleted by `by` under `lock`, with its extensions and media rows, in one
   * transaction; its files go after the commit. Answers the row as it now is, and whether this
   * call deleted it (false: someone deleted it meanwhile, and nothing is to be told).
   */
  async function markRemoved(
    found: MessageRow,
    by: string,
    lock: (tx: Tx) => Promise<void>,
  ): Promise<{ row: MessageRow; removed: boolean }> {
    const outcome = await db.transaction(async (tx) => {
      await lock(tx);
      const deleted = await markDeleted(tx, found.id, by, now());
      if (!deleted) return null;
      await deleteExtensionsOf(tx, found.id);
      const files = await deleteChatMedia(
        tx,
        (found.data.media ?? []).map((file) => file.id),
      );
      return { row: deleted, files };
    });
    if (!outcome) {
      const current = await findMessage(db, found.id);
      if (!current) throw notFoundMessage();
      return { row: current, removed: false };
    }
    for (const file of outcome.files) {
      tasks.run('remove chat media', () => media.remove(file));
    }
    return { row: outcome.row, removed: true };
  }

  /** Deletes the caller's group message for everyone, once on the group's topic. */
  async function removeFromGroup(session: Session, found: MessageRow): Promise<ChatMessage> {
    const me = session.user.id;
    const guid = found.receiverId;
    if (found.deletedAt) return groupViews(session, found).mine;
    const { row, removed } = await markRemoved(found, me, (tx) =>
      lockChats(tx, [], [{ senderId: me, guid }]),
    );
    const views = groupViews(session, row);
    if (removed) publishGroupMessage(realtime, guid, 'chat.message.deleted', views.all);
    return views.mine;
  }

  /** Deletes `found`, the message of `session`'s person, for everyone (both kinds). */
  async function removeFound(session: Session, found: MessageRow): Promise<ChatMessage> {
    const me = session.user.id;
    if (found.receiverType === 'group') return removeFromGroup(session, found);
    const otherId = found.receiverId;
    const people = await peopleOfPair(me, otherId);
    if (found.deletedAt) return toChatMessage(found, context(session.user, people));
    const { row, removed } = await markRemoved(found, me, (tx) => lockChat(tx, me, otherId));
    if (!removed) return toChatMessage(row, context(session.user, people));
    const views = viewsForBoth(row, me, otherId, people);
    // Whoever blocked the sender hears nothing from them, not even a deletion.
    if (people.get(otherId)?.hasBlockedMe) views.delete(otherId);
    publishMessage(realtime, 'chat.message.deleted', views);
    const mine = views.get(me);
    if (!mine) throw new Error('the sender has no view of their message');
    return mine;
  }

  /** Typing and transient messages once on the group's topic, except for blocks either way. */
  async function groupSignal(
    session: Session,
    guid: string,
    signal: { typing: boolean } | { data: Record<string, unknown> },
  ): Promise<void> {
    const me = session.user.id;
    const { group } = await requireGroupMember(db, guid, me);
    const except = [me, ...(await blockedMembersOf(db, group.conversationId, me))];
    const person = personOf(session.user, {
      connected: false,
      blockedByMe: false,
      hasBlockedMe: false,
    });
    const sender = toChatSender(person, context({ id: '', birthDate: null }, new Map()));
    const target = { receiverId: guid, receiverType: 'group' as const };
    publishGroupSignal(
      realtime,
      guid,
      'typing' in signal
        ? { type: 'chat.typing', indicator: { sender, ...target, typing: signal.typing } }
        : { type: 'chat.transient', transient: { sender, ...target, data: signal.data } },
      except,
    );
  }

  return {
    async deleteConversation(session: Session, uid: string, type: ReceiverType): Promise<void> {
      const me = session.user.id;
      if (type === 'group') {
        // Hides the group's conversation so far for the caller only; they stay a member.
        const { group } = await requireGroupMember(db, uid, me);
        const cleared = await db.transaction(async (tx) => {
          await lockChats(tx, [], [{ senderId: me, guid: uid }]);
          return clearForMember(tx, group.conversationId, me);
        });
        if (cleared) publishConversationDeleted(realtime, me, group.conversationId);
        return;
      }
      requireSelfNot(session, uid, 'conversationWith');
      await requireChatPerson(session, uid);
      const conversationId = conversationIdOf(me, uid);
      const cleared = await db.transaction(async (tx) => {
        await lockChat(tx, me, uid);
        return clearForMember(tx, conversationId, me);
      });
      if (cleared) publishConversationDeleted(realtime, me, conversationId);
    },
    async edit(session: Session, id: string, text: string): Promise<ChatMessage> {
      const me = session.user.id;
      const found = await visibleMessage(session, id);
      if (found.senderId !== me) throw new HttpError(403, M.chat.notYourMessage);
      if (found.deletedAt) throw new HttpError(409, M.chat.messageDeleted);
      if (found.type !== 'text') throw new HttpError(422, M.chat.editTextOnly);
      if (found.receiverType === 'group') {
        const guid = found.receiverId;
        const edited = await db.transaction(async (tx) => {
          await lockChats(tx, [], [{ senderId: me, guid }]);
          return editText(tx, found.id, me, text, now());
        });
        if (!edited) throw new HttpError(409, M.chat.messageDeleted);
        const views = groupViews(session, edited, await extensionsOf([edited]));
        publishGroupMessage(realtime, guid, 'chat.message.edited', views.all);
        return views.mine;
      }
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
      const [people, extensions] = await Promise.all([
        peopleOfPair(me, otherId),
        extensionsOf([row]),
      ]);
      const views = viewsForBoth(row, me, otherId, people, extensions);
      publishMessage(realtime, 'chat.message.edited', views);
      const mine = views.get(me);
      if (!mine) throw new Error('the sender has no view of their message');
      return mine;
    },

    async remove(session: Session, id: string): Promise<ChatMessage> {
      const found = await visibleMessage(session, id);
      if (found.senderId !== session.user.id) throw new HttpError(403, M.chat.notYourMessage);
      return removeFound(session, found);
    },

    /**
     * A moderator's removal of `author`'s message (modules/moderation): the same delete for
     * everyone, without the author's own read rule — an author who has left the group, or
     * cleared the conversation, no longer sees the message, and it must go all the same.
     */
    async removeForModeration(author: Session, id: string): Promise<ChatMessage> {
      const found = await findMessage(db, parseId(id));
      if (!found) throw notFoundMessage();
      if (found.senderId !== author.user.id) throw new HttpError(403, M.chat.notYourMessage);
      return removeFound(author, found);
    },

    async receipt(session: Session, id: string, kind: ReceiptType): Promise<void> {
      const me = session.user.id;
      const found = await visibleMessage(session, id);
      if (found.receiverType === 'group') {
        // Moves the caller's own markers only: no receipts on the shared row, no events.
        if (found.senderId === me) throw new HttpError(403, M.chat.receiptNotYours);
        await db.transaction(async (tx) => {
          await lockChats(tx, [], [{ senderId: me, guid: found.receiverId }]);
          await recordReceiptInMember(tx, {
            conversationId: found.conversationId,
            userId: me,
            upTo: found.id,
            kind,
          });
        });
        return;
      }
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
      if (target.receiverType === 'group') return groupSignal(session, target.receiverId, signal);
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
  };
}
