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
  category: 'message' | 'custom';
  type: string;
  text?: string;
  url?: string;
  attachments?: StoredAttachment[];
  customData?: object;
  metadata: object;
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

export const pairKey = (a: string, b: string) => `${a}>${b}`;
export const MAX_LIMIT = 100;

export function extensionOf(name: string): string {
  const at = name.lastIndexOf('.');
  return at > 0 ? name.slice(at + 1).toLowerCase() : '';
}
