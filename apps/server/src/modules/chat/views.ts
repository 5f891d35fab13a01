import type { ChatAttachment, ChatMessage, ChatSender, ChatUser, RequestState } from '@wob/api';
import { avatarUrl } from '../../platform/storage/avatar';
import { downloadUrl } from '../../platform/storage/file-names';
import type { MediaStorage } from '../../platform/storage/media-storage';
import {
  imageOf,
  presenceOf,
  type Viewer,
  type Visibility,
  visibilityOf,
} from '../people/visibility';
import { toSeconds, toSecondsOrNull } from './ids';
import { injectedExtensions, type MessageExtensions, NO_EXTENSIONS } from './extensions-view';
import type { ChatPerson, PairState } from './people-store';
import type { MessageRow } from './store';

// How chat rows are shown (the @wob/api wire shapes): times in seconds, ids and seqs as
// decimal strings, pictures and presence as people/visibility.ts lets the viewer see them
// (blocked either way or outside an age range: the generated avatar, always offline), media
// behind signed, expiring URLs issued to the people of the conversation only.

/** Presence as the chat sees it. */
export interface PresenceLookup {
  isOnline(userId: string): boolean;
}

export interface ViewContext {
  media: MediaStorage;
  presence: PresenceLookup;
  /** The people the viewer may meet in these rows (the viewer included), by id. */
  people: Map<string, ChatPerson>;
  viewer: Viewer;
  /**
   * The polls' votes and the reactions of the rows shown (extensions-view.ts loadExtensions);
   * a poll read without them shows no votes.
   */
  extensions?: MessageExtensions;
}

/** What the viewer may see of `person` (people/visibility.ts). */
export function chatVisibility(person: ChatPerson, viewer: Viewer): Visibility {
  return visibilityOf(viewer, person, {
    connected: person.connected,
    blockedByViewer: person.blockedByMe,
    blockedViewer: person.hasBlockedMe,
  });
}

export function toChatSender(person: ChatPerson, context: ViewContext): ChatSender {
  const visibility = chatVisibility(person, context.viewer);
  return { uid: person.id, name: person.name, avatar: imageOf(person, visibility, context.media) };
}

export function toChatUser(person: ChatPerson, context: ViewContext): ChatUser {
  const visibility = chatVisibility(person, context.viewer);
  return {
    uid: person.id,
    name: person.name,
    avatar: imageOf(person, visibility, context.media),
    ...presenceOf(visibility, context.presence.isOnline(person.id), toSeconds(person.lastActiveAt)),
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
  // Present only when the message has replies (spec: the count shows only if it has one).
  if (row.replyCount > 0) message.replyCount = row.replyCount;
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
  const call = row.category === 'call' ? row.data.call : undefined;
  if (call) {
    const initiator = context.people.get(call.initiator.uid);
    message.call = {
      sessionId: call.sessionId,
      status: call.status as NonNullable<ChatMessage['call']>['status'],
      action: call.action as NonNullable<ChatMessage['call']>['action'],
      callInitiator: initiator
        ? toChatSender(initiator, context)
        : {
            uid: call.initiator.uid,
            name: call.initiator.name,
            avatar: avatarUrl(call.initiator.uid, call.initiator.name),
          },
      duration: call.duration,
    };
  }
  // A group text's mentions, as the spec's extension data (metadata).
  if (row.data.mentions && row.data.mentions.length > 0) {
    message.metadata = { mentions: row.data.mentions.map(({ uid, name }) => ({ uid, name })) };
  }
  // Where CometChat's extensions put their data: a question's suggested answers
  // (smart-reply), a poll's results (polls) and the reactions.
  const extensions: Record<string, unknown> = {
    ...(row.data.smartReply ? { 'smart-reply': { ...row.data.smartReply } } : {}),
    ...injectedExtensions(row, context.extensions ?? NO_EXTENSIONS),
  };
  if (Object.keys(extensions).length > 0) {
    message.metadata = { ...message.metadata, '@injected': { extensions } };
  }
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
