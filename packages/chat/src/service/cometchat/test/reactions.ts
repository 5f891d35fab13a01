import type {
  SdkReaction,
  SdkReactionCount,
  SdkReactionEvent,
  SdkReactionsRequestBuilder,
  SdkUser,
} from '../sdk';
import { sdkError } from './classes';
import type { FakeCometChatClient } from './client';
import type { FakeCometChatCloud } from './cloud';
import type { StoredMessage } from './records';

// Reactions of the scripted CometChat, in its SDK's shapes (4.2): `addReaction` /
// `removeReaction` with a character, once per person per reaction, answering the message; a
// message's `getReactions()` (per reaction the count and whether the viewer is among them, no
// names); `onMessageReactionAdded` / `…Removed` with a `ReactionEvent` to everyone in the
// conversation but the acting tab; `ReactionsRequestBuilder` pages of who reacted.

export class FakeReactionCount implements SdkReactionCount {
  constructor(
    private readonly reaction: string,
    private readonly count: number,
    private readonly reactedByMe: boolean,
  ) {}
  getReaction(): string {
    return this.reaction;
  }
  getCount(): number {
    return this.count;
  }
  getReactedByMe(): boolean {
    return this.reactedByMe;
  }
}

export class FakeReaction implements SdkReaction {
  constructor(
    private readonly messageId: string,
    private readonly reaction: string,
    private readonly uid: string,
    private readonly reactedBy: SdkUser,
  ) {}
  getMessageId(): string {
    return this.messageId;
  }
  getReaction(): string {
    return this.reaction;
  }
  getUid(): string {
    return this.uid;
  }
  getReactedBy(): SdkUser {
    return this.reactedBy;
  }
}

export class FakeReactionEvent implements SdkReactionEvent {
  constructor(private readonly reaction: SdkReaction) {}
  getReaction(): SdkReaction {
    return this.reaction;
  }
}

/** A message's reactions as `viewer` reads them, in the order each was first used. */
export function reactionCountsFor(message: StoredMessage, viewer: string): SdkReactionCount[] {
  const counts = new Map<string, { count: number; mine: boolean }>();
  for (const { reaction, uid } of message.reactions ?? []) {
    const entry = counts.get(reaction) ?? { count: 0, mine: false };
    entry.count += 1;
    entry.mine ||= uid === viewer;
    counts.set(reaction, entry);
  }
  return [...counts].map(
    ([reaction, { count, mine }]) => new FakeReactionCount(reaction, count, mine),
  );
}

export function createReactionOps(client: FakeCometChatClient) {
  const cloud: FakeCometChatCloud = client.cloud;

  const readable = (me: string, messageId: unknown): StoredMessage => {
    const stored = cloud.message(Number(messageId));
    if (!stored || !cloud.visibleTo(me, stored) || stored.deletedAt) {
      throw sdkError('ERR_MSG_ID_NOT_FOUND');
    }
    return stored;
  };

  const tell = (stored: StoredMessage, me: string, reaction: string, added: boolean) => {
    const kind = added ? 'onMessageReactionAdded' : 'onMessageReactionRemoved';
    const make = (viewer: string) =>
      new FakeReactionEvent(
        new FakeReaction(String(stored.id), reaction, me, cloud.userFor(me, viewer)),
      );
    const people =
      stored.receiverType === 'group'
        ? [...(cloud.groups.get(stored.receiverId)?.members.keys() ?? [])]
        : [stored.sender, stored.receiverId];
    for (const uid of new Set(people)) cloud.tell(uid, client, kind, make);
  };

  const react = (method: string, messageId: unknown, reaction: string, added: boolean) =>
    client.call(method, (me) => {
      if (!reaction) throw sdkError('MISSING_PARAMETERS', 'Reaction cannot be empty.');
      const stored = readable(me, messageId);
      const list = stored.reactions ?? [];
      const at = list.findIndex((entry) => entry.uid === me && entry.reaction === reaction);
      if (added && at < 0) list.push({ reaction, uid: me, reactedAt: cloud.now() });
      if (!added && at >= 0) list.splice(at, 1);
      if (added === at < 0) {
        stored.reactions = list;
        stored.updatedAt = cloud.now();
        tell(stored, me, reaction, added);
      }
      return cloud.toSdk(stored, me);
    });

  class ReactionsRequestBuilder implements SdkReactionsRequestBuilder {
    private limit = 10;
    private messageId = 0;
    setLimit(limit: number): this {
      this.limit = limit;
      return this;
    }
    setMessageId(id?: number): this {
      this.messageId = id ?? 0;
      return this;
    }
    build() {
      const { limit, messageId } = this;
      let offset = 0;
      return {
        fetchNext: () =>
          client.call('fetchReactions', (me) => {
            const stored = readable(me, messageId);
            const page = (stored.reactions ?? []).slice(offset, offset + Math.min(limit, 100));
            offset += page.length;
            return page.map(
              (entry) =>
                new FakeReaction(
                  String(stored.id),
                  entry.reaction,
                  entry.uid,
                  cloud.userFor(entry.uid, me),
                ),
            );
          }),
      };
    }
  }

  return {
    ReactionsRequestBuilder,
    addReaction: (messageId: unknown, reaction: string) =>
      react('addReaction', messageId, reaction, true),
    removeReaction: (messageId: unknown, reaction: string) =>
      react('removeReaction', messageId, reaction, false),
  };
}
