import type { ChatMention, RequestState, Sticker, Stickers, StoredValue } from '@wob/api';
import type { Translate } from '@wob/i18n';
import type { ActionResult, LoadStatus, Notifier } from '@wob/store';
import type { MediaType, ReportFormInput } from '@wob/validation';
import type { StoreApi } from 'zustand/vanilla';
import type {
  ChatGroup,
  ChatMessage,
  ChatService,
  ChatUser,
  Conversation,
  LinkPreview,
  ReceiverType,
  SharedMediaKind,
  SharedMediaRequest,
} from '../service/port';
import type { GroupActions } from './group-actions';
import type { GroupChangeLog } from './group-change-log';
import type { ShownMessage } from './messages';
import type { ThreadSlice } from './thread';
import type { SearchActions } from './search-actions';

/** The `selectedWobler` entry through @wob/api's storage helpers (injected in tests). */
export interface ChatStorage {
  readSelected(): StoredValue<'selectedWobler'> | null;
  writeSelected(value: StoredValue<'selectedWobler'>): void;
  removeSelected(): void;
}

export interface ChatDeps {
  /** The ChatService port (wob or cometchat adapter; the memory one in tests and stories). */
  service: ChatService;
  /** How an action's outcome is told (the app passes @wob/ui's toast). */
  notify?: Notifier;
  /** Copy for the texts the store makes (send errors, toasts). */
  translate?: Translate;
  storage?: ChatStorage;
  /** Milliseconds; the typing throttle reads it. */
  now?: () => number;
  /** Whether the person can see the page now (a hidden tab does not read messages). */
  isVisible?: () => boolean;
  /** Where failures the spec leaves silent go ('only logged'). */
  log?: (message: string, error?: unknown) => void;
  /** Client message ids; crypto.randomUUID by default. */
  randomId?: () => string;
}

export type { LoadStatus } from '@wob/store';

export interface SessionSlice {
  /** 'error': the login failed ('Log in error, reload'). */
  status: LoadStatus;
  me: ChatUser | null;
  /** 'reconnecting' while the service's connection is lost. */
  connection: 'online' | 'reconnecting';
}

export interface ListSlice {
  status: LoadStatus;
  /** Latest activity first. */
  items: Conversation[];
  hasMore: boolean;
  loadingMore: boolean;
}

/** How the open conversation was chosen: the page decides on phones what to show first. */
export type OpenOrigin = 'auto' | 'chosen' | 'stored';

export interface RequestSlice {
  status: LoadStatus;
  /** The stored `acceptRejectResponse` (spec chat section 3). */
  state: RequestState | null;
  /** The banner action under way. */
  busy: 'accept' | 'reject' | 'like' | null;
}

export interface OpenConversation {
  /** The other person's uid, or the group's guid (`conversationWithId`). */
  uid: string;
  /** 'group' for a group conversation: messages, typing and sends go to the guid. */
  receiverType: ReceiverType;
  conversationId: string;
  /**
   * conversationWith, kept live: presence, last active, blocks. For a group it stands for the
   * group (its guid, name and icon, never blocked, offline), so the parts shared with
   * one-to-one (composer, message list, banners) need no second path.
   */
  user: ChatUser;
  /** The group as the logged-in user sees it (scope, owner, members count); null one-to-one. */
  group: ChatGroup | null;
  origin: OpenOrigin;
  /** The message list's states (spec chat section 4). */
  status: LoadStatus;
  /** Oldest first; local copies last. */
  messages: ShownMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  /** Whether the list shows its end; incoming messages are read only then. */
  atBottom: boolean;
  /** Messages that arrived while scrolled away: the 'new messages' banner's count. */
  unseen: number;
  /** The message in the edit preview. */
  editing: ShownMessage | null;
  request: RequestSlice;
  /** The thread pane's thread, null when it is closed. */
  thread: ThreadSlice | null;
}

export interface ChatActions extends GroupActions, SearchActions {
  /** Logs in, listens and reads the unread total (the header badge). Safe to call again. */
  start(): Promise<void>;
  /** Stops listening (sign-out). */
  stop(): void;
  /** /chat opened: the first page, then the stored Wobler's chat or the first one. */
  /** Starts /chat; `group` (the `?group=` of a link, e.g. a mention in the bell) opens that group. */
  openPage(options?: { group?: string }): Promise<void>;
  retryList(): Promise<void>;
  loadMore(): Promise<void>;
  openConversation(uid: string, origin?: OpenOrigin): Promise<void>;
  closeConversation(): void;
  retryMessages(): Promise<void>;
  deleteConversation(uid: string): Promise<void>;
  loadOlder(): Promise<void>;
  /** The list scrolled to (or away from) its end. At the end, what arrived is read. */
  setAtBottom(atBottom: boolean): void;
  /** Reads what is shown when the person can see it (tab visible again). */
  markSeen(): void;
  /**
   * Whether the messages pane is on screen (a phone shows one pane at a time): nothing is read
   * while it is not, and its unread count keeps counting.
   */
  setMessagesShown(shown: boolean): void;
  /**
   * Sends (or, while editing, saves) a text; false when nothing was sent. A group text may
   * mention members (the composer's suggestions); one-to-one ones ignore them.
   */
  sendText(
    text: string,
    mentions?: readonly ChatMention[],
    /** A reply in the open thread. */
    inThread?: boolean,
  ): Promise<boolean>;
  /** Sends a picture, video, audio or file; false when refused (too large, blocked). */
  sendMedia(type: MediaType, file: File, inThread?: boolean): Promise<boolean>;
  /** Opens the thread pane on a message that is no reply itself, with its replies. */
  openThread(parent: ShownMessage): Promise<void>;
  closeThread(): void;
  /** The thread's older replies (scrolled to its top). */
  loadOlderReplies(): Promise<void>;
  /** Sends one of the sticker keyboard's stickers (a custom message); false when refused. */
  sendSticker(sticker: Sticker, inThread?: boolean): Promise<boolean>;
  /** The sticker keyboard's sets (the stickers extension's v1/fetch), in order. */
  fetchStickers(): Promise<Stickers>;
  /**
   * Adds one's reaction with `emoji` (colon form) to a stored message, or removes it when it
   * is one's own already; false when nothing changed (refused, failed: a toast tells why).
   */
  toggleReaction(message: ChatMessage, emoji: string): Promise<boolean>;
  /**
   * Asks the service who reacted to `message` when one of its reactions counts more people
   * than it names (CometChat's messages read from a page), and shows the answer.
   */
  loadReactionPeople(message: ChatMessage): Promise<void>;
  /** The composer's heart: a live reaction to the open conversation (transient, not stored). */
  sendLiveReaction(): void;
  /**
   * Asks a poll in the open conversation (the create-poll modal, already checked with
   * CreateChatPollSchema); true when it was made. `pollCreate` follows it.
   */
  createPoll(poll: { question: string; options: string[] }): Promise<boolean>;
  /** The create-poll modal opens anew: no error from the last try. */
  resetPollCreate(): void;
  /** Votes for option `option` (from 1) of a poll; a refusal is told (a toast). */
  votePoll(messageId: string, option: number): Promise<boolean>;
  /** Sends a failed local copy again with the same client id. */
  retry(muid: string): Promise<void>;
  startEdit(message: ShownMessage): void;
  cancelEdit(): void;
  deleteMessage(id: string): Promise<boolean>;
  /**
   * Reports someone else's message to the moderators (the report dialog's `send`): a toast
   * thanks the person; a refusal is answered for the dialog to show, not toasted.
   */
  reportMessage(id: string, input: ReportFormInput): Promise<ActionResult>;
  /** The composer changed: starts the typing indicator, at most every 5 s. */
  typed(): void;
  /** The composer lost focus or sent: ends the typing indicator. */
  stoppedTyping(): void;
  acceptRequest(): Promise<void>;
  rejectAndBlock(): Promise<void>;
  likeBack(): Promise<void>;
  block(uid: string): Promise<boolean>;
  unblock(uid: string): Promise<boolean>;
  /** Stores `selectedWobler` for the profile page (the chat header's avatar). */
  rememberForProfile(): string | null;
  /** Applies a message from any source (listener or answer): exposed for adapters' tests. */
  receive(message: ChatMessage): void;
  /** Pages of a conversation's photos, videos or documents (the details pane), 10 at a time. */
  sharedMedia(uid: string, kind: SharedMediaKind): SharedMediaRequest;
  /** The preview of a text's link (LinkPreviewCard), or null; the service's rules and errors. */
  linkPreview(message: ChatMessage): Promise<LinkPreview | null>;
  /** A failure the spec leaves silent: only logged. */
  logFailure(message: string, error: unknown): void;
}

export interface ChatState extends ChatActions {
  session: SessionSlice;
  list: ListSlice;
  open: OpenConversation | null;
  /** Unread messages per person (uid); their sum is the header badge. */
  unread: Record<string, number>;
  /** Who is typing to the caller now (uid → true). */
  typing: Record<string, boolean>;
  /** Who is typing in a group now (guid → their name): "{name} is typing". */
  groupTyping: Record<string, string>;
  /**
   * The recent changes of groups' membership (spec chat section 4), in the order they came:
   * the open member and banned lists follow them. Several may arrive before a list renders
   * again, so each list applies every entry newer than the last it applied (`seq`).
   */
  groupChanges: GroupChangeLog;
  /** Media uploads under way: client id → progress 0..1 (the composer's progress bar). */
  uploads: Record<string, { name: string; progress: number }>;
  /** The messages pane is on screen (false while a phone shows the list or the details). */
  messagesShown: boolean;
  /** The last message that arrived in the open conversation: the live region announces it. */
  announcement: ChatMessage | null;
  /** A search result's message the message list should scroll to and highlight, once. */
  focusMessage: string | null;
  /**
   * The last live reaction sent (`from` null) or received (`from` the sender's name) in the
   * open conversation; each has a new `key`, which plays it.
   */
  liveReaction: { key: number; reaction: string; from: string | null } | null;
  /** The custom type of a sticker message on this service (service/stickers.ts stickerTypeOf). */
  stickerType: string;
  /** The custom type of a poll message on this service (service/polls.ts pollTypeOf). */
  pollType: string;
  /** The create-poll modal's request: 'creating' disables Create; `error` is shown in it. */
  pollCreate: { status: 'idle' | 'creating'; error: string | null };
}

export type ChatStore = StoreApi<ChatState>;
