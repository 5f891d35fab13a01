import { randomBytes } from 'node:crypto';
import type { ChatGroupEvent, ChatGroupMember, ChatSender, GroupEventAction } from '@wob/api';
import type { GroupScope } from '@wob/validation';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { followTopic, recheckTopic, unfollowTopic } from '../../platform/realtime/control';
import { type RealtimeHub, topics } from '../../platform/realtime/hub';
import type { MediaStorage } from '../../platform/storage/media-storage';
import { broadcastVisibility, imageOf } from '../people/visibility';
import { groupIconOf } from './group-views';
import { insertMessages } from './message-store';
import type { ChatPerson } from './people-store';
import { findPeople } from './people-store';
import type { GroupRecord } from './groups-store';
import type { MessageRow } from './store';
import { toChatMessage } from './views';

// A group's membership changes as the members see them: the action message stored with each
// change ("Anna added Peter": category 'action', type 'groupMember', no text, shown as centred
// text by the UI), and the `chat.group` event published once on the group's topic after the
// commit, and on the person's own topic when they are not (or no longer) on it.

/** The actions an action message records: the event's, and 'created' for a new group. */
export type GroupMemberAction = Exclude<GroupEventAction, 'member-updated' | 'updated' | 'deleted'>;
export type StoredAction = GroupMemberAction | 'created';

export interface ActionParty {
  id: string;
  name: string;
}

/**
 * Stores the action message of a change in the caller's transaction (which holds the group's
 * row lock) and makes it every member's last message, without counting it unread.
 */
export async function recordAction(
  tx: Queryable,
  group: GroupRecord,
  change: {
    action: StoredAction;
    by: ActionParty;
    on: ActionParty;
    scope?: GroupScope;
    previousScope?: GroupScope;
    at: Date;
  },
): Promise<MessageRow> {
  const customData: Record<string, unknown> = {
    action: change.action,
    by: { uid: change.by.id, name: change.by.name },
    on: { uid: change.on.id, name: change.on.name },
  };
  if (change.scope) customData.scope = change.scope;
  if (change.previousScope) customData.previousScope = change.previousScope;
  const [row] = await insertMessages(tx, [
    {
      conversationId: group.conversationId,
      senderId: change.by.id,
      receiverType: 'group',
      receiverId: group.guid,
      // Server-made: a muid no client makes (clients' are their own).
      muid: `group-action-${randomBytes(12).toString('hex')}`,
      type: 'groupMember',
      category: 'action',
      text: null,
      data: { customData },
      parentId: null,
      requested: false,
      sentAt: change.at,
    },
  ]);
  if (!row) throw new Error('the action message was not stored');
  return row;
}

/**
 * How people are shown in an event everyone on the group's topic receives, whoever they are:
 * the real picture only when people/visibility.ts's broadcastVisibility allows it to anyone
 * (shown to all, no age range, no block either way); never presence.
 */
async function broadcastPeople(
  db: Queryable,
  ids: readonly string[],
): Promise<Map<string, ChatPerson>> {
  const people = await findPeople(db, ids[0] ?? '', ids);
  const wanted = [...people.keys()];
  const { rows } = (await db.execute(sql`select distinct p.id from unnest(
      ${sql.param(wanted)}::text[]) as p(id)
    where exists (select 1 from blocks b where b.blocker_id = p.id or b.blocked_id = p.id)`)) as unknown as {
    rows: { id: string }[];
  };
  const blocked = new Set(rows.map((row) => row.id));
  const shown = new Map<string, ChatPerson>();
  for (const [id, person] of people) {
    const { picture } = broadcastVisibility(person, blocked.has(id));
    shown.set(id, {
      ...person,
      pictureId: picture ? person.pictureId : null,
      showImagesToAll: true,
      ageRangeEnabled: false,
      connected: false,
      blockedByMe: false,
      hasBlockedMe: false,
    });
  }
  return shown;
}

const NOBODY = { id: '', age: -1 };

function senderOf(person: ChatPerson | undefined, id: string, media: MediaStorage): ChatSender {
  if (!person) return { uid: id, name: '', avatar: '' };
  return {
    uid: id,
    name: person.name,
    avatar: imageOf(person, { picture: person.pictureId !== null }, media),
  };
}

export interface GroupChange {
  action: GroupEventAction;
  /** The group after the change. */
  group: GroupRecord;
  actorId: string;
  /** Whom it concerns and their scope after it; null for updated and deleted. */
  member: { id: string; scope: GroupScope } | null;
  previousScope?: GroupScope;
  message: MessageRow | null;
}

/** Who is told on their own topic besides the group's: those not (or no longer) on it. */
const TOLD_PERSONALLY: ReadonlySet<GroupEventAction> = new Set<GroupEventAction>([
  'added',
  'unbanned',
  'kicked',
  'banned',
  'left',
]);

/**
 * Publishes committed changes: each `chat.group` event once on `group:<guid>` (and on the
 * person's `user:<id>` for TOLD_PERSONALLY), then the topic bookkeeping: who joined or was
 * added follows the group's topic, who left drops it, and the sockets of whoever was kicked or
 * banned (or of everyone, when the group is deleted) are asked again whether they may stay.
 */
export async function publishGroupChanges(
  deps: { db: Queryable; realtime: RealtimeHub; media: MediaStorage },
  changes: readonly GroupChange[],
): Promise<void> {
  if (changes.length === 0) return;
  const ids = new Set<string>();
  for (const change of changes) {
    ids.add(change.actorId);
    if (change.member) ids.add(change.member.id);
  }
  const people = await broadcastPeople(deps.db, [...ids]);
  const context = {
    media: deps.media,
    presence: { isOnline: () => false },
    people,
    viewer: NOBODY,
  };
  for (const change of changes) {
    const { group } = change;
    const topic = topics.group(group.guid);
    const member: ChatGroupMember | null = change.member
      ? {
          ...senderOf(people.get(change.member.id), change.member.id, deps.media),
          status: 'offline',
          scope: change.member.scope,
        }
      : null;
    const event: ChatGroupEvent = {
      type: 'chat.group',
      action: change.action,
      group: {
        guid: group.guid,
        name: group.name,
        icon: groupIconOf(group, deps.media),
        type: group.type as ChatGroupEvent['group']['type'],
        membersCount: group.membersCount,
        owner: group.ownerId,
        bubbleId: group.bubbleId,
      },
      actor: senderOf(people.get(change.actorId), change.actorId, deps.media),
      member,
      message: change.message ? toChatMessage(change.message, context) : null,
    };
    if (change.previousScope) event.previousScope = change.previousScope;
    deps.realtime.publish(topic, event);
    if (change.member && TOLD_PERSONALLY.has(change.action)) {
      deps.realtime.publish(topics.user(change.member.id), event);
    }
    if (change.member && (change.action === 'added' || change.action === 'joined')) {
      followTopic(deps.realtime, change.member.id, topic);
    }
    if (change.member && change.action === 'left') {
      unfollowTopic(deps.realtime, change.member.id, topic);
    }
    if (change.action === 'kicked' || change.action === 'banned' || change.action === 'deleted') {
      recheckTopic(deps.realtime, topic);
    }
  }
}
