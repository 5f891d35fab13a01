import type { ChatService } from '../port';
import { createContext, type WobChatServiceDeps } from './context';
import { createConversations } from './conversations';
import { createEvents } from './events';
import { createExtensions } from './extensions';
import { createGroupState, type WobGroupState } from './group-state';
import { createGroups } from './groups';
import { createLinkPreviews } from './link-preview';
import { createPolls } from './polls';
import { createProduct } from './product';
import { createReactions } from './reactions';
import { createResync, type WobResync } from './resync';
import { createSearch } from './search';
import { createSending, createSendRunner } from './sending';
import { createSession } from './session';
import { createUsers, type WobUsers } from './users';

// The `wob` adapter of the ChatService port: the self-hosted `/chat-api` of apps/server for
// calls, and the person's own realtime topic (`user:<id>`, on the app's one socket) for events.
// README.md "The wob adapter" describes what it owns and why; in short:
// - sends retry on network failures and 5xx with backoff, always with the caller's muid, so the
//   server stores the message once (sending.ts);
// - after a lost connection it asks `/chat-api/sync` for every change after the last one it
//   delivered and tells the listeners what was missed, once, before `onConnected` (resync.ts);
// - its own sends, edits, deletions and receipts are not echoed back to its own listeners
//   (as with CometChat): the caller has the answer already (events.ts).
// - groups are a part of their own: the operations (groups.ts) and what it knows of each group
//   with the user's own scope, the group topics and the `chat.group` events (group-state.ts).
// The parts share one context (context.ts): the deps, the ledger, the listeners, the session.

export type { WobChatServiceDeps } from './context';

export function createWobChatService(deps: WobChatServiceDeps): ChatService {
  const ctx = createContext(deps);
  // Events, users and the resync need one another; each is reached once all exist.
  let users: WobUsers | null = null;
  let resync: WobResync | null = null;
  let groups: WobGroupState | null = null;
  const events = createEvents(ctx, {
    users: () => users as WobUsers,
    resync: () => resync as WobResync,
    groups: () => groups as WobGroupState,
  });
  users = createUsers(ctx, (event) => events.onTopicEvent(event));
  groups = createGroupState(ctx, {
    onTopicEvent: (event) => events.onTopicEvent(event),
    tellMessage: (message, live) => events.tellActionMessage(message, live),
  });
  resync = createResync(
    ctx,
    (event, live) => events.handleEvent(event, live),
    (message) => groups?.onMissedAction(message),
  );
  const { listeners } = ctx;
  const send = createSendRunner(ctx, users);

  return {
    kind: 'wob',
    ...createSession(ctx, { users, events, resync, groups }),
    ...createConversations(ctx, users, groups),
    ...createSending(ctx, send),
    ...createProduct(ctx, users),
    ...createGroups(ctx, groups, users),
    ...createLinkPreviews(ctx),
    ...createSearch(ctx),

    ...createExtensions(ctx),
    ...createReactions(ctx, createExtensions(ctx)),
    ...createPolls(ctx, send),

    addMessageListener: (listener) => listeners.add(listeners.message, listener),
    addGroupListener: (listener) => listeners.add(listeners.group, listener),
    addUserListener: (listener) => listeners.add(listeners.user, listener),
    addConnectionListener: (listener) => listeners.add(listeners.connection, listener),
    addProductListener: (listener) => listeners.add(listeners.product, listener),
  };
}
