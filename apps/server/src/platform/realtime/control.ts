import { type RealtimeEvent, type RealtimeHub, topics } from './hub';

// Control events travel through the hub like any other event (so they reach the sockets of
// every server instance) but are never sent to a client: the `/realtime` connection acts on
// them. Event types starting with `realtime.` are reserved for them.
const RECHECK = 'realtime.recheck';

export function isControlEvent(event: RealtimeEvent): boolean {
  return event.type.startsWith('realtime.');
}

/**
 * Every socket subscribed to `topic` asks again whether it may receive it, and drops it
 * (answering `{type:'error', code:'forbidden', topic}`) when not. Publish after the change is
 * committed: a member removed from a private Bubble, a Bubble made private, a Bubble deleted.
 */
export function recheckTopic(hub: RealtimeHub, topic: string): void {
  hub.publish(topic, { type: RECHECK });
}

/**
 * Every socket of this user re-reads its session and closes (4401) if it has ended: after a
 * password change, an account deletion or a logout that revoked sessions.
 */
export function recheckSessions(hub: RealtimeHub, userId: string): void {
  recheckTopic(hub, topics.user(userId));
}

const FOLLOW = 'realtime.follow';
const UNFOLLOW = 'realtime.unfollow';

/**
 * Every socket of this user (on every instance) subscribes itself to `topic`, if the topic's
 * rule allows it, without the client asking and outside its maxTopics: a group they joined or
 * were added to. Publish after the change is committed.
 */
export function followTopic(hub: RealtimeHub, userId: string, topic: string): void {
  hub.publish(topics.user(userId), { type: FOLLOW, topic });
}

/** Every socket of this user drops `topic` (left a group; kicked or banned use recheckTopic). */
export function unfollowTopic(hub: RealtimeHub, userId: string, topic: string): void {
  hub.publish(topics.user(userId), { type: UNFOLLOW, topic });
}

/** The topic of a follow or unfollow control event, or null for any other event. */
export function followOf(event: RealtimeEvent): { topic: string; follow: boolean } | null {
  if (event.type !== FOLLOW && event.type !== UNFOLLOW) return null;
  return typeof event.topic === 'string'
    ? { topic: event.topic, follow: event.type === FOLLOW }
    : null;
}
