import { randomUUID } from 'node:crypto';
import {
  type ChatMessage,
  POLL_MESSAGE_TYPE,
  type PollCustomData,
  STICKER_MESSAGE_TYPE,
} from '@wob/api';
import { type CreateChatPollOutput, MEDIA_TYPES, MESSAGE_TYPES, MESSAGES } from '@wob/validation';
import type { Session } from '../../context';
import { SERVER_MESSAGES as M } from '../../messages';
import { fieldError, HttpError } from '../../platform/http/http-error';
import { publishGroupMessage, publishMessage } from './events';
import { requireGroupMember } from './group-access';
import { planFor } from './rules';
import type { Content, SendOutcome, StoredMedia } from './send-queue';
import { findPeople, readPair } from './people-store';
import { findByMuid } from './message-store';
import type { MessageRow } from './store';
import { requireOurSticker } from './stickers';
import { toChatMessage } from './views';
import type { Outgoing, OutgoingText } from './service';
import { newEffects } from '../notifications/service';
import { type ChatKit, parseId, personOf } from './service-kit';
import { smartRepliesOf, smartReplyFor } from './smart-replies';
import { languageOfPerson } from './smart-replies/receiver-language';

// The chat service's sends: text, custom, poll and media messages, through the send queue.

export function createSendOps(kit: ChatKit) {
  const {
    db,
    now,
    realtime,
    queue,
    context,
    extensionsOf,
    viewsForBoth,
    groupView,
    peopleOfPair,
    announceRequest,
    requireSelfNot,
    notifications,
    publishUpdated,
  } = kit;

  /** Sends through the queue (send-queue.ts), which writes sends in batches. */
  async function send(session: Session, input: Outgoing, content: Content): Promise<SendOutcome> {
    if (input.receiverType === 'user') requireSelfNot(session, input.receiverId, 'receiverId');
    return queue.send({
      senderId: session.user.id,
      receiverId: input.receiverId,
      receiverType: input.receiverType,
      muid: input.muid,
      parentMessageId:
        input.parentMessageId === undefined ? undefined : parseId(input.parentMessageId),
      content,
      at: now(),
    });
  }

  /** A thread's parent after a reply: its new reply count, to everyone in the conversation. */
  async function publishParent(me: string, parent: MessageRow): Promise<void> {
    await publishUpdated(me, parent, await extensionsOf([parent]));
  }

  /** Sends, then publishes (fresh messages only) and answers the caller's view. */
  async function sendAndPublish(
    session: Session,
    input: Outgoing,
    content: Content,
  ): Promise<{ message: ChatMessage; fresh: boolean }> {
    const me = session.user.id;
    const outcome = await send(session, input, content);
    if (outcome.row.receiverType === 'group') {
      // Once on the group's topic; no request, no receipts to others.
      const sender = personOf(session.user, {
        connected: false,
        blockedByMe: false,
        hasBlockedMe: false,
      });
      if (outcome.fresh) {
        publishGroupMessage(
          realtime,
          outcome.row.receiverId,
          'chat.message',
          groupView(outcome.row, sender),
        );
      }
      if (outcome.parent) await publishParent(me, outcome.parent);
      // A retry answers the message as it now is (a poll may have votes by now).
      const extensions = outcome.fresh ? undefined : await extensionsOf([outcome.row]);
      const message = toChatMessage(
        outcome.row,
        context(session.user, new Map([[me, sender]]), extensions),
      );
      if (outcome.mentioned && outcome.mentioned.length > 0) {
        // The mentioned members' bells (deliver logs its own failures, never throws).
        const effects = newEffects();
        for (const created of outcome.mentioned)
          effects.created.push({ ...created, mailable: false });
        await notifications.deliver(effects);
      }
      return { message, fresh: outcome.fresh };
    }
    const otherId = outcome.row.receiverId === me ? outcome.row.senderId : outcome.row.receiverId;
    // A fresh send read both people already; a retry reads them again.
    const people = outcome.other
      ? new Map([
          [
            me,
            personOf(session.user, { connected: false, blockedByMe: false, hasBlockedMe: false }),
          ],
          [otherId, outcome.other],
        ])
      : await peopleOfPair(me, otherId);
    const extensions = outcome.fresh ? undefined : await extensionsOf([outcome.row]);
    const views = viewsForBoth(outcome.row, me, otherId, people, extensions);
    if (outcome.fresh) publishMessage(realtime, 'chat.message', views);
    if (outcome.parent) await publishParent(me, outcome.parent);
    if (outcome.requestChanged) await announceRequest(me, otherId);
    const mine = views.get(me);
    if (!mine) throw new Error('the sender has no view of their message');
    return { message: mine, fresh: outcome.fresh };
  }
  return {
    async sendText(session: Session, input: OutgoingText) {
      // Suggested answers to a question (apps/server README "Smart replies"): not for a
      // thread's replies; one-to-one in the receiver's language, a group's in both.
      const replies = input.parentMessageId === undefined ? smartRepliesOf(input.text) : null;
      const smartReply =
        replies === null
          ? undefined
          : input.receiverType === 'group'
            ? replies
            : smartReplyFor(replies, await languageOfPerson(db, input.receiverId));
      return sendAndPublish(session, input, {
        type: 'text',
        category: 'message',
        text: input.text,
        data: smartReply ? { smartReply } : {},
        // Mentions are a group feature; a one-to-one text ignores them.
        mentions: input.receiverType === 'group' ? input.mentions : undefined,
      });
    },

    sendCustom(
      session: Session,
      input: Outgoing & { customType: string; customData: Record<string, unknown> },
    ) {
      // The built-in types name stored media and text; a custom message cannot pose as one.
      // A sticker is the one built-in custom type, and only with one of our stickers.
      if (input.customType === STICKER_MESSAGE_TYPE) requireOurSticker(input.customData);
      else if ((MESSAGE_TYPES as readonly string[]).includes(input.customType)) {
        throw fieldError('customType', MESSAGES.invalid);
      }
      return sendAndPublish(session, input, {
        type: input.customType,
        category: 'custom',
        text: null,
        data: { customType: input.customType, customData: input.customData },
      });
    },

    /**
     * A poll (polls `v1/create`): a custom message of type 'poll' whose customData holds the
     * question and the options by index from 1, sent like every message (rules, request,
     * unread, events, idempotent on the muid). Without a muid each call asks a new poll.
     */
    createPoll(session: Session, input: CreateChatPollOutput) {
      if (input.receiverType === 'user') requireSelfNot(session, input.receiver, 'receiver');
      const customData: PollCustomData = {
        question: input.question,
        options: Object.fromEntries(input.options.map((text, index) => [String(index + 1), text])),
      };
      return sendAndPublish(
        session,
        {
          receiverId: input.receiver,
          receiverType: input.receiverType,
          muid: input.muid ?? `poll-${randomUUID()}`,
          parentMessageId: input.parentMessageId,
        },
        {
          type: POLL_MESSAGE_TYPE,
          category: 'custom',
          text: null,
          data: { customType: POLL_MESSAGE_TYPE, customData: { ...customData } },
        },
      );
    },

    sendMedia(session: Session, input: Outgoing, stored: StoredMedia, type: string) {
      if (!(MEDIA_TYPES as readonly string[]).includes(type)) {
        throw fieldError('type', MESSAGES.chat.mediaTypeInvalid);
      }
      return sendAndPublish(session, input, {
        type,
        category: 'message',
        text: null,
        data: {
          media: [
            {
              id: stored.id,
              name: stored.name,
              extension: stored.extension,
              mimeType: stored.mimeType,
              size: stored.size,
            },
          ],
        },
        media: stored,
      });
    },

    /**
     * Before a media file is read and stored: the message stored for this muid (a retry), or
     * null when a new one may be sent — refusing early what the send would refuse (blocks,
     * requests), so no file is kept for nothing. The send checks everything again.
     */
    async precheckMedia(session: Session, input: Outgoing): Promise<ChatMessage | null> {
      const group = input.receiverType === 'group';
      if (!group) requireSelfNot(session, input.receiverId, 'receiverId');
      const me = session.user.id;
      const existing = await findByMuid(db, me, input.muid);
      if (existing) {
        if (existing.receiverId !== input.receiverId) throw new HttpError(409, M.chat.muidReused);
        const extensions = await extensionsOf([existing]);
        const people = group
          ? await findPeople(db, me, [me])
          : await peopleOfPair(me, input.receiverId);
        return toChatMessage(existing, context(session.user, people, extensions));
      }
      if (group) await requireGroupMember(db, input.receiverId, me);
      else planFor(await readPair(db, me, input.receiverId), me, input.receiverId, true);
      return null;
    },
  };
}
