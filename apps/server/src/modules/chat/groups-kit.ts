import type { GroupParty } from '@wob/api';
import type { Session } from '../../context';
import type { Tx } from '../../db/client';
import { isChatClosed } from './closed-chats';
import { groupNotFound, requireVisible } from './groups-access';
import { type GroupChange, publishGroupChanges } from './groups-events';
import { type GroupRecord, lockGroup, scopesOf } from './groups-store';
import type { ChatKit } from './service-kit';
import { lockChats } from './store';

// What the group operations share (groups-service.ts, groups-members.ts): one change of a
// group is one transaction that locks the group's row first, so every membership change of a
// group is serialised (members_count and the one owner hold under any concurrency), and its
// events go out after the commit.

/** The locked group and the caller as canAct sees them. */
export interface LockedGroup {
  group: GroupRecord;
  viewer: GroupParty;
}

export interface Mutation<T> {
  result: T;
  changes: GroupChange[];
}

export function createGroupKit(kit: ChatKit) {
  const { db, realtime, media } = kit;

  /**
   * Runs `change` in a transaction holding the group's row lock, with the caller's scope read
   * under it (404 for an unknown group, or a private one the caller is not in), then publishes
   * the changes it made. First it takes the chat locks of the caller, of `targets` (the people
   * the change concerns) and of the group, in one statement and the one order every chat write
   * uses (store.ts lockChats), so that an action message's seq is ordered for every reader's
   * sync and a group change never waits in a circle with a send.
   */
  async function mutate<T>(
    session: Session,
    guid: string,
    change: (tx: Tx, locked: LockedGroup) => Promise<Mutation<T>>,
    targets: readonly string[] = [],
  ): Promise<T> {
    const me = session.user.id;
    const { result, changes } = await db.transaction(async (tx) => {
      await lockChats(
        tx,
        [],
        [me, ...targets].map((senderId) => ({ senderId, guid })),
      );
      const group = await lockGroup(tx, guid);
      // A Bubble's chat is closed while the Bubble is taken down (closed-chats.ts).
      if (!group || (await isChatClosed(tx, group.conversationId))) throw groupNotFound();
      const scope = (await scopesOf(tx, group.conversationId, [me])).get(me) ?? null;
      requireVisible(group, scope);
      return change(tx, { group, viewer: { uid: me, scope } });
    });
    await publishGroupChanges({ db, realtime, media }, changes);
    return result;
  }

  /** The group after a membership change of `by` (+1 joined, -1 left). */
  function counted(group: GroupRecord, by: number): GroupRecord {
    return { ...group, membersCount: group.membersCount + by };
  }

  /** The caller as an action message names them. */
  function actorOf(session: Session) {
    return { id: session.user.id, name: session.user.name };
  }

  return { ...kit, mutate, counted, actorOf };
}

export type GroupKit = ReturnType<typeof createGroupKit>;
