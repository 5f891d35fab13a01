import { afterEach, describe, expect, it } from 'vitest';
import { type SignedUp, server, signUp, useStarted, useTestServer } from '../../test/harness';
import { postAs } from '../../test/http';
import { createBubble, pick, signUpPremium } from '../../test/bubbles';
import { COMETCHAT_API_KEY, cometchatServerOptions } from './test/cometchat-server';
import { type FakeCometChatRest, startFakeCometChatRest } from './test/fake-cometchat-rest';

// On CometChat, the server makes a Bubble's chat on CometChat and keeps its members and scopes
// in step through the REST API (modules/cometchat/groups.ts), after each committed change of
// the Bubble; CometChat's failures are retried and never fail the Bubble's change.

let rest: FakeCometChatRest;

useStarted(
  () => startFakeCometChatRest(COMETCHAT_API_KEY),
  (started) => {
    rest = started;
  },
);

useTestServer(() => cometchatServerOptions(rest.base));

afterEach(() => {
  rest.mode = 'ok';
  rest.failNext = 0;
});

const settle = () => server.app.wob.tasks.idle();

/** The group calls CometChat received since `from`: `METHOD path body`. */
function groupCalls(from: number): string[] {
  return rest.requests
    .slice(from)
    .filter((call) => call.path.startsWith('/groups'))
    .map((call) => `${call.method} ${call.path} ${JSON.stringify(call.body)}`);
}

const approve = (who: SignedUp, bubble: string, user: SignedUp) =>
  postAs(server, '/api/bubble/mark-active', who, { bubble, user: user.id });

describe("a Bubble's chat on CometChat", () => {
  it('is made on CometChat and follows the Bubble, call by call in order', async () => {
    const owner = await signUpPremium(server);
    const moderator = await signUp(server);
    const member = await signUp(server);
    const late = await signUp(server);
    const bubble = await createBubble(server, owner, { name: 'Kometerne', privateBubble: true });
    for (const wobler of [moderator, member, late]) await pick(server, wobler, bubble._id);
    for (const wobler of [moderator, member]) await approve(owner, bubble._id, wobler);
    await postAs(server, '/api/bubble/set-moderator', owner, {
      bubble: bubble._id,
      user: moderator.id,
      moderator: true,
    });

    const from = rest.requests.length;
    const opened = await postAs<{ chatGuid: string }>(server, '/api/bubble/open-chat', owner, {
      bubble: bubble._id,
    });
    expect(opened.status).toBe(200);
    const guid = opened.data.chatGuid;
    await settle();
    // Every member is a CometChat user (made as the token path makes them).
    for (const wobler of [owner, moderator, member]) expect(rest.users.has(wobler.id)).toBe(true);
    const group = rest.groups.get(guid);
    expect(group).toMatchObject({
      name: 'Kometerne',
      type: 'private',
      owner: owner.id,
      metadata: { bubbleId: bubble._id },
    });
    expect(group?.members).toEqual(
      new Map([
        [owner.id, 'admin'],
        [moderator.id, 'moderator'],
        [member.id, 'participant'],
      ]),
    );

    await approve(owner, bubble._id, late);
    await postAs(server, '/api/bubble/set-moderator', owner, {
      bubble: bubble._id,
      user: member.id,
      moderator: true,
    });
    await postAs(server, '/api/bubble/kickout-user', owner, { bubble: bubble._id, user: late.id });
    await postAs(server, '/api/bubble/remove', moderator, { bubble: bubble._id });
    await settle();
    expect(rest.groups.get(guid)?.members).toEqual(
      new Map([
        [owner.id, 'admin'],
        [member.id, 'moderator'],
      ]),
    );
    await postAs(server, '/api/bubble/delete', owner, { bubble: bubble._id });
    await settle();
    expect(rest.groups.has(guid)).toBe(false);

    expect(groupCalls(from)).toEqual([
      `POST /groups {"guid":"${guid}","name":"Kometerne","type":"private","owner":"${owner.id}","metadata":{"bubbleId":"${bubble._id}"}}`,
      `POST /groups/${guid}/members ${
        // The lists in the order the members were read; compared as sets below.
        JSON.stringify(rest.requests.find((call) => call.path === `/groups/${guid}/members`)?.body)
      }`,
      `POST /groups/${guid}/members {"participants":["${late.id}"]}`,
      `PUT /groups/${guid}/members/${member.id} {"scope":"moderator"}`,
      `DELETE /groups/${guid}/members/${late.id} {}`,
      `DELETE /groups/${guid}/members/${moderator.id} {}`,
      `DELETE /groups/${guid} {}`,
    ]);
    const firstAdd = rest.requests.find((call) => call.path === `/groups/${guid}/members`)?.body;
    expect(firstAdd).toEqual({ moderators: [moderator.id], participants: [member.id] });
    expect(rest.requests.slice(from).every((call) => call.apikey === COMETCHAT_API_KEY)).toBe(true);
  });

  it('retries what CometChat failed, and never fails the Bubble change', async () => {
    const owner = await signUpPremium(server);
    const joiner = await signUp(server);
    const down = await signUp(server);
    const bubble = await createBubble(server, owner, { name: 'Stormvejr' });
    const opened = await postAs<{ chatGuid: string }>(server, '/api/bubble/open-chat', owner, {
      bubble: bubble._id,
    });
    const guid = opened.data.chatGuid;
    await settle();

    // Two 500s, then the join reaches CometChat on the retry.
    rest.failNext = 2;
    expect((await pick(server, joiner, bubble._id)).status).toBe(200);
    await settle();
    expect(rest.groups.get(guid)?.members.get(joiner.id)).toBe('participant');

    // CometChat down for good: the join still answers 200, and our own chat has them.
    rest.mode = 'server-error';
    const joined = await pick(server, down, bubble._id);
    expect(joined.status).toBe(200);
    await settle();
    expect(rest.groups.get(guid)?.members.has(down.id)).toBe(false);
    expect(joined.data.bubble.membership.status).toBe('active');
  });
});
