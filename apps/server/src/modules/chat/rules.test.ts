import { CHAT_CONSTANTS } from '@wob/validation';
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES as M } from '../../messages';
import { HttpError } from '../../platform/http/http-error';
import { conversationIdOf } from './ids';
import { planFor, validParent } from './rules';
import type { ChatPerson, PairState } from './people-store';

// The send rules on their own, without a database: each case is the state a pair can be in
// when a message (or an add-to-waiting) arrives, and what the rule decides. The suites of
// chat-requests, chat-blocks and chat-batch check the same rules through the real server.

const ME = 'me';
const OTHER = 'other';
const LIMIT = CHAT_CONSTANTS.messageRequestLimit;

function person(overrides: Partial<ChatPerson> = {}): ChatPerson {
  return {
    id: OTHER,
    name: 'Other',
    pictureId: null,
    showImagesToAll: true,
    allowMessages: true,
    lastActiveAt: new Date(0),
    live: true,
    birthDate: null,
    ageRangeEnabled: false,
    ageRangeFrom: 18,
    ageRangeTo: 99,
    connected: false,
    blockedByMe: false,
    hasBlockedMe: false,
    ...overrides,
  };
}

function pair(overrides: Partial<PairState> = {}): PairState {
  return {
    other: person(),
    mine: null,
    theirs: null,
    iLiked: false,
    theyLiked: false,
    ...overrides,
  };
}

/** The HttpError `run` throws, as status and message key. */
function refusal(run: () => unknown): { status: number; messageKey: string } {
  try {
    run();
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { status: error.status, messageKey: error.messageKey };
  }
  throw new Error('the rule allowed it');
}

const waiting = (count = 1) => ({ state: 'waiting' as const, count });
const rejected = (count = 1) => ({ state: 'rejected' as const, count });
const accepted = { state: 'accepted' as const, count: 0 };

describe('planFor: who may write', () => {
  it('refuses a person who does not exist or is no longer a chat user (404)', () => {
    const gone = { status: 404, messageKey: M.chat.userNotFound };
    expect(refusal(() => planFor(pair({ other: null }), ME, OTHER, true))).toEqual(gone);
    const deleted = pair({ other: person({ live: false, connected: true }) });
    expect(refusal(() => planFor(deleted, ME, OTHER, true))).toEqual(gone);
  });

  it('refuses both sides of a block, the blocked side told first (403)', () => {
    const blockedMe = pair({ other: person({ hasBlockedMe: true, connected: true }) });
    expect(refusal(() => planFor(blockedMe, ME, OTHER, true))).toEqual({
      status: 403,
      messageKey: M.chat.blockedYou,
    });
    const iBlocked = pair({ other: person({ blockedByMe: true, connected: true }) });
    expect(refusal(() => planFor(iBlocked, ME, OTHER, true))).toEqual({
      status: 403,
      messageKey: M.chat.unblockFirst,
    });
    const both = pair({ other: person({ blockedByMe: true, hasBlockedMe: true }) });
    expect(refusal(() => planFor(both, ME, OTHER, true)).messageKey).toBe(M.chat.blockedYou);
  });
});

describe('planFor: what waits', () => {
  it('lets connections write freely, and their writing accepts any open request either way', () => {
    const connected = person({ connected: true, allowMessages: false });
    expect(planFor(pair({ other: connected }), ME, OTHER, true)).toEqual({
      requested: false,
      accept: [],
      open: false,
    });
    const bothOpen = pair({ other: connected, mine: waiting(LIMIT), theirs: rejected() });
    expect(planFor(bothOpen, ME, OTHER, true)).toEqual({
      requested: false,
      accept: [
        [ME, OTHER],
        [OTHER, ME],
      ],
      open: false,
    });
    const settled = pair({ other: connected, mine: accepted, theirs: accepted });
    expect(planFor(settled, ME, OTHER, true).accept).toEqual([]);
  });

  it('lets either side write once a request was accepted either way', () => {
    const free = { requested: false, accept: [], open: false };
    expect(planFor(pair({ mine: accepted }), ME, OTHER, true)).toEqual(free);
    expect(planFor(pair({ theirs: accepted }), ME, OTHER, true)).toEqual(free);
    const off = pair({ other: person({ allowMessages: false }), theirs: accepted });
    expect(planFor(off, ME, OTHER, true)).toEqual(free);
  });

  it('accepts their request when the receiver answers it, waiting or rejected', () => {
    for (const theirs of [waiting(), rejected()]) {
      expect(planFor(pair({ theirs }), ME, OTHER, true)).toEqual({
        requested: false,
        accept: [[OTHER, ME]],
        open: false,
      });
    }
    // Answering wins over my own rejected request and over their 'no messages' setting.
    const answering = pair({
      other: person({ allowMessages: false }),
      mine: rejected(),
      theirs: waiting(),
    });
    expect(planFor(answering, ME, OTHER, true).accept).toEqual([[OTHER, ME]]);
  });

  it('opens a request for a first message to a stranger', () => {
    expect(planFor(pair(), ME, OTHER, true)).toEqual({ requested: true, accept: [], open: true });
    expect(planFor(pair(), ME, OTHER, false)).toEqual({ requested: true, accept: [], open: true });
  });

  it('keeps adding to my waiting request, even after they turned new requests off', () => {
    const off = pair({ other: person({ allowMessages: false }), mine: waiting(3) });
    expect(planFor(off, ME, OTHER, true)).toEqual({ requested: true, accept: [], open: true });
  });

  it('refuses a rejected request (403) and a new one to someone who turned them off (403)', () => {
    expect(refusal(() => planFor(pair({ mine: rejected() }), ME, OTHER, true))).toEqual({
      status: 403,
      messageKey: M.chat.requestRejected,
    });
    const off = pair({ other: person({ allowMessages: false }) });
    expect(refusal(() => planFor(off, ME, OTHER, true))).toEqual({
      status: 403,
      messageKey: M.chat.messagesOff,
    });
  });

  it('stops a request at the limit of waiting messages (429), but not an add-to-waiting', () => {
    expect(planFor(pair({ mine: waiting(LIMIT - 1) }), ME, OTHER, true).open).toBe(true);
    expect(refusal(() => planFor(pair({ mine: waiting(LIMIT) }), ME, OTHER, true))).toEqual({
      status: 429,
      messageKey: M.chat.requestLimit,
    });
    expect(planFor(pair({ mine: waiting(LIMIT) }), ME, OTHER, false)).toEqual({
      requested: true,
      accept: [],
      open: true,
    });
  });
});

describe('validParent: where a thread may start', () => {
  const conversationId = conversationIdOf(ME, OTHER);
  const top = { id: 40, conversationId, parentId: null };
  const invalid = { status: 422, messageKey: M.chat.parentInvalid };

  it('answers the id of a top-level message of the conversation', () => {
    expect(validParent(top, conversationId, 0)).toBe(40);
    expect(validParent(top, conversationId, 39)).toBe(40);
  });

  it('refuses a missing message, another conversation, a reply and a cleared message (422)', () => {
    expect(refusal(() => validParent(undefined, conversationId, 0))).toEqual(invalid);
    const elsewhere = { ...top, conversationId: conversationIdOf(ME, 'someone-else') };
    expect(refusal(() => validParent(elsewhere, conversationId, 0))).toEqual(invalid);
    expect(refusal(() => validParent({ ...top, parentId: 12 }, conversationId, 0))).toEqual(
      invalid,
    );
    expect(refusal(() => validParent(top, conversationId, 40))).toEqual(invalid);
    expect(refusal(() => validParent(top, conversationId, 41))).toEqual(invalid);
  });

  it('names the field it refuses', () => {
    try {
      validParent(undefined, conversationId, 0);
    } catch (error) {
      expect((error as HttpError).fieldErrors).toEqual({ parentMessageId: M.chat.parentInvalid });
      return;
    }
    throw new Error('the rule allowed it');
  });
});
