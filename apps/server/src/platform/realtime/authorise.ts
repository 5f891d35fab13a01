import type { Queryable } from '../../db/client';
import type { Clock } from '../clock';
import { findBubbleAccess } from '../../modules/bubbles/access';
import { mayReceivePresence } from '../../modules/chat/presence-access';
import { topics } from './hub';

const BUBBLE_TOPIC = /^bubble:([A-Za-z0-9_-]{1,64})$/;
const PRESENCE_TOPIC = /^presence:([A-Za-z0-9_-]{1,64})$/;

/**
 * Who may receive which topic: one's own `user:<id>` (never another's), and `bubble:<id>`
 * for whoever may see that Bubble's content (public: everyone signed in; private: active
 * members) — the same rule as its board (modules/bubbles/access.ts) — and `presence:<id>` for
 * whoever may receive that person's presence (modules/chat/presence-access.ts). Anything else
 * is refused.
 */
export function createTopicAuthoriser(db: Queryable, now: Clock) {
  return async (userId: string, topic: string): Promise<boolean> => {
    if (topic === topics.user(userId)) return true;
    const subjectId = PRESENCE_TOPIC.exec(topic)?.[1];
    if (subjectId) return mayReceivePresence(db, userId, subjectId, now());
    const bubbleId = BUBBLE_TOPIC.exec(topic)?.[1];
    if (!bubbleId) return false;
    const access = await findBubbleAccess(db, userId, { id: bubbleId });
    return access?.canSeeContent === true;
  };
}
