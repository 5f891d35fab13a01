import type { ReportReason } from '@wob/validation';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Session } from '../../context';
import type { Db } from '../../db/client';
import { chatGroups, memberships, reports, users } from '../../db/schema';
import { SERVER_MESSAGES as M } from '../../messages';
import { newId } from '../../platform/crypto';
import { HttpError } from '../../platform/http/http-error';
import type { Clock } from '../../platform/clock';
import type { MediaStorage } from '../../platform/storage/media-storage';
import { findBubbleAccess } from '../bubbles/access';
import { findLiveComment } from '../bubbles/board-store';
import type { MessageRow } from '../chat/store';
import type { CometChatMessages } from '../cometchat/messages';
import { copyImages, copyRemoteImages, type SnapshotImage, setSnapshotImages } from './snapshot';

// `POST /api/report/content`: a member reports a chat message, a comment (or reply) or a
// Bubble. Only what the caller can see, by the owning module's own read rules (the chat's
// `visibleMessage`, or on CometChat the same rule asked of CometChat; the Bubbles' access),
// never their own content; unknown or unseen is 404. One report per reporter and (kind,
// subject): a second one updates the reason and details and opens it again, keeping the first
// snapshot.

export interface ReportContentDeps {
  db: Db;
  now: Clock;
  media: MediaStorage;
  logger: FastifyBaseLogger;
  /** The chat's read rule (modules/chat): the message, or 404 for whoever may not see it. */
  visibleMessage(session: Session, id: string): Promise<MessageRow>;
  /**
   * Where CometChat is the chat service, its messages (modules/cometchat/messages.ts): the
   * messages never reach this server, so they are read (and removed) there.
   */
  cometChatMessages?: CometChatMessages;
}

interface Subject {
  /** The person responsible: the author, or the Bubble's owner. */
  personId: string;
  text: string;
  context: string;
  mediaIds: string[];
  /** Pictures elsewhere (a CometChat message's), copied into the snapshot as `mediaIds` are. */
  pictureUrls?: string[];
}

const ownContent = () => new HttpError(403, M.moderation.ownContent);

export function createContentReports(deps: ReportContentDeps) {
  const { db } = deps;

  /** The names of our people, by id ('' for an id that is no one's). */
  async function namesOf(ids: readonly string[]): Promise<(id: string) => string> {
    const names = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inArray(users.id, [...ids]));
    return (uid) => names.find((n) => n.id === uid)?.name ?? '';
  }

  /**
   * A message on CometChat, read there: its author must be one of ours. Its attachments' URLs
   * follow the text in the snapshot (one a line); its pictures are copied too.
   */
  async function cometChatMessageSubject(
    messages: CometChatMessages,
    session: Session,
    id: string,
  ): Promise<Subject> {
    const message = await messages.visibleMessage(session.user.id, id);
    const [author] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, message.senderId));
    if (!author) throw new HttpError(404, M.chat.messageNotFound);
    let context: string;
    if (message.receiverType === 'group') {
      const [group] = await db
        .select({ name: chatGroups.name })
        .from(chatGroups)
        .where(eq(chatGroups.guid, message.receiverId));
      context = message.receiverName || group?.name || message.receiverId;
    } else {
      const nameOf = await namesOf([message.senderId, message.receiverId]);
      const sender = nameOf(message.senderId) || message.senderName;
      const receiver = nameOf(message.receiverId) || message.receiverName;
      context = `${sender} → ${receiver}`;
    }
    return {
      personId: message.senderId,
      text: [message.text, ...message.attachmentUrls].filter((line) => line !== '').join('\n'),
      context,
      mediaIds: [],
      pictureUrls: message.pictureUrls,
    };
  }

  async function messageSubject(session: Session, id: string): Promise<Subject> {
    if (deps.cometChatMessages) return cometChatMessageSubject(deps.cometChatMessages, session, id);
    const row = await deps.visibleMessage(session, id);
    if (row.deletedAt) throw new HttpError(404, M.chat.messageNotFound);
    let context: string;
    if (row.receiverType === 'group') {
      const [group] = await db
        .select({ name: chatGroups.name })
        .from(chatGroups)
        .where(eq(chatGroups.guid, row.receiverId));
      context = group?.name ?? '';
    } else {
      const nameOf = await namesOf([row.senderId, row.receiverId]);
      context = `${nameOf(row.senderId)} → ${nameOf(row.receiverId)}`;
    }
    return {
      personId: row.senderId,
      text: row.text ?? '',
      context,
      mediaIds: (row.data.media ?? []).map((file) => file.id),
    };
  }

  async function commentSubject(session: Session, id: string): Promise<Subject> {
    const notFound = () => new HttpError(404, M.board.commentNotFound);
    const row = await findLiveComment(db, id);
    if (!row) throw notFound();
    const access = await findBubbleAccess(db, session.user.id, { id: row.bubbleId });
    if (!access?.canSeeContent) throw notFound();
    return {
      personId: row.authorId,
      text: row.text,
      context: access.bubble.name,
      mediaIds: row.imageId ? [row.imageId] : [],
    };
  }

  async function bubbleSubject(session: Session, id: string): Promise<Subject> {
    const access = await findBubbleAccess(db, session.user.id, { id });
    if (!access) throw new HttpError(404, M.bubbles.notFound);
    const { bubble } = access;
    const [owner] = await db
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.bubbleId, bubble.id), eq(memberships.role, 'owner')))
      .limit(1);
    return {
      personId: owner?.userId ?? bubble.createdBy,
      text: bubble.title,
      context: bubble.name,
      mediaIds: [],
    };
  }

  return {
    async reportContent(
      session: Session,
      input: {
        kind: 'message' | 'comment' | 'bubble';
        id: string;
        reason: ReportReason;
        details: string;
      },
    ): Promise<void> {
      const subject =
        input.kind === 'message'
          ? await messageSubject(session, input.id)
          : input.kind === 'comment'
            ? await commentSubject(session, input.id)
            : await bubbleSubject(session, input.id);
      if (subject.personId === session.user.id) throw ownContent();
      const at = deps.now();
      const [row] = await db
        .insert(reports)
        .values({
          id: newId(),
          reporterId: session.user.id,
          targetId: subject.personId,
          kind: input.kind,
          subjectId: input.id,
          reason: input.reason,
          details: input.details,
          snapshot: { text: subject.text, context: subject.context, images: [] },
          status: 'open',
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoUpdate({
          target: [reports.reporterId, reports.kind, reports.subjectId],
          set: {
            reason: input.reason,
            details: input.details,
            status: 'open',
            handledAt: null,
            handledBy: null,
            updatedAt: at,
          },
        })
        .returning({ id: reports.id, createdAt: reports.createdAt });
      // A first report: its pictures are copied after the row is committed (no file work
      // inside a transaction); copies a second report would not keep are removed.
      const pictureUrls = subject.pictureUrls ?? [];
      const first = row?.createdAt.getTime() === at.getTime();
      if (row && first && (subject.mediaIds.length > 0 || pictureUrls.length > 0)) {
        const images: SnapshotImage[] = [
          ...(await copyImages(db, deps.media, subject.mediaIds, deps.logger)),
          ...(deps.cometChatMessages && pictureUrls.length > 0
            ? await copyRemoteImages(
                deps.media,
                pictureUrls,
                deps.cometChatMessages.fetchPicture,
                deps.logger,
              )
            : []),
        ];
        if (!(await setSnapshotImages(db, row.id, images))) {
          await Promise.all(images.map((image) => deps.media.remove(image.path)));
        }
      }
    },
  };
}

export type ContentReports = ReturnType<typeof createContentReports>;
