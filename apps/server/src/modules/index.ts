// The server's composition root: read this file first.
//
// app.ts builds the platform (database, clock, mailer, media storage, realtime hub, password
// hasher, billing, background tasks, logger) and hands it to `createModules`, which builds
// every module's service exactly once, here and nowhere else, in dependency order: a service
// is built after the services it is handed. app.ts then gives each module's routes.ts the
// service(s) it binds; a routes file builds nothing and imports no other module's routes.
//
// The order, lowest first (tooling/scripts/check-deps.mjs checks the directions of imports):
//   premium        the premium state every user object carries, plans and subscriptions
//   accounts       sign-up, sessions, profiles (ends a deleted account's subscription)
//   support        FAQs and support requests
//   notifications  the bell; the Bubbles and the relations record into it
//   activity       group notifications of new posts in a Bubble
//   board          a Bubble's comments and replies (with the polls' view of poll comments)
//   bubbles        Bubbles, membership, picks (with the board's first page)
//   polls          polls on a board (announced as the board shows a comment)
//   deck           discovery, profiles of others, search (with the Bubbles' tiles)
//   chat           presence, then the chat service
//   relations      likes, connections, saves, blocks, reports (the chat and CometChat follow
//                  blocks through its hooks)
//   cometchat      CometChat's auth tokens, block mirror, Bubble groups and reported messages
//   admin          administrators, their sign-in and sessions (stands alone)
//   moderation     content reports, the console's queue and actions on people (uses the
//                  chat's and the board's deletes, the bell, the admin audit log)
//   content        what the operator edits in the console: FAQs, house ads, Bubble
//                  takedown, the operator's details (tells the bell of a takedown)
// Person visibility and places (modules/people) are functions, not services: every module
// uses them directly.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Billing } from '../platform/billing/billing';
import type { Clock } from '../platform/clock';
import type { Mailer } from '../platform/mailer/mailer';
import type { PasswordHasher } from '../platform/passwords';
import type { TopicRule } from '../platform/realtime/authorise';
import type { RealtimeHub } from '../platform/realtime/hub';
import type { MediaStorage } from '../platform/storage/media-storage';
import type { TaskTracker } from '../platform/tasks';
import { createAccountsService } from './accounts/service';
import { createAdminService } from './admin/service';
import { createOperatorDetails } from './content/operator';
import { createContentService } from './content/service';
import { findBubbleAccess } from './bubbles/access';
import { createActivityNotifier } from './bubbles/activity';
import { createBoardService } from './bubbles/board-service';
import { createBubblesService } from './bubbles/service';
import { groupTopicsOf, isActiveMember } from './chat/group-access';
import { createChatPresence } from './chat/presence';
import { mayReceivePresence } from './chat/presence-access';
import { createChatService } from './chat/service';
import { createChatKit } from './chat/service-kit';
import { createCallService } from './chat/calls-service';
import { createCallSweeper } from './chat/calls-sweeper';
import { createBubbleChats } from './chat/groups-bubble';
import { createCometChatGroupMirror } from './cometchat/groups';
import { createCometChatMessagesFor } from './cometchat/messages';
import { withCometChatBlockMirror } from './cometchat/blocks';
import { createCometChatTokens } from './cometchat/service';
import { createDataExportService } from './data-export/service';
import { createDeckService } from './deck/service';
import { createModerationService } from './moderation/service';
import { createWoblerPictureSnapshot } from './moderation/snapshot';
import { createNotificationsService } from './notifications/service';
import { createPollsService } from './polls/service';
import { loadCommentPolls } from './polls/views';
import { createPremiumService } from './premium/service';
import { createPremiumLookup } from './premium/state';
import { createRelationService } from './relations/service';
import { createSupportService } from './support/service';

/** What the modules are built from: the running app's platform parts. */
export interface Platform {
  config: Config;
  db: Db;
  now: Clock;
  mailer: Mailer;
  media: MediaStorage;
  realtime: RealtimeHub;
  hasher: PasswordHasher;
  billing: Billing;
  /** Work that outlives its request (e-mails); awaited on close. */
  tasks: TaskTracker;
  /** A keyed signature (HMAC with the server's secret) of a value, for signed links. */
  sign: (value: string) => string;
  logger: FastifyBaseLogger;
  /** The server's secret (platform/secret.ts): the administrators' TOTP keys are sealed with it. */
  secret: string;
}

/** How often ringing calls are checked for an answer, and away people for their calls. */
const CALL_SWEEP_INTERVAL_MS = 1_000;
/** Someone whose last socket closed leaves their call after this long (a reload does not). */
const CALL_AWAY_GRACE_MS = 10_000;

/**
 * Builds every module's service once, in dependency order, and writes the starting rows two of
 * them need (the premium plans, the FAQs). Answers the services, and what the platform is
 * handed of them: who may receive which realtime topic, and the CometChat block mirror's stop.
 */
export async function createModules(platform: Platform) {
  const { config, db, now, mailer, media, realtime, hasher, billing, tasks, sign, logger, secret } =
    platform;
  const { publicUrl } = config;

  // The operator's details: saved in the console, else the WOB_OPERATOR_* settings. Support
  // requests and refund requests go to that e-mail address, as the landing page shows it.
  const operator = createOperatorDetails(db, config.operator, config.operatorUnsetInProduction);
  const operatorEmail = async () => (await operator.effective()).email;

  const premiumOf = createPremiumLookup(db, now);
  const premium = createPremiumService({
    db,
    now,
    billing,
    mailer,
    tasks,
    operatorEmail,
    publicUrl,
    stripePriceId: config.billing.provider === 'stripe' ? config.billing.priceId : null,
    logger,
  });
  await premium.ensurePlans();

  const accounts = createAccountsService({
    premiumOf,
    // A deleted account is never charged again.
    onAccountDeleted: premium.endForDeletedAccount,
    db,
    now,
    media,
    mailer,
    hasher,
    tasks,
    publicUrl,
    logger,
    sign,
  });

  const support = createSupportService({
    db,
    now,
    mailer,
    tasks,
    premiumOf,
    supportEmail: operatorEmail,
    logger,
  });
  await support.ensureFaqs();

  // The bell, which the reactions record into and the Bubbles tell of requests and replies.
  const notifications = createNotificationsService({
    db,
    now,
    media,
    realtime,
    mailer,
    tasks,
    publicUrl,
    logger,
  });
  const activity = createActivityNotifier({ db, now, realtime, mailer, tasks, publicUrl, logger });

  const board = createBoardService({
    db,
    now,
    media,
    realtime,
    activity,
    notices: notifications.bubbleNotices,
    commentPolls: (bubbleId, pollIds, viewerId) =>
      loadCommentPolls(db, bubbleId, pollIds, viewerId),
    logger,
  });
  // A Bubble's chat: a group whose members follow the Bubble's (modules/chat/groups-bubble.ts);
  // on CometChat, the server keeps CometChat's copy in step (modules/cometchat/groups.ts).
  const bubbleChats = createBubbleChats({
    db,
    now,
    media,
    realtime,
    mirror: createCometChatGroupMirror({ db, chat: config.chat, publicUrl, tasks, logger }),
  });
  const bubbles = createBubblesService({
    db,
    now,
    media,
    realtime,
    chats: bubbleChats,
    premiumOf,
    notices: notifications.bubbleNotices,
    logger,
    listBoard: board.listBoard,
  });
  const polls = createPollsService({
    db,
    now,
    media,
    realtime,
    premiumOf,
    commentView: board.commentView,
    activity,
    logger,
  });

  const deck = createDeckService({ db, now, media, logger, tilesOf: bubbles.tilesOf });

  // The chat: its presence follows the realtime sockets, and it follows blocks.
  const presence = createChatPresence({
    db,
    now,
    realtime,
    tasks,
    logger,
    shared: config.realtime.fanout === 'postgres' && Boolean(config.databaseUrl),
    beatMs: config.realtime.presenceBeatMs,
  });
  const chatDeps = {
    db,
    now,
    media,
    hasher,
    realtime,
    presence,
    tasks,
    notifications,
    logger,
    linkPreview: config.linkPreview,
  };
  const chatKit = createChatKit(chatDeps);
  const chat = createChatService(chatDeps, chatKit);
  // Calls share the chat's kit: their call messages go through its one send path. WOB_CALLS off
  // closes them in one place, calls-ice.ts's hook (404 for every calls path).
  const calls = createCallService({ kit: chatKit });
  const callSweeper = createCallSweeper({
    db,
    now,
    calls,
    logger,
    isOnline: presence.isOnline,
    intervalMs: CALL_SWEEP_INTERVAL_MS,
    graceMs: CALL_AWAY_GRACE_MS,
    unansweredAfterMs: config.calls.unansweredAfterMs,
  });
  presence.onChange(callSweeper.presenceChanged);

  // On CometChat, its block list follows the block table too (modules/cometchat/blocks.ts).
  // A block also ends a one-to-one call between the two (no call across a block).
  const blockMirror = withCometChatBlockMirror(
    { db, chat: config.chat, publicUrl, tasks, logger },
    {
      onBlock: chat.onBlock,
      afterBlockChange(one, other) {
        chat.afterBlockChange(one, other);
        calls.afterBlockChange(one, other);
      },
    },
  );
  const relations = createRelationService({
    db,
    now,
    notifications,
    blockHooks: blockMirror.hooks,
    snapshotPicture: createWoblerPictureSnapshot({ db, media, logger }),
  });

  // Moderation: members' content reports and the console's actions (modules/moderation).
  const moderation = createModerationService({
    db,
    now,
    media,
    mailer,
    tasks,
    logger,
    sign,
    deliver: notifications.deliver,
    visibleMessage: chat.visibleMessage,
    // On CometChat, reported messages are read and removed there (modules/cometchat/messages.ts).
    cometChatMessages: createCometChatMessagesFor({ chat: config.chat, logger }),
    removeMessage: (author, id) => chat.removeForModeration(author, id),
    removeComment: board.removeForModeration,
    bubbleTakenDown: notifications.bubbleTakenDown,
    realtime,
    premiumOf,
  });

  // CometChat's auth tokens, when it is the chat service.
  const cometChatTokens = createCometChatTokens({ db, chat: config.chat, publicUrl, logger });

  // "Download my data": the ZIP job, its e-mail, and its notice in the bell.
  const dataExports = createDataExportService({
    db,
    now,
    media,
    mailer,
    tasks,
    publicUrl,
    sign,
    notifyReady: notifications.dataExportReady,
    logger,
  });

  // Who may receive the topics the modules publish (besides one's own `user:<id>`).
  const topicRules: Record<string, TopicRule> = {
    // Whoever may see the Bubble's content (public: everyone signed in; private: active
    // members): the same rule as its board (modules/bubbles/access.ts).
    bubble: async (userId, bubbleId) =>
      (await findBubbleAccess(db, userId, { id: bubbleId }))?.canSeeContent === true,
    // Whoever may receive that person's presence (modules/chat/presence-access.ts).
    presence: (userId, subjectId) => mayReceivePresence(db, userId, subjectId, now()),
    // A group's active members (modules/chat/group-access.ts): banned, kicked and departed
    // people have no member row.
    group: (userId, guid) => isActiveMember(db, userId, guid),
  };
  // The topics every socket of a person follows from the start: their groups'.
  const implicitTopics = (userId: string) => groupTopicsOf(db, userId);

  const admins = createAdminService({ db, now, hasher, secret });

  // What the operator edits in the console; the owner of a taken-down Bubble is told in the bell.
  const content = createContentService({
    db,
    now,
    media,
    logger,
    operator,
    notices: { bubbleTakenDown: notifications.bubbleTakenDown },
  });
  // In production, no placeholder operator details go public (config.ts, operator.ts).
  await content.operator.requireRealDetails();

  return {
    admins,
    moderation,
    content,
    premiumOf,
    premium,
    accounts,
    support,
    notifications,
    activity,
    board,
    bubbles,
    polls,
    deck,
    chat,
    calls,
    callSweeper,
    presence,
    relations,
    cometChatTokens,
    dataExports,
    blockMirror,
    topicRules,
    implicitTopics,
  };
}

export type Modules = Awaited<ReturnType<typeof createModules>>;
