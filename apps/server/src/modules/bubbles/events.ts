import type {
  BubbleChangedEvent,
  MembershipChangedEvent,
  MembershipRequestedEvent,
} from '@wob/api';
import { recheckTopic } from '../../platform/realtime/control';
import { type RealtimeHub, topics } from '../../platform/realtime/hub';

// Realtime events of the Bubbles module (their shapes are in @wob/api's bubbles.ts). Always
// published after the change is committed, so a client that refetches sees it.

export function publishBubbleChanged(
  hub: RealtimeHub,
  type: BubbleChangedEvent['type'],
  bubbleId: string,
): void {
  const event: BubbleChangedEvent = { type, bubbleId };
  hub.publish(topics.bubble(bubbleId), event);
}

export function publishMembershipChanged(
  hub: RealtimeHub,
  userId: string,
  change: Omit<MembershipChangedEvent, 'type'>,
): void {
  const event: MembershipChangedEvent = { type: 'membership.changed', ...change };
  hub.publish(topics.user(userId), event);
}

/** Tells the owner and moderators that someone asks to join their private Bubble. */
export function publishMembershipRequested(
  hub: RealtimeHub,
  moderatorIds: readonly string[],
  bubbleId: string,
  userId: string,
): void {
  const event: MembershipRequestedEvent = { type: 'membership.requested', bubbleId, userId };
  for (const moderatorId of moderatorIds) hub.publish(topics.user(moderatorId), event);
}

/**
 * Sockets listening to the Bubble's board ask again whether they may: after a member left or
 * was removed, the Bubble was made private, or it was deleted.
 */
export function recheckBubbleListeners(hub: RealtimeHub, bubbleId: string): void {
  recheckTopic(hub, topics.bubble(bubbleId));
}
