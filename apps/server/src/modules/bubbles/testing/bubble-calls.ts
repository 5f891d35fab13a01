import type { BubbleMemberList, BubbleTile, BubbleView } from '@wob/api';
import type { LightMyRequestResponse } from 'fastify';
import { comments } from '../../../db/schema';
import { newId } from '../../../platform/crypto';
import { get, post, type SignedUp, signUp, type TestServer } from '../../../test/harness';

// Test support for the Bubbles module: its calls with typed answers, and board activity
// written directly (the board's own endpoints are tested by the board module).

export interface Answer<T> {
  status: number;
  message: string | undefined;
  errors: Record<string, string> | undefined;
  /** Only meaningful for a 2xx. */
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

export async function postAs<T = { bubble: BubbleTile }>(
  server: TestServer,
  path: string,
  who: SignedUp,
  payload: unknown,
  language = 'en',
): Promise<Answer<T>> {
  return answerOf<T>(await post(server.app, path, payload, { token: who.token, language }));
}

export async function getAs<T>(
  server: TestServer,
  path: string,
  who: SignedUp,
  query: Record<string, string> = {},
  language = 'en',
): Promise<Answer<T>> {
  return answerOf<T>(await get(server.app, path, { token: who.token, language, query }));
}

let colour = 0;
/** Creates a Bubble (public unless told); fails the test when it cannot. */
export async function createBubble(
  server: TestServer,
  owner: SignedUp,
  fields: { name: string; title?: string; circleColor?: string; privateBubble?: boolean },
): Promise<BubbleTile> {
  colour += 1;
  const answer = await postAs(server, '/api/bubble/create', owner, {
    circleColor: `#${(0x123456 + colour * 4099).toString(16).slice(-6)}`,
    ...fields,
  });
  if (answer.status !== 201) {
    throw new Error(`create answered ${answer.status}: ${answer.response.body}`);
  }
  return answer.data.bubble;
}

export const pick = (server: TestServer, who: SignedUp, bubble: string) =>
  postAs(server, '/api/bubble/pick', who, { bubble });

export const leave = (server: TestServer, who: SignedUp, bubble: string) =>
  postAs(server, '/api/bubble/remove', who, { bubble });

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

/** A signed-up Wobler with premium. */
export async function premiumWobler(server: TestServer): Promise<SignedUp> {
  const wobler = await signUp(server);
  await makePremium(server, wobler);
  return wobler;
}

/** Board activity: `n` comments by `author` in `bubbleId`, written at the server's now. */
export async function writeComments(
  server: TestServer,
  bubbleId: string,
  author: SignedUp,
  n: number,
): Promise<void> {
  const at = server.clock.now();
  await server.app.wob.db.insert(comments).values(
    Array.from({ length: n }, (_, index) => ({
      id: newId(),
      bubbleId,
      authorId: author.id,
      text: `Comment ${index + 1}`,
      createdAt: new Date(at.getTime() + index),
    })),
  );
}
