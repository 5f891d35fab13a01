import { type ChatGroupEvent, endpoints, type RealtimeEvent, realtimeTopics } from '@wob/api';
import { tellGroupChange } from '../group-change';
import type { ChatGroup, ChatMessage, GroupChange, GroupEventAction, GroupScope } from '../port';
import { requireData, type WobContext } from './context';

// What the wob adapter knows of groups: each group as last seen with the logged-in user's own
// scope and hasJoined (a `chat.group` event leaves those to the receiver), the group topics
// it follows (`group:<guid>` of each group the user is in; the server subscribes members'
// sockets itself, the adapter's subscription makes sure the events reach it), and the
// `chat.group` events turned into GroupChanges: once each (the same event may come on the
// group's topic and on the user's own), and not back to the instance whose own call made it
// (as with CometChat, the caller has the answer).

/** Action messages remembered to tell each group event once. */
const SEEN_LIMIT = 2_000;
/** Own calls whose events are awaited, at most. */
const OWN_LIMIT = 200;

const REMOVED: ReadonlySet<GroupEventAction> = new Set(['left', 'kicked', 'banned', 'unbanned']);

export interface WobGroupState {
  get(guid: string): ChatGroup | undefined;
  /** Keeps the group as the user sees it and follows (or drops) its topic. */
  remember(group: ChatGroup): ChatGroup;
  /**
   * An own call about to change `guid` (`action` on `uid`, null for the group itself): its
   * event is not told back. Answers the function that withdraws it when the call failed.
   */
  expectOwn(guid: string, action: GroupEventAction, uid: string | null): () => void;
  /** A `chat.group` event: the group updated, then (when `live`) the listeners told. */
  onEvent(event: ChatGroupEvent, live: boolean): void;
  /**
   * A group's action message the resync found (its live event was missed): the group as the
   * server has it now, and the change told from the message's customData.
   */
  onMissedAction(message: ChatMessage): void;
  /** A new session: nothing known, nothing followed. */
  reset(): void;
}

export function createGroupState(
  ctx: WobContext,
  parts: {
    /** An event of a followed group topic (the adapter's one entry for topic events). */
    onTopicEvent: (event: RealtimeEvent) => void;
    /** The action message of a change, to the message listeners (once, by the ledger). */
    tellMessage: (message: ChatMessage, live: boolean) => void;
  },
): WobGroupState {
  const known = new Map<string, ChatGroup>();
  const topics = new Map<string, () => void>();
  const seen = new Set<string>();
  const own: string[] = [];
  /** Events of one group in order, also while an unknown group is fetched. */
  const chains = new Map<string, Promise<void>>();

  const ownKey = (guid: string, action: GroupEventAction, uid: string | null) =>
    `${guid}\u0000${action}\u0000${uid ?? ''}`;

  function follow(guid: string, joined: boolean): void {
    const subscribe = ctx.deps.subscribeTopic;
    if (!subscribe) return;
    const stop = topics.get(guid);
    if (joined && !stop) {
      topics.set(guid, subscribe(realtimeTopics.group(guid), parts.onTopicEvent));
    } else if (!joined && stop) {
      stop();
      topics.delete(guid);
    }
  }

  function remember(group: ChatGroup): ChatGroup {
    known.set(group.guid, group);
    follow(group.guid, group.hasJoined);
    return group;
  }

  function consumeOwn(event: ChatGroupEvent): boolean {
    if (event.actor.uid !== ctx.myUid) return false;
    const index = own.indexOf(ownKey(event.group.guid, event.action, event.member?.uid ?? null));
    if (index < 0) return false;
    own.splice(index, 1);
    return true;
  }

  /** The user's own scope after the event: told when it is about them, else as known. */
  async function viewerOf(
    event: ChatGroupEvent,
  ): Promise<{ scope: GroupScope | null; hasJoined: boolean }> {
    if (event.action === 'deleted') return { scope: null, hasJoined: false };
    if (event.member && event.member.uid === ctx.myUid) {
      return REMOVED.has(event.action)
        ? { scope: null, hasJoined: false }
        : { scope: event.member.scope, hasJoined: true };
    }
    const before = known.get(event.group.guid);
    if (before) return { scope: before.scope, hasJoined: before.hasJoined };
    // A group not seen yet (beyond the fetched conversations): asked once.
    const fetched = requireData(
      await ctx.api.call(endpoints.chatGroup, { guid: event.group.guid }),
    );
    return { scope: fetched.scope, hasJoined: fetched.hasJoined };
  }

  async function apply(event: ChatGroupEvent, live: boolean, gen: number): Promise<void> {
    const mine = consumeOwn(event);
    let viewer: { scope: GroupScope | null; hasJoined: boolean };
    try {
      viewer = await viewerOf(event);
    } catch (error) {
      ctx.log('reading a group of an event failed', error);
      return;
    }
    if (gen !== ctx.generation) return;
    const group = remember({ ...event.group, ...viewer });
    if (event.action === 'deleted') known.delete(group.guid);
    if (event.message) parts.tellMessage(event.message, live && !mine);
    if (!live || mine) return;
    const change: GroupChange = {
      action: event.action,
      group,
      actor: event.actor,
      member: event.member,
      ...(event.previousScope ? { previousScope: event.previousScope } : {}),
      message: event.message,
    };
    ctx.listeners.each(ctx.listeners.group, (listener) => tellGroupChange(listener, change));
  }

  /** The ChatGroupEvent a missed action message stands for, with the group as it is now. */
  async function eventOfMessage(message: ChatMessage): Promise<ChatGroupEvent | null> {
    const data = message.data.customData ?? {};
    const action = data.action as GroupEventAction | undefined;
    const on = data.on as { uid?: string; name?: string } | undefined;
    if (!action || !on?.uid) return null;
    const guid = message.receiverId;
    let now: ChatGroup;
    try {
      now = requireData(await ctx.api.call(endpoints.chatGroup, { guid }));
    } catch {
      // No longer to be seen by the user (kicked, banned, deleted): as last known.
      const before = known.get(guid);
      if (!before) return null;
      now = before;
    }
    const scope = (data.scope as GroupScope | undefined) ?? 'participant';
    return {
      type: 'chat.group',
      action,
      group: {
        guid,
        name: now.name,
        icon: now.icon,
        type: now.type,
        membersCount: now.membersCount,
        owner: now.owner,
        bubbleId: now.bubbleId,
      },
      actor: message.sender,
      member: { uid: on.uid, name: on.name ?? '', avatar: '', status: 'offline', scope },
      ...(data.previousScope ? { previousScope: data.previousScope as GroupScope } : {}),
      message,
    };
  }

  function enqueue(guid: string, run: () => Promise<void>): void {
    const next = (chains.get(guid) ?? Promise.resolve()).then(run);
    chains.set(guid, next);
    void next.finally(() => {
      if (chains.get(guid) === next) chains.delete(guid);
    });
  }

  function firstTime(message: ChatMessage | null): boolean {
    if (!message) return true;
    if (seen.has(message.id)) return false;
    seen.add(message.id);
    if (seen.size > SEEN_LIMIT) {
      const oldest = seen.values().next().value;
      if (oldest !== undefined) seen.delete(oldest);
    }
    return true;
  }

  return {
    get: (guid) => known.get(guid),
    remember,
    expectOwn(guid, action, uid) {
      const key = ownKey(guid, action, uid);
      own.push(key);
      if (own.length > OWN_LIMIT) own.shift();
      return () => {
        const index = own.lastIndexOf(key);
        if (index >= 0) own.splice(index, 1);
      };
    },
    onEvent(event, live) {
      if (!firstTime(event.message)) return;
      const gen = ctx.generation;
      enqueue(event.group.guid, () => apply(event, live, gen));
    },
    onMissedAction(message) {
      if (!firstTime(message)) return;
      const gen = ctx.generation;
      enqueue(message.receiverId, async () => {
        const event = await eventOfMessage(message);
        // Its message was told by the resync already: only the change is left to tell.
        if (event && gen === ctx.generation) await apply({ ...event, message }, true, gen);
      });
    },
    reset() {
      for (const stop of topics.values()) stop();
      topics.clear();
      known.clear();
      seen.clear();
      own.length = 0;
      chains.clear();
    },
  };
}
