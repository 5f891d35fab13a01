import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  blocks,
  bubbles,
  chatGroups,
  chatMembers,
  comments,
  memberships,
  notifications,
  users,
} from '../../db/schema';
import { newId } from '../../platform/crypto';

// SQL of the Bubble notifications: join requests (to the active owner and moderators), an
// approved request (to the applicant) and a reply (to the author of the comment replied to).
// Each insert checks in the same statement that what it tells is still true and that neither
// person blocked the other, so a request withdrawn a moment earlier tells nobody. The bell's
// queries check again (`stillRelevant`): nothing ever links to something gone.

/** A new notification: its id and recipient. */
export interface Created {
  id: string;
  userId: string;
}

/** Neither `a` nor `b` (SQL expressions of user ids) blocked the other. */
export function noBlockBetween(a: SQL, b: SQL): SQL {
  return sql`not exists (select 1 from ${blocks}
    where (${blocks.blockerId} = ${a} and ${blocks.blockedId} = ${b})
       or (${blocks.blockerId} = ${b} and ${blocks.blockedId} = ${a}))`;
}

/**
 * The notification (a row of `notifications`, in scope) still tells something true: a join
 * request is still pending and its recipient still an active owner or moderator; an approved
 * member is still active; the reader of a reply may still see the Bubble's board; the person
 * mentioned is still an active member of the group chat; a taken-down Bubble is still down. Likes and
 * connections are checked by their own queries. A deleted Bubble or comment took its rows.
 */
export function stillRelevant(): SQL {
  return sql`(${notifications.kind} in ('like', 'connection', 'dataExport', 'moderationWarning', 'reportHandled')
    or (${notifications.kind} = 'bubbleTakedown'
      and exists (select 1 from ${bubbles} where ${bubbles.id} = ${notifications.bubbleId}
        and ${bubbles.takenDownAt} is not null))
    or (${notifications.kind} = 'joinRequest'
      and exists (select 1 from ${memberships} where ${memberships.bubbleId} = ${notifications.bubbleId}
        and ${memberships.userId} = ${notifications.actorId} and ${memberships.status} = 'pending')
      and exists (select 1 from ${memberships} where ${memberships.bubbleId} = ${notifications.bubbleId}
        and ${memberships.userId} = ${notifications.userId} and ${memberships.status} = 'active'
        and ${memberships.role} in ('owner', 'moderator')))
    or (${notifications.kind} = 'joinApproved'
      and exists (select 1 from ${memberships} where ${memberships.bubbleId} = ${notifications.bubbleId}
        and ${memberships.userId} = ${notifications.userId} and ${memberships.status} = 'active'))
    or (${notifications.kind} = 'reply'
      and exists (select 1 from ${bubbles} where ${bubbles.id} = ${notifications.bubbleId}
        and (not ${bubbles.isPrivate} or exists (select 1 from ${memberships}
          where ${memberships.bubbleId} = ${bubbles.id} and ${memberships.userId} = ${notifications.userId}
            and ${memberships.status} = 'active'))))
    or (${notifications.kind} = 'mention'
      and exists (select 1 from ${chatGroups} join ${chatMembers}
        on ${chatMembers.conversationId} = ${chatGroups.conversationId}
        where ${chatGroups.guid} = ${notifications.chatGroupId}
          and ${chatMembers.userId} = ${notifications.userId} and ${chatMembers.scope} is not null)))`;
}

export async function insertRows(tx: Queryable, query: SQL): Promise<Created[]> {
  const { rows } = (await tx.execute(query)) as unknown as {
    rows: { id: string; user_id: string }[];
  };
  return rows.map((row) => ({ id: row.id, userId: row.user_id }));
}

/** The recipient is a live account. */
export const liveRecipient = (userId: SQL): SQL => sql`exists (select 1 from ${users}
  where ${users.id} = ${userId} and ${users.deletedAt} is null and ${users.anonymisedAt} is null)`;

/**
 * `applicantId` asks to join `bubbleId`: one 'joinRequest' for each active owner and moderator
 * (not the applicant), while the request is pending. A new request replaces an old one.
 */
export async function insertJoinRequests(
  tx: Queryable,
  request: { bubbleId: string; applicantId: string; at: Date },
): Promise<Created[]> {
  await deleteMembershipNotifications(tx, {
    bubbleId: request.bubbleId,
    memberId: request.applicantId,
    approval: false,
  });
  const moderator = sql.raw('m.user_id');
  return insertRows(
    tx,
    sql`insert into ${notifications} (id, user_id, actor_id, kind, bubble_id, created_at)
      select substr(replace(gen_random_uuid()::text, '-', ''), 1, 24), m.user_id, ${request.applicantId}, 'joinRequest',
        ${request.bubbleId}, ${request.at.toISOString()}::timestamptz
      from ${memberships} m
      where m.bubble_id = ${request.bubbleId} and m.status = 'active'
        and m.role in ('owner', 'moderator') and m.user_id <> ${request.applicantId}
        and ${liveRecipient(moderator)}
        and ${noBlockBetween(moderator, sql`${request.applicantId}`)}
        and exists (select 1 from ${memberships} p where p.bubble_id = ${request.bubbleId}
          and p.user_id = ${request.applicantId} and p.status = 'pending')
      on conflict do nothing
      returning id, user_id`,
  );
}

/**
 * `approverId` let `memberId` into `bubbleId`: one 'joinApproved' for the member (a new
 * approval, after leaving and asking again, replaces the old one).
 */
export async function insertApproval(
  tx: Queryable,
  approval: { bubbleId: string; memberId: string; approverId: string; at: Date },
): Promise<Created[]> {
  await tx.execute(sql`delete from ${notifications} where ${notifications.userId} = ${approval.memberId}
    and ${notifications.bubbleId} = ${approval.bubbleId} and ${notifications.kind} = 'joinApproved'`);
  if (approval.memberId === approval.approverId) return [];
  return insertRows(
    tx,
    sql`insert into ${notifications} (id, user_id, actor_id, kind, bubble_id, created_at)
      select ${newId()}, ${approval.memberId}, ${approval.approverId}, 'joinApproved',
        ${approval.bubbleId}, ${approval.at.toISOString()}::timestamptz
      where ${liveRecipient(sql`${approval.memberId}`)}
        and ${noBlockBetween(sql`${approval.memberId}`, sql`${approval.approverId}`)}
        and exists (select 1 from ${memberships} where ${memberships.bubbleId} = ${approval.bubbleId}
          and ${memberships.userId} = ${approval.memberId} and ${memberships.status} = 'active')
      on conflict do nothing
      returning id, user_id`,
  );
}

/**
 * `replyId` answers `targetId` (a comment or a reply) under the top comment `topId`: a 'reply'
 * for the author of each of the two (once each), not the replier, and only for someone who may
 * see the board (a public Bubble, or an active member of a private one).
 */
export async function insertReplies(
  tx: Queryable,
  reply: { replyId: string; targetId: string; topId: string; replierId: string; at: Date },
): Promise<Created[]> {
  const author = sql.raw('c.author_id');
  return insertRows(
    tx,
    sql`insert into ${notifications} (id, user_id, actor_id, kind, bubble_id, comment_id, created_at)
      select substr(replace(gen_random_uuid()::text, '-', ''), 1, 24), c.author_id, ${reply.replierId}, 'reply',
        c.bubble_id, ${reply.replyId}, ${reply.at.toISOString()}::timestamptz
      from (select distinct ${comments.authorId} as author_id, ${comments.bubbleId} as bubble_id
        from ${comments} where ${comments.id} in (${reply.targetId}, ${reply.topId})) c
      join ${bubbles} b on b.id = c.bubble_id
      where c.author_id <> ${reply.replierId}
        and ${liveRecipient(author)}
        and ${noBlockBetween(author, sql`${reply.replierId}`)}
        and exists (select 1 from ${comments} r where r.id = ${reply.replyId})
        and (not b.is_private or exists (select 1 from ${memberships} m
          where m.bubble_id = b.id and m.user_id = c.author_id and m.status = 'active'))
      on conflict do nothing
      returning id, user_id`,
  );
}

/**
 * The notifications about a Bubble, or about a comment and its replies, that are about to be
 * deleted (the foreign keys would take them silently). Answers the recipients who lost an
 * unseen one, so their badge can drop at once.
 */
export async function deleteSubjectNotifications(
  tx: Queryable,
  subject: { bubbleId: string } | { commentId: string },
): Promise<string[]> {
  const where =
    'bubbleId' in subject
      ? sql`${notifications.bubbleId} = ${subject.bubbleId}`
      : sql`${notifications.commentId} in (select ${comments.id} from ${comments}
          where ${comments.id} = ${subject.commentId} or ${comments.parentId} = ${subject.commentId})`;
  const { rows } = (await tx.execute(sql`delete from ${notifications} where ${where}
    returning ${notifications.userId} as user_id, ${notifications.seenAt} as seen_at`)) as unknown as {
    rows: { user_id: string; seen_at: unknown }[];
  };
  return [...new Set(rows.filter((row) => row.seen_at === null).map((row) => row.user_id))];
}

/**
 * A membership's notifications in `bubbleId`: the join request `memberId` sent (to the owner
 * and moderators) and the approval they were sent. For a request withdrawn, refused or answered
 * (`approval: false` keeps the approval), or a member who left or was removed. Answers the
 * recipients who lost an unseen one (their badge drops).
 */
export async function deleteMembershipNotifications(
  tx: Queryable,
  subject: { bubbleId: string; memberId: string; approval: boolean },
): Promise<string[]> {
  const approval = subject.approval
    ? sql`or (${notifications.kind} = 'joinApproved' and ${notifications.userId} = ${subject.memberId})`
    : sql``;
  const { rows } = (await tx.execute(sql`delete from ${notifications}
    where ${notifications.bubbleId} = ${subject.bubbleId}
      and ((${notifications.kind} = 'joinRequest' and ${notifications.actorId} = ${subject.memberId})
        ${approval})
    returning ${notifications.userId} as user_id, ${notifications.seenAt} as seen_at`)) as unknown as {
    rows: { user_id: string; seen_at: unknown }[];
  };
  return [...new Set(rows.filter((row) => row.seen_at === null).map((row) => row.user_id))];
}
