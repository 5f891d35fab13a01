import { type BubbleMember, type BubbleTile, isApiError } from '@wob/api';
import type { MemberList, ModerationStatus } from './moderation-types';

// The moderation store's pure rules: who may do what to whom, and how a member list changes.

export const emptyList = (): MemberList => ({
  status: 'idle',
  docs: [],
  total: 0,
  hasMore: false,
  more: 'idle',
});

export const initial = {
  id: null,
  status: 'idle' as ModerationStatus,
  bubble: null,
  canSeeContent: false,
  active: emptyList(),
  pending: emptyList(),
  busy: [] as readonly string[],
  switchingVisibility: false,
};

/** The largest page the members calls answer (MEMBER_MAX_LIMIT of @wob/validation). */
export const MAX_LIMIT = 100;

export function listStatusOf(error: unknown): MemberList['status'] {
  if (isApiError(error) && error.status === 403) return 'forbidden';
  if (isApiError(error) && error.status === 404) return 'not-found';
  return 'error';
}

export function withoutMember(list: MemberList, userId: string): MemberList {
  const docs = list.docs.filter((member) => member._id !== userId);
  const removed = list.docs.length - docs.length;
  return { ...list, docs, total: Math.max(0, list.total - removed) };
}

export function withMember(list: MemberList, member: BubbleMember, index?: number): MemberList {
  if (list.docs.some((known) => known._id === member._id)) {
    return { ...list, docs: list.docs.map((known) => (known._id === member._id ? member : known)) };
  }
  const docs = [...list.docs];
  docs.splice(index ?? docs.length, 0, member);
  return { ...list, docs, total: list.total + 1 };
}

/** Whether the caller may manage members: an active owner or moderator. */
export function isModerator(bubble: BubbleTile | null | undefined): boolean {
  const membership = bubble?.membership;
  return (
    membership?.status === 'active' &&
    (membership.role === 'owner' || membership.role === 'moderator')
  );
}

/** Whether the caller may remove this member (the server's rule): never the owner or oneself. */
export function canKickOut(
  bubble: BubbleTile | null | undefined,
  member: BubbleMember,
  userId: string | null | undefined,
): boolean {
  if (!isModerator(bubble) || member._id === userId || member.role === 'owner') return false;
  return member.role === 'member' || bubble?.membership.role === 'owner';
}

/** Whether the caller may appoint or remove this moderator: the owner, for other members. */
export function canSetModerator(
  bubble: BubbleTile | null | undefined,
  member: BubbleMember,
): boolean {
  return (
    bubble?.membership.status === 'active' &&
    bubble.membership.role === 'owner' &&
    member.role !== 'owner'
  );
}
