// Identifiers of the chat: a one-to-one conversation's id is derived from the pair (the smaller
// user id first, as CometChat writes `<uid>_user_<uid>`), so both people, every tab and every
// retry name the same conversation without a lookup, and no race can make two of them.

export function pairOf(one: string, other: string): { userA: string; userB: string } {
  return one < other ? { userA: one, userB: other } : { userA: other, userB: one };
}

export function conversationIdOf(one: string, other: string): string {
  const { userA, userB } = pairOf(one, other);
  return `${userA}_user_${userB}`;
}

/** Seconds since 1970, as the chat's entities count time. */
export function toSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

export function toSecondsOrNull(date: Date | null): number | null {
  return date ? toSeconds(date) : null;
}
