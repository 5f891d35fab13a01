import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  server,
  type SignedUp,
  signUp,
  useStarted,
  useTestServer,
  withTestServer,
} from '../../test/harness';
import { post } from '../../test/http';
import {
  COMETCHAT_API_KEY,
  cometchatEnv,
  cometchatServerOptions,
  startCometChatServer,
} from './test/cometchat-server';
import { type FakeCometChatRest, startFakeCometChatRest } from './test/fake-cometchat-rest';

// The server mirrors the block table to CometChat (modules/cometchat/blocks.ts): after
// block-wobler, unblock-wobler and Reject & Block, CometChat's block list of the blocker says
// what the table says, whether or not anyone has a CometChat tab open.

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
  vi.restoreAllMocks();
});

const block = (by: SignedUp, whom: SignedUp, on = server) =>
  post(on.app, '/api/user/block-wobler', { _id: whom.id }, { token: by.token });
const unblock = (by: SignedUp, whom: SignedUp, on = server) =>
  post(on.app, '/api/user/unblock-wobler', { _id: whom.id }, { token: by.token });
/** Waits for the background tasks (the mirror among them) to settle. */
const settle = (on = server) => on.app.wob.tasks.idle();

/** The block-list calls CometChat received since `from`: `METHOD uid [uids]`. */
function blockCalls(from: number): string[] {
  return rest.requests
    .slice(from)
    .filter((call) => call.path.endsWith('/blockedusers'))
    .map((call) => {
      const uid = call.path.split('/')[2];
      return `${call.method} ${uid} ${JSON.stringify(call.body.blockedUids)}`;
    });
}

/** Makes the Wobler's CometChat user, as opening the chat does. */
async function openChat(who: SignedUp, on = server): Promise<void> {
  const answer = await post(on.app, '/api/chat/cometchat-token', {}, { token: who.token });
  expect(answer.statusCode).toBe(200);
}

const blockedOnCometChat = (blocker: SignedUp, other: SignedUp) =>
  rest.blocked.get(blocker.id)?.has(other.id) ?? false;

describe('blocks mirrored to CometChat by the server', () => {
  it('blocks on CometChat after block-wobler, with both people online there', async () => {
    const ann = await signUp(server);
    const bob = await signUp(server);
    await openChat(ann);
    await openChat(bob);
    const from = rest.requests.length;
    const answer = await block(ann, bob);
    expect(answer.statusCode).toBe(200);
    await settle();
    expect(blockCalls(from)).toEqual([`POST ${ann.id} ["${bob.id}"]`]);
    expect(rest.requests.slice(from).every((call) => call.apikey === COMETCHAT_API_KEY)).toBe(true);
    expect(blockedOnCometChat(ann, bob)).toBe(true);
    // Blocking is one way: Bob blocked nobody.
    expect(blockedOnCometChat(bob, ann)).toBe(false);
  });

  it('makes the CometChat users of people who never opened the chat, then blocks', async () => {
    const cy = await signUp(server, { name: 'Cy' });
    const dee = await signUp(server, { name: 'Dee' });
    const from = rest.requests.length;
    expect((await block(cy, dee)).statusCode).toBe(200);
    await settle();
    expect(blockedOnCometChat(cy, dee)).toBe(true);
    expect(rest.users.get(cy.id)).toEqual({
      uid: cy.id,
      name: 'Cy',
      avatar: `http://woble.test/media/avatars/${cy.id}.svg?v=C`,
    });
    expect(rest.users.get(dee.id)?.name).toBe('Dee');
    // Made as users only: nobody got an auth token from a block.
    expect([...rest.tokens.values()]).not.toContain(cy.id);
    expect(blockCalls(from)).toEqual([
      `POST ${cy.id} ["${dee.id}"]`,
      `POST ${cy.id} ["${dee.id}"]`,
    ]);
  });

  it('unblocks on CometChat after unblock-wobler, with the same body', async () => {
    const eve = await signUp(server);
    const fay = await signUp(server);
    await openChat(eve);
    expect((await block(eve, fay)).statusCode).toBe(200);
    await settle();
    expect(blockedOnCometChat(eve, fay)).toBe(true);
    const from = rest.requests.length;
    expect((await unblock(eve, fay)).statusCode).toBe(200);
    await settle();
    expect(blockCalls(from)).toEqual([`DELETE ${eve.id} ["${fay.id}"]`]);
    expect(blockedOnCometChat(eve, fay)).toBe(false);
  });

  it('lifts nothing and makes nobody when someone never on CometChat unblocks', async () => {
    const gus = await signUp(server);
    const hal = await signUp(server);
    const warn = vi.spyOn(server.app.log, 'warn');
    const from = rest.requests.length;
    expect((await unblock(gus, hal)).statusCode).toBe(200);
    await settle();
    expect(blockCalls(from)).toEqual([`DELETE ${gus.id} ["${hal.id}"]`]);
    expect(rest.users.has(gus.id)).toBe(false);
    expect(rest.users.has(hal.id)).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it('mirrors Reject & Block of a message request', async () => {
    const ida = await signUp(server);
    const jon = await signUp(server);
    const pair = { sender_id: ida.id, receiver_id: jon.id };
    const waiting = await post(server.app, '/api/chat/add-to-waiting', pair, { token: ida.token });
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json().data.sender.waiting).toBe(true);
    // Jon's banner: Reject & Block is block-wobler.
    const from = rest.requests.length;
    expect((await block(jon, ida)).statusCode).toBe(200);
    await settle();
    expect(blockCalls(from)).toContain(`POST ${jon.id} ["${ida.id}"]`);
    expect(blockedOnCometChat(jon, ida)).toBe(true);
    const state = await post(server.app, '/api/chat/await-accept', pair, { token: ida.token });
    expect(state.json().data.receiver.blocked).toBe(true);
  });

  it('ends with CometChat as the table says after changes in quick succession', async () => {
    const kim = await signUp(server);
    const lou = await signUp(server);
    await openChat(kim);
    await openChat(lou);
    expect((await block(kim, lou)).statusCode).toBe(200);
    expect((await unblock(kim, lou)).statusCode).toBe(200);
    expect((await block(kim, lou)).statusCode).toBe(200);
    expect((await unblock(kim, lou)).statusCode).toBe(200);
    await settle();
    expect(blockedOnCometChat(kim, lou)).toBe(false);
    expect((await block(kim, lou)).statusCode).toBe(200);
    await settle();
    expect(blockedOnCometChat(kim, lou)).toBe(true);
  });

  it('retries after server errors and still mirrors the block', async () => {
    const max = await signUp(server);
    const ned = await signUp(server);
    await openChat(max);
    await openChat(ned);
    const warn = vi.spyOn(server.app.log, 'warn');
    rest.failNext = 2;
    const from = rest.requests.length;
    expect((await block(max, ned)).statusCode).toBe(200);
    await settle();
    expect(blockCalls(from)).toEqual([
      `POST ${max.id} ["${ned.id}"]`,
      `POST ${max.id} ["${ned.id}"]`,
      `POST ${max.id} ["${ned.id}"]`,
    ]);
    expect(blockedOnCometChat(max, ned)).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it('gives up at once, with a warning, when CometChat refuses our key', async () => {
    const ola = await signUp(server);
    const pia = await signUp(server);
    const warn = vi.spyOn(server.app.log, 'warn');
    rest.mode = 'key-revoked';
    const from = rest.requests.length;
    expect((await block(ola, pia)).statusCode).toBe(200);
    await settle();
    expect(blockCalls(from)).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({
        blockerId: ola.id,
        otherId: pia.id,
        attempts: 1,
        status: 401,
        code: 'AUTH_ERR_APIKEY_NOT_FOUND',
      }),
      'CometChat: a block change was not mirrored',
    );
  });
});

describe('when CometChat cannot be reached', () => {
  let gone: FakeCometChatRest;
  beforeAll(async () => {
    gone = await startFakeCometChatRest(COMETCHAT_API_KEY);
    await gone.close();
  });

  it('still answers the block, retries a few times, then logs a warning', async () => {
    await withTestServer(
      cometchatServerOptions(gone.base, {
        testDatabase: server.testDatabase,
        retryDelaysMs: [1, 2, 3],
      }),
      async (unreachable) => {
        const quinn = await signUp(unreachable);
        const ray = await signUp(unreachable);
        const warn = vi.spyOn(unreachable.app.log, 'warn');
        const answer = await block(quinn, ray, unreachable);
        expect(answer.statusCode).toBe(200);
        expect(answer.json().data.relation.blockedByMe).toBe(true);
        await settle(unreachable);
        expect(warn).toHaveBeenCalledTimes(1);
        expect(warn).toHaveBeenCalledWith(
          expect.objectContaining({
            blockerId: quinn.id,
            otherId: ray.id,
            attempts: 4,
            status: 0,
            code: 'NETWORK',
          }),
          'CometChat: a block change was not mirrored',
        );
      },
    );
  });

  it('does not hold shutdown while waiting to retry', async () => {
    const unreachable = await startCometChatServer(gone.base, {
      testDatabase: server.testDatabase,
      // Longer than the test's own time limit: closing must cut the wait short.
      retryDelaysMs: [600_000],
    });
    const sam = await signUp(unreachable);
    const tia = await signUp(unreachable);
    const warn = vi.spyOn(unreachable.app.log, 'warn');
    expect((await block(sam, tia, unreachable)).statusCode).toBe(200);
    await unreachable.close();
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ blockerId: sam.id, shuttingDown: true, code: 'NETWORK' }),
      'CometChat: a block change was not mirrored',
    );
  });
});

describe('on the self-hosted chat', () => {
  it('never calls CometChat, even with its keys in the environment', async () => {
    await withTestServer(
      {
        testDatabase: server.testDatabase,
        env: { ...cometchatEnv(rest.base), WOB_CHAT_SERVICE: 'wob' },
      },
      async (selfHosted) => {
        const uma = await signUp(selfHosted);
        const vic = await signUp(selfHosted);
        const from = rest.requests.length;
        expect((await block(uma, vic, selfHosted)).statusCode).toBe(200);
        expect((await unblock(uma, vic, selfHosted)).statusCode).toBe(200);
        await settle(selfHosted);
        expect(rest.requests.slice(from)).toEqual([]);
      },
    );
  });
});
