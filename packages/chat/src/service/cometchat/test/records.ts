// The scripted CometChat's records: what the cloud stores of users and messages, and the small
// rules its parts share.

export interface CloudUser {
  uid: string;
  name: string;
  avatar: string;
  lastActiveAt: number;
}

export interface StoredAttachment {
  name: string;
  extension: string;
  mimeType: string;
  size: number;
  url: string;
}

export interface StoredMessage {
  id: number;
  muid: string;
  conversationId: string;
  sender: string;
  receiverId: string;
  /** 'group': `receiverId` is the group's guid. */
  receiverType: 'user' | 'group';
  category: 'message' | 'custom' | 'action' | 'call';
  type: string;
  text?: string;
  url?: string;
  attachments?: StoredAttachment[];
  customData?: object;
  /** An action message's member change (CometChat's `Action`). */
  action?: StoredAction;
  /** A call message's change of a call (test/calls.ts keeps the call). */
  call?: StoredCallEvent;
  metadata: object;
  /** Who reacted with which reaction (a character), in order (test/reactions.ts). */
  reactions?: StoredReaction[];
  parentId: number;
  replyCount: number;
  sentAt: number;
  deliveredAt: number;
  readAt: number;
  editedAt: number;
  editedBy: string;
  deletedAt: number;
  deletedBy: string;
  /** Seconds of the last change (send, edit, delete, receipt). */
  updatedAt: number;
}

export interface StoredReaction {
  reaction: string;
  uid: string;
  reactedAt: number;
}

export interface StoredCallEvent {
  sessionId: string;
  /** The call's status this message tells. */
  status: string;
  /** A status, or a group member's joined / left. */
  action: string;
  joinedAt: number;
}

export interface StoredAction {
  /** CometChat's action name: joined, added, left, kicked, banned, unbanned, scopeChanged. */
  action: string;
  by: string;
  on: string;
  oldScope?: string;
  newScope?: string;
}

/** A group as the cloud keeps it: members and banned people with their scope. */
export interface CloudGroup {
  guid: string;
  name: string;
  type: 'public' | 'password' | 'private';
  password: string;
  icon: string;
  owner: string;
  /** Set by a server's REST call (a Bubble's chat: `{ bubbleId }`), never by the SDK. */
  metadata?: object;
  createdAt: number;
  /** Active members → scope. */
  members: Map<string, string>;
  /** Banned people → the scope they had. */
  banned: Map<string, string>;
}

export const pairKey = (a: string, b: string) => `${a}>${b}`;
export const MAX_LIMIT = 100;

export function extensionOf(name: string): string {
  const at = name.lastIndexOf('.');
  return at > 0 ? name.slice(at + 1).toLowerCase() : '';
}
