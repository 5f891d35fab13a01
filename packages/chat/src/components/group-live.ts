import { useEffect, useRef } from 'react';
import type { ChatGroupMember, GroupChange } from '../service/port';
import { useChatStore } from '../store/chat-context';

/**
 * How a member list (or the banned list) changes with a group change (spec chat section 5):
 * joined or added appear, left or kicked go, banned moves to the banned list, unbanned leaves
 * it, a scope change or ownership updates the scope. Other groups' changes are ignored.
 */
export function applyToMembers(
  members: ChatGroupMember[],
  change: GroupChange,
  list: 'members' | 'banned',
): ChatGroupMember[] {
  const member = change.member;
  if (!member) return members;
  const without = members.filter((each) => each.uid !== member.uid);
  const joins =
    list === 'members'
      ? change.action === 'joined' || change.action === 'added'
      : change.action === 'banned';
  const leaves =
    list === 'members'
      ? change.action === 'left' || change.action === 'kicked' || change.action === 'banned'
      : change.action === 'unbanned';
  if (leaves) return without;
  if (joins) {
    // One's own change carries only the uid and scope: the row keeps what the list knew.
    const known = members.find((each) => each.uid === member.uid);
    return member.name || !known ? [...without, member] : [...without, { ...known, ...member }];
  }
  if (change.action === 'scope' || change.action === 'owner') {
    return members.map((each) =>
      each.uid === member.uid ? { ...each, scope: member.scope } : each,
    );
  }
  if (change.action === 'member-updated') {
    return members.map((each) => (each.uid === member.uid ? { ...each, ...member } : each));
  }
  return members;
}

/**
 * Keeps a shown list of `guid`'s members (or banned members) in step with its changes: every
 * change logged since the list opened, in order, each once (several may come in one tick).
 */
export function useFollowMembers(
  guid: string,
  list: 'members' | 'banned',
  setItems: (change: (items: ChatGroupMember[]) => ChatGroupMember[]) => void,
): void {
  const log = useChatStore((state) => state.groupChanges);
  // Changes before the list opened are in its first page already.
  const appliedUpTo = useRef(log.next);
  useEffect(() => {
    const fresh = log.entries
      .filter((entry) => entry.seq >= appliedUpTo.current && entry.change.group.guid === guid)
      .map((entry) => entry.change);
    appliedUpTo.current = log.next;
    if (fresh.length === 0) return;
    setItems((items) =>
      fresh.reduce((shown, change) => applyToMembers(shown, change, list), items),
    );
  }, [log, guid, list, setItems]);
}
