import type { ReceiverType } from '@wob/validation';
import type { FastifyBaseLogger } from 'fastify';
import type { LinkPreviewConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { PasswordHasher } from '../../platform/passwords';
import type { RealtimeHub } from '../../platform/realtime/hub';
import type { MediaStorage } from '../../platform/storage/media-storage';
import type { TaskTracker } from '../../platform/tasks';
import type { NotificationEffects } from '../notifications/service';
import type { PresenceLookup } from './views';
import { createChatKit } from './service-kit';
import { createReadOps } from './read-service';
import { createSendOps } from './send-service';
import { createChangeOps } from './change-service';
import { createRequestOps } from './request-service';
import { createGroupOps } from './groups-service';
import { createLinkPreviewOps } from './link-preview-service';
import { createSearchOps } from './search-service';
import { createMessageChanges } from './extensions-change';
import { createPollOps } from './polls-service';
import { createReactionOps } from './reactions-service';

// The rules of the self-hosted chat (spec chat sections 4–6; README 'Chat'), enforced
// here whatever the client hides:
// - The one block table (block-wobler) is the truth: nothing (message, edit, typing, transient)
//   reaches someone who blocked the sender (403 'This user has blocked you.'), and whoever
//   blocked the other cannot send either (403).
// - Message requests: between connections, or once a request was accepted either way, nothing
//   waits. Otherwise the first sender's messages are `requested` until the receiver accepts
//   (api/chat/accept), or answers (a reply accepts), at most CHAT_CONSTANTS.messageRequestLimit
//   of them (then 429). Reject & Block is block-wobler: the request is 'rejected' and stays so
//   after an unblock, until the receiver accepts or writes. 'Let people message me' off
//   refuses a new request.
// - Deleted and anonymised accounts are not chat users (404).
// - Edit (text only) and delete only by the sender; receipts only by the receiver. Deleting a
//   conversation hides it and its messages so far from the caller only.
// - Sends are idempotent on (sender, muid): a retry answers the stored message and publishes
//   nothing. Events go out after the commit.

export interface ChatDeps {
  db: Db;
  now: Clock;
  media: MediaStorage;
  /** Password groups' passwords (argon2id). */
  hasher: PasswordHasher;
  realtime: RealtimeHub;
  presence: PresenceLookup;
  tasks: TaskTracker;
  /** The bell: delivers the mention notifications a group send made (after its commit). */
  notifications: { deliver(effects: NotificationEffects): Promise<void> };
  logger: FastifyBaseLogger;
  /** How link previews are fetched (config.linkPreview). */
  linkPreview: LinkPreviewConfig;
}

export interface Target {
  receiverId: string;
  receiverType: ReceiverType;
}

export interface Outgoing extends Target {
  muid: string;
  parentMessageId?: string;
}

/** A text to send; a group text may mention members (their uids). */
export interface OutgoingText extends Outgoing {
  text: string;
  mentions?: readonly string[];
}

/** `kit`: the one kit (and so one send queue) that every group of operations shares, calls too. */
export function createChatService(deps: ChatDeps, kit = createChatKit(deps)) {
  const changes = createMessageChanges(kit);
  return {
    ...createReadOps(kit),
    ...createSendOps(kit),
    ...createChangeOps(kit),
    ...createRequestOps(kit),
    ...createGroupOps(kit),
    ...createLinkPreviewOps(kit),
    ...createSearchOps(kit),
    ...createPollOps(kit, changes),
    ...createReactionOps(kit, changes),
    /**
     * A message as the caller may see it (the chat's own read rules: a member of its
     * conversation or group, not cleared); 404 otherwise. The moderation's reports read it.
     */
    visibleMessage: kit.visibleMessage,
  };
}

export interface PairIds {
  sender_id: string;
  receiver_id: string;
}

export type ChatService = ReturnType<typeof createChatService>;
