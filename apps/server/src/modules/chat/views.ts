import type { ChatAttachment, ChatMessage, ChatSender, ChatUser, RequestState } from '@wob/api';
import { downloadUrl } from '../../platform/storage/file-names';
import type { MediaStorage } from '../../platform/storage/media-storage';
import { profileImage } from '../accounts/views';
import { toSeconds, toSecondsOrNull } from './ids';
import type { ChatPerson, MessageRow, PairState } from './store';

// How chat rows are shown (the @wob/api wire shapes): times in seconds, ids and seqs as
// decimal strings, pictures shaped by the owner's privacy settings as on profiles (connections
// see the picture; others see it only with 'show my images to all'), media behind signed,
// expiring URLs issued to the people of the conversation only.

/** Presence as the chat sees it. */
export interface PresenceLookup {
  isOnline(userId: string): boolean;
}

export interface ViewContext {
  media: MediaStorage;
  presence: PresenceLookup;
  /** The people the viewer may meet in these rows (the viewer included), by id. */
  people: Map<string, ChatPerson>;
  viewerId: string;
}

function avatarOf(person: ChatPerson, context: ViewContext): string {
  // One's own picture is always one's own to see.
  const connected = person.connected || person.id === context.viewerId;
  return profileImage(person, context.media, connected);
}

export function toChatSender(person: ChatPerson, context: ViewContext): ChatSender {
  return { uid: person.id, name: person.name, avatar: avatarOf(person, context) };
}

export function toChatUser(person: ChatPerson, context: ViewContext): ChatUser {
  const online = context.presence.isOnline(person.id);
  return {
    uid: person.id,
    name: person.name,
    avatar: avatarOf(person, context),
    status: online ? 'online' : 'offline',
    lastActiveAt: online ? null : toSeconds(person.lastActiveAt),
    blockedByMe: person.blockedByMe,
    hasBlockedMe: person.hasBlockedMe,
  };
}

const UNKNOWN_SENDER = (uid: string): ChatSender => ({ uid, name: '', avatar: '' });

export function toChatMessage(row: MessageRow, context: ViewContext): ChatMessage {
  const sender = context.people.get(row.senderId);
  const message: ChatMessage = {
    id: String(row.id),
    muid: row.muid,
    conversationId: row.conversationId,
    sender: sender ? toChatSender(sender, context) : UNKNOWN_SENDER(row.senderId),
    receiverType: row.receiverType === 'group' ? 'group' : 'user',
    receiverId: row.receiverId,
    type: row.type,
    category: row.category as ChatMessage['category'],
    data: {},
    sentAt: toSeconds(row.sentAt),
    deliveredAt: toSecondsOrNull(row.deliveredAt),
    readAt: toSecondsOrNull(row.readAt),
    editedAt: toSecondsOrNull(row.editedAt),
    deletedAt: toSecondsOrNull(row.deletedAt),
    parentMessageId: row.parentId === null ? null : String(row.parentId),
    requested: row.requested,
    seq: String(row.seq),
  };
  if (row.deletedAt) return message;
  if (row.text !== null) message.text = row.text;
  const files = row.data.media ?? [];
  if (files.length > 0) {
    const attachments: ChatAttachment[] = files.map((file) => ({
      name: file.name,
      extension: file.extension,
      mimeType: file.mimeType,
      size: file.size,
      // A file to download carries the name it is saved under (platform/storage/routes.ts).
      url:
        row.type === 'file' && !file.mimeType.startsWith('image/')
          ? downloadUrl(context.media.signedUrl(file.id), file.name)
          : context.media.signedUrl(file.id),
    }));
    message.data.attachments = attachments;
    if (row.type !== 'file' && attachments[0]) message.data.url = attachments[0].url;
  }
  if (row.data.customData) message.data.customData = row.data.customData;
  return message;
}

/** The request state between the viewer ("sender") and the other person ("receiver"). */
export function toRequestState(pair: PairState): RequestState {
  const other = pair.other;
  const open =
    (other?.connected ?? false) ||
    pair.mine?.state === 'accepted' ||
    pair.theirs?.state === 'accepted';
  const pending = (request: PairState['mine']) =>
    !open && (request?.state === 'waiting' || request?.state === 'rejected');
  return {
    sender: {
      liked: pair.iLiked,
      waiting: pending(pair.mine),
      blocked: other?.blockedByMe ?? false,
    },
    receiver: {
      liked: pair.theyLiked,
      waiting: pending(pair.theirs),
      blocked: other?.hasBlockedMe ?? false,
    },
  };
}
