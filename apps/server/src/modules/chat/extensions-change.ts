import type { ChatMessage } from '@wob/api';
import type { Session } from '../../context';
import type { Tx } from '../../db/client';
import { SERVER_MESSAGES as M } from '../../messages';
import { HttpError } from '../../platform/http/http-error';
import { findLiveMessage, touchMessage } from './extensions-store';
import { requireGroupMember } from './group-access';
import { findPeople, readPair } from './people-store';
import { requireLiveOther, requireNoBlock } from './rules';
import type { ChatKit } from './service-kit';
import { lockChat, lockChats, type MessageRow } from './store';
import { toChatMessage } from './views';

// A change others make to a message without answering it (a vote, a reaction): only by
// someone who may read its conversation now, only on a message not deleted. Under the
// conversation's locks (a group's, or the pair's: the ones sends, edits, deletions and
// block-wobler take), so the rules are read as they are when the change is written and the
// message's new seq is taken where sync expects it (store.ts). After the commit, a change
// reaches everyone in the conversation as `chat.message.updated` (kit.publishUpdated).

/** Writes the change; answers whether anything changed. */
export type MessageChange = (tx: Tx, message: MessageRow) => Promise<boolean>;

export function createMessageChanges(kit: ChatKit) {
  const { db, context, extensionsOf, publishUpdated, visibleMessage } = kit;

  /** The rules of the message's conversation for `me`, checked under its locks. */
  async function lockAndCheck(tx: Tx, me: string, row: MessageRow): Promise<void> {
    if (row.receiverType === 'group') {
      await lockChats(tx, [], [{ senderId: me, guid: row.receiverId }]);
      await requireGroupMember(tx, row.receiverId, me);
      return;
    }
    const otherId = row.senderId === me ? row.receiverId : row.senderId;
    await lockChat(tx, me, otherId);
    const other = requireLiveOther(await readPair(tx, me, otherId));
    requireNoBlock(other);
  }

  return {
    /**
     * A message of a conversation the caller reads (else 404 / the group's 403), not deleted
     * (409), that `check` accepts (it throws the refusal).
     */
    async messageToChange(
      session: Session,
      id: string,
      check: (row: MessageRow) => void,
    ): Promise<MessageRow> {
      const found = await visibleMessage(session, id);
      if (found.deletedAt) throw new HttpError(409, M.chat.messageDeleted);
      check(found);
      return found;
    },

    /**
     * Runs `change` on the message under the locks; when it changed, gives the message a new
     * seq and tells everyone in the conversation. Answers the caller's view as it now is.
     */
    async changeMessage(
      session: Session,
      found: MessageRow,
      change: MessageChange,
    ): Promise<ChatMessage> {
      const me = session.user.id;
      const outcome = await db.transaction(async (tx) => {
        await lockAndCheck(tx, me, found);
        const live = await findLiveMessage(tx, found.id);
        if (!live) throw new HttpError(409, M.chat.messageDeleted);
        if (!(await change(tx, live))) return { row: live, changed: false };
        const touched = await touchMessage(tx, live.id);
        if (!touched) throw new Error('the changed message is gone');
        return { row: touched, changed: true };
      });
      const extensions = await extensionsOf([outcome.row]);
      if (outcome.changed) {
        const mine = (await publishUpdated(me, outcome.row, extensions)).get(me);
        if (mine) return mine;
      }
      const people = await findPeople(db, me, [me, outcome.row.senderId]);
      return toChatMessage(outcome.row, context(session.user, people, extensions));
    },
  };
}

export type MessageChanges = ReturnType<typeof createMessageChanges>;
