import { CHAT_CONSTANTS } from '@wob/validation';
import { SERVER_MESSAGES as M } from '../../messages';
import { fieldError, HttpError } from '../../platform/http/http-error';
import type { ChatPerson, PairState } from './people-store';
import type { MessageRow } from './store';

// Who may write to whom, and what a message or a request changes (the rules are listed in
// service.ts). Pure: the callers read the pair's state under its locks and write the plan.

const LIMIT = CHAT_CONSTANTS.messageRequestLimit;

export const notFoundUser = () => new HttpError(404, M.chat.userNotFound);

/** What a message (or add-to-waiting) does to the pair's requests. */
export interface Plan {
  requested: boolean;
  /** Requests to accept: [sender, receiver]. */
  accept: [string, string][];
  /** The caller's request to open or to add the message to. */
  open: boolean;
}

export function pending(request: PairState['mine']): boolean {
  return request?.state === 'waiting' || request?.state === 'rejected';
}

export function requireLiveOther(pair: PairState): ChatPerson {
  if (!pair.other?.live) throw notFoundUser();
  return pair.other;
}

export function requireNoBlock(other: ChatPerson): void {
  if (other.hasBlockedMe) throw new HttpError(403, M.chat.blockedYou);
  if (other.blockedByMe) throw new HttpError(403, M.chat.unblockFirst);
}

export function planFor(pair: PairState, me: string, otherId: string, forMessage: boolean): Plan {
  const other = requireLiveOther(pair);
  requireNoBlock(other);
  const accept: [string, string][] = [];
  if (other.connected) {
    if (pending(pair.mine)) accept.push([me, otherId]);
    if (pending(pair.theirs)) accept.push([otherId, me]);
    return { requested: false, accept, open: false };
  }
  if (pair.mine?.state === 'accepted' || pair.theirs?.state === 'accepted') {
    return { requested: false, accept, open: false };
  }
  // Answering a request accepts it.
  if (pending(pair.theirs)) return { requested: false, accept: [[otherId, me]], open: false };
  if (pair.mine?.state === 'rejected') throw new HttpError(403, M.chat.requestRejected);
  if (!pair.mine && !other.allowMessages) throw new HttpError(403, M.chat.messagesOff);
  if (forMessage && pair.mine && pair.mine.count >= LIMIT) {
    throw new HttpError(429, M.chat.requestLimit);
  }
  return { requested: true, accept, open: true };
}

/**
 * The id of a thread's parent: a top-level message of the sender's conversation that the
 * sender has not cleared (ids up to `clearedBefore` are gone for them).
 */
export function validParent(
  parent: Pick<MessageRow, 'id' | 'conversationId' | 'parentId'> | undefined,
  conversationId: string,
  clearedBefore: number,
): number {
  if (
    !parent ||
    parent.conversationId !== conversationId ||
    parent.parentId !== null ||
    parent.id <= clearedBefore
  ) {
    throw fieldError('parentMessageId', M.chat.parentInvalid);
  }
  return parent.id;
}
