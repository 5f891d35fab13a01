import type { FastifyBaseLogger } from 'fastify';
import type { ChatServiceConfig } from '../../config';
import { SERVER_MESSAGES as M } from '../../messages';
import { HttpError } from '../../platform/http/http-error';
import {
  type CometChatMessage,
  type CometChatRest,
  CometChatRestError,
  createCometChatRest,
} from './rest';

// Messages on CometChat, for moderation (modules/moderation): they never reach this server, so
// a report reads the message through CometChat's REST API with the key only the server holds,
// and a moderator's 'remove' deletes it there. Who may report it follows the chat's rule: the
// sender or the receiver of a one-to-one message, a member (now) of a group message's group —
// asked of CometChat, which knows every group, the Bubbles' mirrored ones and the members' own.
// CometChat's failures are 503 (nothing is stored or changed), never 500.

/** A message the caller may see, as a report's snapshot needs it. */
export interface SeenCometChatMessage {
  id: string;
  senderId: string;
  receiverType: 'user' | 'group';
  receiverId: string;
  text: string;
  /** CometChat's names of both ends (the group's name for a group message). */
  senderName: string;
  receiverName: string;
  /** Every attachment's URL (pictures, videos, files), in order. */
  attachmentUrls: string[];
  /** The attachments that are pictures on CometChat's own hosts (copied into the snapshot). */
  pictureUrls: string[];
}

export interface CometChatMessages {
  /**
   * The message `id` if `userId` may see it; 404 (`chat.messageNotFound`) when CometChat has no
   * such message, it was deleted, it is no member's message (an action, a call) or the caller
   * is neither end nor a member of its group; 503 when CometChat fails.
   */
  visibleMessage(userId: string, id: string): Promise<SeenCometChatMessage>;
  /** Deletes it at CometChat for good (one already gone is fine); 503 when CometChat fails. */
  remove(id: string): Promise<void>;
  /** Whether CometChat still has it, not deleted; null when CometChat cannot say now. */
  exists(id: string): Promise<boolean | null>;
  /**
   * A picture of a message, read from CometChat's host (never elsewhere: a URL in a message is
   * the sender's to choose); null when it is no picture or cannot be read.
   */
  fetchPicture(url: string): Promise<{ data: Buffer; mime: string } | null>;
}

/** Pictures larger than this are not copied (their URL stays in the snapshot). */
const MAX_PICTURE_BYTES = 15 * 1024 * 1024;
const PICTURE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
/** What members send (CometChat's categories); actions and calls are not reportable. */
const MEMBER_CATEGORIES = new Set(['message', 'custom']);

const notFound = () => new HttpError(404, M.chat.messageNotFound);
const unavailable = () => new HttpError(503, M.cometchat.unavailable);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `data.entities.<end>.entity.name`, as CometChat puts it in a message. */
function entityName(message: CometChatMessage, end: 'sender' | 'receiver'): string {
  const entities = message.data.entities;
  const entry = isRecord(entities) ? entities[end] : undefined;
  const entity = isRecord(entry) ? entry.entity : undefined;
  return isRecord(entity) && typeof entity.name === 'string' ? entity.name : '';
}

/** A media message's attachments (`data.attachments`, or the older `data.url`). */
function attachmentsOf(message: CometChatMessage): { url: string; mime: string }[] {
  const { attachments, url } = message.data;
  const found: { url: string; mime: string }[] = [];
  if (Array.isArray(attachments)) {
    for (const file of attachments) {
      if (!isRecord(file) || typeof file.url !== 'string' || file.url === '') continue;
      found.push({ url: file.url, mime: typeof file.mimeType === 'string' ? file.mimeType : '' });
    }
  }
  if (found.length === 0 && typeof url === 'string' && url !== '') {
    found.push({ url, mime: message.type === 'image' ? 'image/*' : '' });
  }
  return found;
}

export function createCometChatMessages(deps: {
  rest: CometChatRest;
  /** The REST API's base: files on its host are CometChat's too (a local fake in tests). */
  apiBase: string;
  logger: FastifyBaseLogger;
  /** Default: the global fetch (for pictures). */
  fetch?: typeof fetch;
}): CometChatMessages {
  const { rest, logger } = deps;
  const fetchImpl = deps.fetch ?? fetch;
  const apiOrigin = new URL(deps.apiBase).origin;

  /** CometChat's own hosts: https on cometchat.io, or the REST API's origin. */
  function onCometChatHost(url: string): boolean {
    try {
      const parsed = new URL(url);
      if (parsed.origin === apiOrigin) return true;
      return (
        parsed.protocol === 'https:' &&
        (parsed.hostname === 'cometchat.io' || parsed.hostname.endsWith('.cometchat.io'))
      );
    } catch {
      return false;
    }
  }

  async function guarded<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof CometChatRestError) {
        logger.warn({ status: error.status, code: error.code }, `CometChat: ${what} failed`);
        throw unavailable();
      }
      throw error;
    }
  }

  return {
    async visibleMessage(userId, id) {
      // CometChat's message ids are numbers; anything else is no message of theirs.
      if (!/^\d{1,18}$/.test(id)) throw notFound();
      const message = await guarded('reading a message', () => rest.getMessage(id));
      if (!message || message.deletedAt !== null) throw notFound();
      if (!MEMBER_CATEGORIES.has(message.category)) throw notFound();
      const me = userId.toLowerCase();
      if (message.receiverType === 'user') {
        if (message.sender !== me && message.receiver !== me) throw notFound();
      } else if (message.sender !== me) {
        const member = await guarded('reading a group', () =>
          rest.isGroupMember(message.receiver, me),
        );
        if (!member) throw notFound();
      }
      const attachments = attachmentsOf(message);
      return {
        id: message.id,
        senderId: message.sender,
        receiverType: message.receiverType,
        receiverId: message.receiver,
        text: typeof message.data.text === 'string' ? message.data.text : '',
        senderName: entityName(message, 'sender'),
        receiverName: entityName(message, 'receiver'),
        attachmentUrls: attachments.map((file) => file.url),
        pictureUrls: attachments
          .filter((file) => file.mime.startsWith('image/') && onCometChatHost(file.url))
          .map((file) => file.url),
      };
    },

    async remove(id) {
      if (!/^\d{1,18}$/.test(id)) return;
      await guarded('deleting a message', () => rest.deleteMessage(id));
    },

    async exists(id) {
      if (!/^\d{1,18}$/.test(id)) return false;
      try {
        const message = await rest.getMessage(id);
        return message !== null && message.deletedAt === null;
      } catch (error) {
        if (!(error instanceof CometChatRestError)) throw error;
        logger.warn(
          { status: error.status, code: error.code },
          'CometChat: reading a message failed',
        );
        return null;
      }
    },

    async fetchPicture(url) {
      if (!onCometChatHost(url)) return null;
      try {
        const response = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) });
        const mime = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
        if (!response.ok || !PICTURE_TYPES.has(mime)) return null;
        const declared = Number(response.headers.get('content-length') ?? 0);
        if (declared > MAX_PICTURE_BYTES) return null;
        const data = Buffer.from(await response.arrayBuffer());
        if (data.length === 0 || data.length > MAX_PICTURE_BYTES) return null;
        return { data, mime };
      } catch (error) {
        logger.warn({ err: error }, 'CometChat: a reported picture could not be read');
        return null;
      }
    },
  };
}

/** The moderation's access to CometChat's messages where CometChat is the chat service. */
export function createCometChatMessagesFor(deps: {
  chat: ChatServiceConfig;
  logger: FastifyBaseLogger;
}): CometChatMessages | undefined {
  const { chat } = deps;
  if (chat.service !== 'cometchat' || !chat.apiKey) return undefined;
  return createCometChatMessages({
    rest: createCometChatRest({ apiBase: chat.apiBase, apiKey: chat.apiKey }),
    apiBase: chat.apiBase,
    logger: deps.logger,
  });
}
