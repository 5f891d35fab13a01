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
