import {
  type BoardEvent,
  BoardEventSchema,
  type BubbleMemberList,
  type BubbleTile,
  type BubbleView,
  type Poll,
} from '@wob/api';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import { bubbles, comments, memberships, polls } from '../db/schema';
import { newId } from '../platform/crypto';
import { type RealtimeEvent, topics } from '../platform/realtime/hub';
import { type SignedUp, signUp, type TestServer } from './harness';
import { postAs, getAs, post } from './http';

// Test support for Bubbles, their board and their polls. Each module's own endpoints are
// called through the API; what another module owns (Bubbles and memberships for the board
// and polls tests, board activity for the Bubbles tests) is written as rows, so each rule is
// tested on exactly the states it must handle, whatever the screens allow.

let addresses = 0;

/** A signed-in caller with an IP address of their own, so rate limits count per test user. */
export interface BoardClient {
  user: SignedUp;
  post(url: string, payload: unknown): Promise<LightMyRequestResponse>;
  get(url: string, query: Record<string, string>): Promise<LightMyRequestResponse>;
}

export function boardClient(app: FastifyInstance, user: SignedUp): BoardClient {
  addresses += 1;
  const remoteAddress = `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
  const headers = { authorization: `Bearer ${user.token}`, 'accept-language': 'en' };
  return {
    user,
    post: (url, payload) =>
      app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress }),
    get: (url, query) => app.inject({ method: 'GET', url, query, headers, remoteAddress }),
  };
}

/** A new Wobler (with `overrides`) as a board client. */
export async function signUpClient(
  server: TestServer,
  overrides: Record<string, unknown> = {},
): Promise<BoardClient> {
  return boardClient(server.app, await signUp(server, overrides));
}

/** What the Bubble endpoints that change a Bubble or a membership answer in `data`. */
export interface BubbleData {
  bubble: BubbleTile;
}

/** What the poll endpoints answer in `data`. */
export interface PollData {
  poll: Poll;
}

// --- Premium --------------------------------------------------------------------------------

/** Starts the free trial through the real endpoint: the caller has premium from now on. */
export async function makePremium(server: TestServer, who: SignedUp): Promise<void> {
  const answer = await post(
    server.app,
    '/api/subscription/subscribe',
    { planId: 'monthly' },
    { token: who.token },
  );
  if (answer.statusCode !== 200 && answer.statusCode !== 201) {
    throw new Error(`subscribe answered ${answer.statusCode}: ${answer.body}`);
  }
}

/** A signed-up Wobler (with `overrides`) with premium. */
export async function signUpPremium(
  server: TestServer,
  overrides: Record<string, unknown> = {},
): Promise<SignedUp> {
  const wobler = await signUp(server, overrides);
  await makePremium(server, wobler);
  return wobler;
}

// --- Bubbles and members --------------------------------------------------------------------

let colour = 0;
/** Creates a Bubble through the API (public unless told); fails the test when it cannot. */
export async function createBubble(
  server: TestServer,
  owner: SignedUp,
  fields: { name: string; title?: string; circleColor?: string; privateBubble?: boolean },
): Promise<BubbleTile> {
  colour += 1;
  const answer = await postAs<BubbleData>(server, '/api/bubble/create', owner, {
    circleColor: `#${(0x123456 + colour * 4099).toString(16).slice(-6)}`,
    ...fields,
  });
  if (answer.status !== 201) {
    throw new Error(`create answered ${answer.status}: ${answer.response.body}`);
  }
  return answer.data.bubble;
}

export const pick = (server: TestServer, who: SignedUp, bubble: string) =>
  postAs<BubbleData>(server, '/api/bubble/pick', who, { bubble });

export const leave = (server: TestServer, who: SignedUp, bubble: string) =>
  postAs<BubbleData>(server, '/api/bubble/remove', who, { bubble });

export const viewBubble = (
  server: TestServer,
  who: SignedUp,
  id: string,
  query: Record<string, string> = {},
) => getAs<BubbleView>(server, '/api/bubble/get-bubble', who, { id, ...query });

export const membersOf = (
  server: TestServer,
  who: SignedUp,
  bubble: string,
  tab: 'active' | 'pending',
  query: Record<string, string> = {},
) => getAs<BubbleMemberList>(server, `/api/bubble/get-${tab}-members`, who, { bubble, ...query });

export interface TestBubble {
  id: string;
  name: string;
  slug: string;
}

export interface MemberOptions {
  role?: 'owner' | 'moderator' | 'member';
  status?: 'active' | 'pending';
}

export interface MemberSpec extends MemberOptions {
  userId: string;
}

function membershipRow(bubbleId: string, member: MemberSpec, at: Date) {
  const status = member.status ?? 'active';
  return {
    bubbleId,
    userId: member.userId,
    role: member.role ?? 'member',
    status,
    joinedAt: at,
    activatedAt: status === 'active' ? at : null,
  };
}

/** A Bubble written as rows: owned (and actively joined) by `owner`, with `members`. */
export async function insertBubble(
  server: TestServer,
  owner: SignedUp,
  options: { isPrivate?: boolean; members?: MemberSpec[] } = {},
): Promise<TestBubble> {
  const id = newId();
  const name = `Bubble ${id}`;
  const slug = `bubble-${id}`;
  const at = server.clock.now();
  await server.app.wob.db.insert(bubbles).values({
    id,
    name,
    nameKey: name.toLowerCase(),
    slug,
    title: 'A Bubble for tests',
    circleColor: '#2f5fb3',
    isPrivate: options.isPrivate ?? false,
    createdBy: owner.id,
    sortKey: name.toLowerCase(),
    createdAt: at,
    updatedAt: at,
  });
  const members = [{ userId: owner.id, role: 'owner' as const }, ...(options.members ?? [])];
  await server.app.wob.db
    .insert(memberships)
    .values(members.map((member) => membershipRow(id, member, at)));
  return { id, name, slug };
}

/** A membership written as a row (active member unless told). */
export async function addMember(
  server: TestServer,
  bubble: TestBubble,
  user: SignedUp,
  options: MemberOptions = {},
): Promise<void> {
  await server.app.wob.db
    .insert(memberships)
    .values(membershipRow(bubble.id, { userId: user.id, ...options }, server.clock.now()));
}

// --- Board activity -------------------------------------------------------------------------

/** `count` comments by `author` written as rows at the server's now; answers their ids. */
export async function insertComments(
  server: TestServer,
  bubbleId: string,
  author: SignedUp,
  count: number,
): Promise<string[]> {
  if (count === 0) return [];
  const at = server.clock.now();
  const rows = Array.from({ length: count }, (_, index) => ({
    id: newId(),
    bubbleId,
    authorId: author.id,
    text: `Comment ${index + 1}`,
    createdAt: new Date(at.getTime() + index),
  }));
  await server.app.wob.db.insert(comments).values(rows);
  return rows.map((row) => row.id);
}

/** A poll with its poll comment, as the polls module writes them; answers both ids. */
export async function insertPollComment(
  server: TestServer,
  bubbleId: string,
  author: SignedUp,
): Promise<{ pollId: string; commentId: string }> {
  const pollId = newId();
  const commentId = newId();
  const at = server.clock.now();
  await server.app.wob.db.insert(polls).values({
    id: pollId,
    bubbleId,
    authorId: author.id,
    question: 'Coffee or tea?',
    createdAt: at,
  });
  await server.app.wob.db
    .insert(comments)
    .values({ id: commentId, bubbleId, authorId: author.id, pollId, createdAt: at });
  return { pollId, commentId };
}

// --- Polls ----------------------------------------------------------------------------------

export const POLL_PATHS = {
  create: '/api/polls/create',
  list: '/api/polls/get',
  view: '/api/polls/view',
  vote: '/api/vote/cast',
  remove: '/api/polls/delete',
} as const;

/** Creates a poll through the API; fails the test when it cannot. */
export async function createPoll(
  server: TestServer,
  author: SignedUp,
  bubble: TestBubble,
  question = 'Coffee or tea?',
  options: string[] = ['Coffee', 'Tea'],
): Promise<Poll> {
  const answer = await postAs<PollData>(server, POLL_PATHS.create, author, {
    question,
    options,
    bubble: bubble.id,
  });
  if (answer.status !== 201) {
    throw new Error(`create answered ${answer.status}: ${answer.response.body}`);
  }
  return answer.data.poll;
}

export function vote(server: TestServer, user: SignedUp, poll: Poll, optionIndex: number) {
  const option = poll.options[optionIndex];
  if (!option) throw new Error(`the poll has no option ${optionIndex}`);
  return postAs<PollData>(server, POLL_PATHS.vote, user, {
    poll: poll.poll_id,
    option: option._id,
    bubble: poll.bubble._id,
  });
}

// --- Realtime -------------------------------------------------------------------------------

/** Every event published on `topic` from now on; `stop` ends the recording. */
export function recordEvents(server: TestServer, topic: string) {
  const events: RealtimeEvent[] = [];
  const stop = server.app.wob.realtime.subscribe(topic, (event) => {
    events.push(event);
  });
  return { events, stop };
}

/**
 * The events `who` hears on their own topic while `run` runs and the work after its answer
 * settles (e-mails, fan-out), those `keep` selects (the topic carries the bell's, the Bubbles'
 * and the chat's events), each checked against `schema`.
 */
export async function ownTopicEvents<S extends v.GenericSchema>(
  server: TestServer,
  who: SignedUp,
  run: () => Promise<unknown>,
  schema: S,
  keep: (event: RealtimeEvent) => boolean,
): Promise<v.InferOutput<S>[]> {
  const recording = recordEvents(server, topics.user(who.id));
  try {
    await run();
    await server.app.wob.tasks.idle();
  } finally {
    recording.stop();
  }
  return recording.events.filter(keep).map((event) => v.parse(schema, event));
}

/** The board events published on a Bubble's topic while `run` runs, checked by the contract. */
export async function boardEventsDuring(
  server: TestServer,
  bubbleId: string,
  run: () => Promise<void>,
): Promise<BoardEvent[]> {
  const recording = recordEvents(server, topics.bubble(bubbleId));
  try {
    await run();
  } finally {
    recording.stop();
  }
  return recording.events.map((event) => v.parse(BoardEventSchema, event));
}
