import type { BubbleMember, BubbleMemberList, BubbleTile, MyBubbles } from '@wob/api';
import type { Session } from '../../context';
import type { GroupChange } from '../chat/groups-events';
import { scopeOfRole } from '../chat/groups-bubble';
import { pgErrorCode } from '../../db/client';
import { SERVER_MESSAGES as M } from '../../messages';
import { HttpError } from '../../platform/http/http-error';
import {
  bubbleNotFound,
  requireActiveMember,
  requireBubble,
  requireModerator,
  requireOwner,
  requireVisibilitySwitch,
} from './access';
import {
  publishBubbleChanged,
  publishMembershipChanged,
  publishMembershipRequested,
  recheckBubbleListeners,
} from './events';
import {
  activateAllPending,
  activateMembership,
  deleteMembership,
  findMembership,
  insertMembership,
  selectMembers,
  selectModeratorIds,
  setMemberRole,
  setNotify,
} from './membership-store';
import { type MembershipStatus, selectMemberTiles, updateBubble } from './store';
import type { Outcome } from './service';
import { type BubblesKit, type Input, paged } from './service-kit';

// Membership of Bubbles: pick and leave (and the profile's list of picks), the moderator page
// (members, requests, let in, remove, public or private, moderators) and group notifications.

const memberNotFound = () => new HttpError(404, M.bubbles.memberNotFound);

export function createMembershipOps(kit: BubblesKit) {
  const { deps, db, now, realtime, accessOf, tileOf, membersFor, announceActivated, mineOf } = kit;
  const { chats } = deps;

  const service = {
    /** Join: public → active, private → pending. Picking again changes nothing. */
    async pick(session: Session, input: Input<'pickBubble'>): Promise<Outcome<BubbleTile>> {
      const userId = session.user.id;
      const { bubble } = requireBubble(await accessOf(userId, input.bubble));
      const at = now();
      const status: MembershipStatus = bubble.isPrivate ? 'pending' : 'active';
      let joined: boolean;
      let changes: GroupChange[] = [];
      try {
        // The Bubble's chat (if any) follows in the same transaction.
        joined = await db.transaction(async (tx) => {
          const inserted = await insertMembership(tx, {
            bubbleId: bubble.id,
            userId,
            role: 'member',
            status,
            joinedAt: at,
            activatedAt: status === 'active' ? at : null,
          });
          if (inserted && status === 'active') {
            changes = await chats.follow(tx, bubble.id, userId, { kind: 'joined', userId });
          }
          return inserted;
        });
      } catch (error) {
        // Deleted in the meantime (foreign key).
        if (pgErrorCode(error) === '23503') throw bubbleNotFound();
        throw error;
      }
      await chats.publish(changes);
      const tile = await tileOf(userId, bubble.id);
      const pending = tile.membership.status === 'pending';
      if (joined && pending) {
        publishMembershipRequested(
          realtime,
          await selectModeratorIds(db, bubble.id),
          bubble.id,
          userId,
        );
        await deps.notices.joinRequested({ bubbleId: bubble.id, applicantId: userId });
      }
      return { data: tile, messageKey: pending ? M.bubbles.pending : M.bubbles.joined };
    },

    /** Leave, or withdraw a request. Not being a member is fine; the owner cannot leave. */
    async leave(session: Session, input: Input<'removeBubble'>): Promise<Outcome<BubbleTile>> {
      const userId = session.user.id;
      const { bubble, membership } = requireBubble(await accessOf(userId, input.bubble));
      if (membership?.role === 'owner') throw new HttpError(409, M.bubbles.ownerCannotLeave);
      let changes: GroupChange[] = [];
      const removed = await db.transaction(async (tx) => {
        const row = await deleteMembership(tx, bubble.id, userId, ['moderator', 'member']);
        if (row?.status === 'active') {
          changes = await chats.follow(tx, bubble.id, userId, { kind: 'left', userId });
        }
        return row;
      });
      await chats.publish(changes);
      if (removed) {
        recheckBubbleListeners(realtime, bubble.id);
        await deps.notices.membershipEnded({ bubbleId: bubble.id, memberId: userId });
      }
      return {
        data: await tileOf(userId, bubble.id),
        messageKey: removed?.status === 'pending' ? M.bubbles.requestWithdrawn : M.bubbles.left,
      };
    },

    /** 404 unless every listed Bubble exists (before anything is changed). */
    async requirePicks(userId: string, bubbleIds: readonly string[]): Promise<void> {
      for (const id of new Set(bubbleIds)) requireBubble(await accessOf(userId, id));
    },

    /**
     * `update-profile` with bubbles (ARCHITECTURE.md): the person's Bubbles become the list.
     * Listed ones are picked (public → active, private → pending), unlisted ones left; the
     * Bubbles they own stay. Every id is checked first, so an unknown one changes nothing.
     */
    async setPicks(session: Session, bubbleIds: readonly string[]): Promise<MyBubbles> {
      const userId = session.user.id;
      const wanted = new Set(bubbleIds);
      await service.requirePicks(userId, bubbleIds);
      const current = await selectMemberTiles(db, userId);
      const have = new Set(current.map((row) => row.bubble.id));
      for (const id of wanted) {
        if (!have.has(id)) await service.pick(session, { bubble: id });
      }
      for (const row of current) {
        if (!wanted.has(row.bubble.id) && row.role !== 'owner') {
          await service.leave(session, { bubble: row.bubble.id });
        }
      }
      return mineOf(userId);
    },

    async members(
      session: Session,
      input: Input<'getActiveMembers'>,
      status: MembershipStatus,
    ): Promise<BubbleMemberList> {
      const { bubble } = requireModerator(await accessOf(session.user.id, input.bubble));
      const { page, limit } = input;
      const { rows, total } = await selectMembers(db, bubble.id, status, (page - 1) * limit, limit);
      return paged(await membersFor(session, rows), total, page, limit);
    },

    async markActive(session: Session, input: Input<'markActive'>): Promise<BubbleMember> {
      const { bubble } = requireModerator(await accessOf(session.user.id, input.bubble));
      const target = await findMembership(db, bubble.id, input.user);
      if (!target) throw memberNotFound();
      let changes: GroupChange[] = [];
      const activated =
        target.status === 'pending'
          ? await db.transaction(async (tx) => {
              const row = await activateMembership(tx, bubble.id, target.userId, now());
              if (row) {
                const event = { kind: 'added', userId: target.userId } as const;
                changes = await chats.follow(tx, bubble.id, session.user.id, event);
              }
              return row;
            })
          : undefined;
      await chats.publish(changes);
      if (activated) {
        announceActivated(bubble.id, [target.userId]);
        // Other moderators' member lists and the member count on open pages follow.
        publishBubbleChanged(realtime, 'bubble.updated', bubble.id);
        await deps.notices.joinApproved({
          bubbleId: bubble.id,
          memberId: target.userId,
          approverId: session.user.id,
        });
      }
      const [member] = await membersFor(session, [
        {
          user: target.user,
          role: target.role,
          joinedAt: target.joinedAt,
          activatedAt: activated?.activatedAt ?? target.activatedAt,
        },
      ]);
      if (!member) throw memberNotFound();
      return member;
    },

    /**
     * Removes a member or refuses a request. Nobody removes the owner; a moderator removes
     * members only, the owner moderators too. The rights are part of the delete itself.
     */
    async kickout(session: Session, input: Input<'kickoutUser'>): Promise<void> {
      const access = requireModerator(await accessOf(session.user.id, input.bubble));
      const bubbleId = access.bubble.id;
      const target = await findMembership(db, bubbleId, input.user);
      if (!target) throw memberNotFound();
      if (target.role === 'owner') throw new HttpError(403, M.bubbles.cannotKickOwner);
      if (target.role === 'moderator' && !access.isOwner) {
        throw new HttpError(403, M.bubbles.cannotKickModerator);
      }
      let changes: GroupChange[] = [];
      const removed = await db.transaction(async (tx) => {
        const row = await deleteMembership(
          tx,
          bubbleId,
          target.userId,
          access.isOwner ? ['moderator', 'member'] : ['member'],
        );
        if (row?.status === 'active') {
          const event = { kind: 'kicked', userId: target.userId } as const;
          changes = await chats.follow(tx, bubbleId, session.user.id, event);
        }
        return row;
      });
      await chats.publish(changes);
      if (!removed) {
        // Changed since it was read: gone already, or made a moderator meanwhile.
        if (!(await findMembership(db, bubbleId, target.userId))) throw memberNotFound();
        throw new HttpError(403, M.bubbles.cannotKickModerator);
      }
      publishMembershipChanged(realtime, target.userId, { bubbleId, status: 'none', role: null });
      await deps.notices.membershipEnded({ bubbleId, memberId: target.userId });
      publishBubbleChanged(realtime, 'bubble.updated', bubbleId);
      recheckBubbleListeners(realtime, bubbleId);
    },

    /** mark-public / mark-private. Made public, everyone waiting is let in. */
    async setVisibility(
      session: Session,
      input: Input<'markPublic'>,
      isPrivate: boolean,
    ): Promise<BubbleTile> {
      const userId = session.user.id;
      const { bubble } = requireVisibilitySwitch(await accessOf(userId, input.bubble));
      const at = now();
      let activated: string[] = [];
      const changes: GroupChange[] = [];
      await db.transaction(async (tx) => {
        const updated = await updateBubble(tx, bubble.id, { isPrivate, updatedAt: at }, null);
        if (!updated) throw bubbleNotFound();
        if (!isPrivate) activated = await activateAllPending(tx, bubble.id, at);
        for (const id of activated) {
          changes.push(
            ...(await chats.follow(tx, bubble.id, userId, { kind: 'added', userId: id })),
          );
        }
      });
      await chats.publish(changes);
      publishBubbleChanged(realtime, 'bubble.updated', bubble.id);
      if (isPrivate) recheckBubbleListeners(realtime, bubble.id);
      announceActivated(bubble.id, activated);
      return tileOf(userId, bubble.id);
    },

    /** The owner appoints an active member as moderator, or takes the role back. */
    async setModerator(
      session: Session,
      input: Input<'setModerator'>,
    ): Promise<Outcome<BubbleMember>> {
      const { bubble } = requireOwner(await accessOf(session.user.id, input.bubble));
      const target = await findMembership(db, bubble.id, input.user);
      if (!target) throw memberNotFound();
      if (target.role === 'owner') throw new HttpError(409, M.bubbles.ownerRoleFixed);
      if (target.status !== 'active') throw new HttpError(409, M.bubbles.activateFirst);
      const role = input.moderator ? 'moderator' : 'member';
      let changes: GroupChange[] = [];
      const updated = await db.transaction(async (tx) => {
        const row = await setMemberRole(tx, bubble.id, target.userId, role);
        if (row) {
          const event = { kind: 'scope', userId: target.userId, scope: scopeOfRole(role) } as const;
          changes = await chats.follow(tx, bubble.id, session.user.id, event);
        }
        return row;
      });
      await chats.publish(changes);
      if (!updated) throw memberNotFound();
      publishMembershipChanged(realtime, target.userId, {
        bubbleId: bubble.id,
        status: 'active',
        role,
      });
      publishBubbleChanged(realtime, 'bubble.updated', bubble.id);
      const [member] = await membersFor(session, [
        { user: target.user, role, joinedAt: updated.joinedAt, activatedAt: updated.activatedAt },
      ]);
      if (!member) throw memberNotFound();
      return {
        data: member,
        messageKey: input.moderator ? M.bubbles.moderatorAdded : M.bubbles.moderatorRemoved,
      };
    },

    async setNotifications(
      session: Session,
      input: Input<'setNotifications'>,
    ): Promise<Outcome<BubbleTile>> {
      const userId = session.user.id;
      const { bubble } = requireActiveMember(await accessOf(userId, input.bubble));
      await setNotify(db, bubble.id, userId, input.notify);
      return {
        data: await tileOf(userId, bubble.id),
        messageKey: input.notify ? M.bubbles.notificationsOn : M.bubbles.notificationsOff,
      };
    },
  };
  return service;
}
