import type { Poll } from '@wob/api';
import { expect } from 'vitest';
import { createBubble, makePremium, pick } from '../../test/bubbles';
import { pictureDataUrl, type SignedUp, server, signUp } from '../../test/harness';
import { postAs } from '../../test/http';
import { acceptCall, callUser, endCall } from '../chat/calls-test-support';
import { connect, sendText } from '../chat/chat-test-support';
import { createPoll, react, vote } from '../chat/extensions-test-support';
import { insertGroup, sendToGroup } from '../chat/group-test-support';
import { like, PATHS, report } from '../relations/test-support';

// A person (Alice) with activity in every part of the product, and people who interact with
// them: the seeding of the "Download my data" test and of the erasure test
// (platform/jobs/erasure.test.ts). Runs on the shared test server.

export interface Seeded {
  alice: SignedUp;
  bob: SignedUp;
  carol: SignedUp;
  bubbleName: string;
  /** The group chat Alice made with Bob. */
  groupId: string;
}

export const BOB = {
  name: 'Bob Nabo',
  phone: '+45 87 65 43 21',
  address: 'Hemmeligvej 99',
  about: 'Bob private about text',
  birthDate: '1980-02-29',
};

export async function seed(): Promise<Seeded> {
  const alice = await signUp(server, { name: 'Alice Export', about: 'Alice about text' });
  const bob = await signUp(server, BOB);
  const carol = await signUp(server, { name: 'Carol Saved' });
  const dave = await signUp(server, { name: 'Dave Blocked' });
  const erin = await signUp(server, { name: 'Erin Reported' });
  await makePremium(server, alice);

  // Bubbles, the board and polls.
  const bubble = await createBubble(server, alice, { name: 'Alice Bubble Export' });
  expect((await pick(server, bob, bubble._id)).status).toBe(200);
  const aliceComment = await postAs<{ comment: { _id: string } }>(
    server,
    '/api/bubble/add-comment',
    alice,
    {
      bubble: bubble._id,
      comment: 'Alice comment on the board',
      imageFile: await pictureDataUrl(),
    },
  );
  expect(aliceComment.status).toBe(201);
  const bobComment = await postAs<{ comment: { _id: string } }>(
    server,
    '/api/bubble/add-comment',
    bob,
    { bubble: bubble._id, comment: 'Bob comment on the board' },
  );
  const reply = await postAs(server, '/api/bubble/add-reply', alice, {
    commentID: bobComment.data.comment._id,
    comment: 'Alice reply to Bob',
  });
  expect(reply.status).toBe(201);
  await postAs(server, '/api/bubble/add-reply', bob, {
    commentID: aliceComment.data.comment._id,
    comment: 'Bob reply to Alice',
  });
  const poll = await postAs<{ poll: Poll }>(server, '/api/polls/create', alice, {
    bubble: bubble._id,
    question: 'Alice asks: coffee or tea?',
    options: ['Coffee', 'Tea'],
  });
  expect(poll.status).toBe(201);
  const [coffee] = poll.data.poll.options;
  const voted = await postAs(server, '/api/vote/cast', alice, {
    poll: poll.data.poll._id,
    option: coffee?._id,
    bubble: bubble._id,
  });
  expect(voted.status).toBe(200);

  // Relations and the bell.
  await like(server, alice, bob);
  await like(server, bob, alice);
  expect((await postAs(server, PATHS.save, alice, { _id: carol.id })).status).toBe(200);
  expect((await postAs(server, PATHS.block, alice, { _id: dave.id })).status).toBe(200);
  expect((await report(server, alice, { wobler: erin.id, reason: 'fake-profile' })).status).toBe(
    200,
  );
  const ticket = await postAs(server, '/api/support/create-ticket', alice, {
    topic: 'bug',
    message: 'Alice support request',
  });
  expect(ticket.status).toBe(201);

  // The chat: messages both ways, a poll, a reaction, a call, a group; and Bob's message to
  // Carol, which is none of Alice's business.
  await connect(server, alice, bob);
  await connect(server, bob, carol);
  expect((await sendText(server, alice, bob, 'Alice says hi to Bob')).status).toBe(200);
  const fromBob = await sendText(server, bob, alice, 'Bob private message to Alice');
  await sendText(server, bob, carol, 'Bob secret message to Carol');
  await react(server, alice, fromBob.data.id, ':heart:');
  const chatPoll = await createPoll(server, alice, {
    receiver: bob.id,
    question: 'Alice chat poll',
  });
  await vote(server, alice, chatPoll.data.id, '1');
  const call = await callUser(server, alice, bob);
  await acceptCall(server, bob, call.data.call.sessionId);
  await endCall(server, alice, call.data.call.sessionId);
  const guid = await insertGroup(server.app.wob.db, [alice, bob], { name: 'Alice Group Chat' });
  expect((await sendToGroup(server, alice, guid, 'Alice in the group')).status).toBe(200);
  await server.app.wob.tasks.idle();
  return { alice, bob, carol, bubbleName: bubble.name, groupId: guid };
}
