import type { ChatMessage } from '@wob/api';
import type { ReceiverType } from '@wob/validation';
import type { Session, UserRow } from '../../context';
import type { Tx } from '../../db/client';
import { SERVER_MESSAGES as M } from '../../messages';
import { fieldError, HttpError } from '../../platform/http/http-error';
import { publishGroupMessage, publishMessage, publishRequest } from './events';
import { notFoundUser } from './rules';
import { createSendQueue } from './send-queue';
import { acceptRequest } from './request-store';
import { type ChatPerson, findPeople, readPair } from './people-store';
import { findMember } from './conversation-store';
import { findMessage } from './message-store';
import { requireGroupMember } from './group-access';
import type { MessageRow } from './store';
import { viewerOf } from '../people/visibility';
import { toChatMessage, toRequestState, type ViewContext } from './views';
import { loadExtensions, type MessageExtensions } from './extensions-view';
import type { ChatDeps } from './service';

// What the chat service's groups of operations share (service.ts puts them together): the
// views' context, both people's views of a message, the checks every operation makes, and the
// one send queue.

export const notFoundMessage = () => new HttpError(404, M.chat.messageNotFound);

/** The caller as a chat person, seen by someone with these relations to them. */
export function personOf(
  user: UserRow,
  relation: { connected: boolean; blockedByMe: boolean; hasBlockedMe: boolean },
): ChatPerson {
  return {
    id: user.id,
    name: user.name,
    pictureId: user.pictureId,
    showImagesToAll: user.showImagesToAll,
    allowMessages: user.allowMessages,
    lastActiveAt: user.lastActiveAt,
    live: true,
    birthDate: user.birthDate,
    ageRangeEnabled: user.ageRangeEnabled,
    ageRangeFrom: user.ageRangeFrom,
    ageRangeTo: user.ageRangeTo,
    ...relation,
  };
}

export function parseId(value: string): number {
  return Number(value);
}

export function requireUserType(type: ReceiverType): void {
  if (type !== 'user') throw new HttpError(404, M.chat.groupNotFound);
}

export function createChatKit(deps: ChatDeps) {
  const { db, now, media, realtime, presence, logger } = deps;
  const queue = createSendQueue({ db, logger });

  /** The views' context for `viewer` (their id and birth date: what they may see depends on it). */
  function context(
    viewer: { id: string; birthDate: string | null },
    people: Map<string, ChatPerson>,
    extensions?: MessageExtensions,
  ): ViewContext {
    return { media, presence, people, viewer: viewerOf(viewer, now()), extensions };
  }

  /** The polls' votes and the reactions of rows about to be shown (two statements). */
  function extensionsOf(rows: readonly MessageRow[]): Promise<MessageExtensions> {
    return loadExtensions(db, media, rows);
  }

  /**
   * The two people's views of a message of their conversation: `people` as the caller `me`
   * sees them; the other's view is derived (a connection is mutual).
   */
  function viewsForBoth(
    row: MessageRow,
    me: string,
    otherId: string,
    people: Map<string, ChatPerson>,
    extensions?: MessageExtensions,
  ): Map<string, ChatMessage> {
    const views = new Map<string, ChatMessage>();
    const mine = people.get(me);
    const theirs = people.get(otherId);
    if (!mine) return views;
    views.set(me, toChatMessage(row, context(mine, people, extensions)));
    if (theirs) {
      const seenByOther = new Map<string, ChatPerson>([
        [
          me,
          {
            ...mine,
            connected: theirs.connected,
            blockedByMe: theirs.hasBlockedMe,
            hasBlockedMe: theirs.blockedByMe,
          },
        ],
        [otherId, theirs],
      ]);
      views.set(otherId, toChatMessage(row, context(theirs, seenByOther, extensions)));
    }
    return views;
  }

  /**
   * A group message as its topic carries it to every member at once: the sender seen as by
   * someone with no tie to them (the picture only when shown to all, the generated avatar
   * under an age range). Each member reads their own view with the next page or sync.
   */
  function groupView(
    row: MessageRow,
    sender: ChatPerson | undefined,
    extensions?: MessageExtensions,
  ): ChatMessage {
    const stranger = { connected: false, blockedByMe: false, hasBlockedMe: false };
    const people = new Map<string, ChatPerson>(
      sender ? [[sender.id, { ...sender, ...stranger }]] : [],
    );
    return toChatMessage(row, context({ id: '', birthDate: null }, people, extensions));
  }

  async function peopleOfPair(me: string, otherId: string) {
    return findPeople(db, me, [me, otherId]);
  }

  /**
   * A message others changed (its reply count, a poll's votes, its reactions), to everyone
   * in the conversation as `chat.message.updated`: once on a group's topic, else to both
   * people (each with their own view, answered here). `me` is the person whose action
   * changed it.
   */
  async function publishUpdated(
    me: string,
    row: MessageRow,
    extensions: MessageExtensions,
  ): Promise<Map<string, ChatMessage>> {
    if (row.receiverType === 'group') {
      const people = await findPeople(db, me, [row.senderId]);
      const view = groupView(row, people.get(row.senderId), extensions);
      publishGroupMessage(realtime, row.receiverId, 'chat.message.updated', view);
      return new Map();
    }
    const otherId = row.senderId === me ? row.receiverId : row.senderId;
    const views = viewsForBoth(row, me, otherId, await peopleOfPair(me, otherId), extensions);
    publishMessage(realtime, 'chat.message.updated', views);
    return views;
  }

  /** Publishes both people's request state (after a commit). */
  async function announceRequest(one: string, other: string): Promise<void> {
    const [mine, theirs] = await Promise.all([readPair(db, one, other), readPair(db, other, one)]);
    publishRequest(realtime, one, other, toRequestState(mine));
    publishRequest(realtime, other, one, toRequestState(theirs));
  }

  async function applyAccepts(tx: Tx, accepts: [string, string][], at: Date): Promise<boolean> {
    let changed = false;
    for (const [sender, receiver] of accepts) {
      if (await acceptRequest(tx, sender, receiver, at)) changed = true;
    }
    return changed;
  }

  function requireSelfNot(session: Session, otherId: string, field: string): void {
    if (otherId === session.user.id) throw fieldError(field, M.chat.self);
  }

  /**
   * A message of the caller's conversations they still see; 404 otherwise. A group's message
   * is seen by its active members only (the group is `requireGroupMember`'s 404 or 403).
   */
  async function visibleMessage(session: Session, id: string): Promise<MessageRow> {
    const me = session.user.id;
    const row = await findMessage(db, parseId(id));
    if (!row) throw notFoundMessage();
    if (row.receiverType === 'group') {
      const { member } = await requireGroupMember(db, row.receiverId, me);
      if (row.id <= member.clearedBefore) throw notFoundMessage();
      return row;
    }
    if (row.senderId !== me && row.receiverId !== me) throw notFoundMessage();
    const member = await findMember(db, row.conversationId, me);
    if (member && row.id <= member.clearedBefore) throw notFoundMessage();
    return row;
  }

  async function requireChatPerson(session: Session, uid: string): Promise<ChatPerson> {
    const people = await findPeople(db, session.user.id, [uid]);
    const person = people.get(uid);
    if (!person?.live) throw notFoundUser();
    return person;
  }

  return {
    ...deps,
    queue,
    context,
    extensionsOf,
    viewsForBoth,
    groupView,
    peopleOfPair,
    publishUpdated,
    announceRequest,
    applyAccepts,
    requireSelfNot,
    visibleMessage,
    requireChatPerson,
  };
}

export type ChatKit = ReturnType<typeof createChatKit>;
