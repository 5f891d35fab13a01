import type { Poll } from '@wob/api';
import type { LightMyRequestResponse } from 'fastify';
import { bubbles, memberships } from '../../../db/schema';
import { newId } from '../../../platform/crypto';
import type { RealtimeEvent } from '../../../platform/realtime/hub';
import { topics } from '../../../platform/realtime/hub';
import { get, post, type SignedUp, signUp, type TestServer } from '../../../test/harness';

// Test support for the polls module. The Bubble endpoints are built by their own module, so
// these tests set Bubbles and memberships up as rows: the polls rules are then tested on
// exactly the states they must handle (public, private, pending, moderator), whatever the
// Bubble screens allow.

export const POLL_PATHS = {
  create: '/api/polls/create',
  list: '/api/polls/get',
  view: '/api/polls/view',
  vote: '/api/vote/cast',
  remove: '/api/polls/delete',
} as const;

export interface Answer<T> {
  status: number;
  message: string | undefined;
  errors: Record<string, string> | undefined;
  /** Meaningful for a 2xx only. */
  data: T;
  response: LightMyRequestResponse;
}

function answerOf<T>(response: LightMyRequestResponse): Answer<T> {
  const body = response.json() as { message?: string; errors?: Record<string, string>; data?: T };
  return {
    status: response.statusCode,
    message: body.message,
    errors: body.errors,
    data: body.data as T,
    response,
  };
}

export async function postAs<T = { poll: Poll }>(
  server: TestServer,
  path: string,
  user: SignedUp,
  payload: unknown,
  language = 'en',
): Promise<Answer<T>> {
  return answerOf<T>(await post(server.app, path, payload, { token: user.token, language }));
}

export async function getAs<T = { poll: Poll }>(
  server: TestServer,
  path: string,
  user: SignedUp,
  query: Record<string, string>,
  language = 'en',
): Promise<Answer<T>> {
  return answerOf<T>(await get(server.app, path, { token: user.token, language, query }));
}

/** A signed-up Wobler with premium: the real subscribe call (local provider: the trial). */
export async function signUpPremium(
  server: TestServer,
  name = 'Premium Wobler',
): Promise<SignedUp> {
  const user = await signUp(server, { name });
  const subscribed = await post(
    server.app,
    '/api/subscription/subscribe',
    { planId: 'monthly' },
    { token: user.token },
  );
  if (subscribed.statusCode >= 300) {
    throw new Error(`subscribe answered ${subscribed.statusCode}: ${subscribed.body}`);
  }
  return user;
}

export interface TestBubble {
  id: string;
  name: string;
  slug: string;
}

/** A Bubble owned (and actively joined) by `owner`. */
export async function insertBubble(
  server: TestServer,
  owner: SignedUp,
  options: { isPrivate?: boolean } = {},
): Promise<TestBubble> {
  const id = newId();
  const name = `Bubble ${id.slice(0, 8)}`;
  const slug = `bubble-${id}`;
  const at = server.clock.now();
  await server.app.wob.db.insert(bubbles).values({
    id,
    name,
    nameKey: name.toLowerCase(),
    slug,
    title: 'A Bubble for poll tests',
    circleColor: '#2f5fb3',
    isPrivate: options.isPrivate ?? false,
    createdBy: owner.id,
    sortKey: name.toLowerCase(),
    createdAt: at,
    updatedAt: at,
  });
  await addMember(server, { id, name, slug }, owner, { role: 'owner' });
  return { id, name, slug };
}

export async function addMember(
  server: TestServer,
  bubble: TestBubble,
  user: SignedUp,
  options: { role?: 'owner' | 'moderator' | 'member'; status?: 'active' | 'pending' } = {},
): Promise<void> {
  const at = server.clock.now();
  const status = options.status ?? 'active';
  await server.app.wob.db.insert(memberships).values({
    bubbleId: bubble.id,
    userId: user.id,
    role: options.role ?? 'member',
    status,
    joinedAt: at,
    activatedAt: status === 'active' ? at : null,
  });
}

/** Every event published on the Bubble's topic from now on; `stop` ends the recording. */
export function recordEvents(server: TestServer, bubbleId: string) {
  const events: RealtimeEvent[] = [];
  const stop = server.app.wob.realtime.subscribe(topics.bubble(bubbleId), (event) => {
    events.push(event);
  });
  return { events, stop };
}

export async function createPoll(
  server: TestServer,
  author: SignedUp,
  bubble: TestBubble,
  question = 'Coffee or tea?',
  options: string[] = ['Coffee', 'Tea'],
): Promise<Poll> {
  const answer = await postAs(server, POLL_PATHS.create, author, {
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
  return postAs(server, POLL_PATHS.vote, user, {
    poll: poll.poll_id,
    option: option._id,
    bubble: poll.bubble._id,
  });
}
