import { topics } from './hub';

/** Whether `userId` may receive the topic `<kind>:<id>` of one kind (e.g. a Bubble's). */
export type TopicRule = (userId: string, id: string) => Promise<boolean>;

/** A topic of a kind with a rule: `<kind>:<id>`. */
const KIND_TOPIC = /^([a-z]+):([A-Za-z0-9_-]{1,64})$/;

/**
 * Who may receive which topic: one's own `user:<id>` (never another's), and a topic
 * `<kind>:<id>` of a kind in `rules` when its rule says so. The rules belong to the modules
 * that publish the topics (`bubble`, `presence`) and are handed in by the composition root
 * (modules/index.ts), so the platform knows no module. Anything else is refused.
 */
export function createTopicAuthoriser(rules: Readonly<Record<string, TopicRule>>) {
  return async (userId: string, topic: string): Promise<boolean> => {
    if (topic === topics.user(userId)) return true;
    const match = KIND_TOPIC.exec(topic);
    if (!match) return false;
    const [, kind, id] = match;
    const rule = kind && Object.hasOwn(rules, kind) ? rules[kind] : undefined;
    return rule && id ? rule(userId, id) : false;
  };
}
