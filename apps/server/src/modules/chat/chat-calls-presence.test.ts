import { describe, expect, it } from 'vitest';
import {
  connectAs,
  type Peer,
  server,
  useRealtimeServer,
} from '../../platform/realtime/test-support';
import { signUp } from '../../test/harness';
import { connect } from './chat-test-support';
import { acceptCall, activeCall, callUser } from './calls-test-support';

// Someone whose last `/realtime` socket closes leaves their call once they have stayed away
// for the grace (10 s on the server's clock): a reload within it keeps the call; nobody stays
// "in a call" for ever after closing the tab.

useRealtimeServer();

const sweep = () => server.app.wobExtras.callSweeper.runAll();

/**
 * Closes `peer` (the only tab of `uid`) and waits until `watcher`, their partner, is told they
 * went offline: the call sweeper hears of the change before the partner does.
 */
async function closeAndSettle(peer: Peer, watcher: Peer, uid: string) {
  peer.close();
  await peer.closed;
  for (;;) {
    const frame = await watcher.next(30_000);
    const event = frame.event as { type?: string; user?: { uid?: string; status?: string } };
    if (
      frame.type === 'event' &&
      event?.type === 'chat.presence' &&
      event.user?.uid === uid &&
      event.user.status === 'offline'
    ) {
      return;
    }
  }
}

describe('a person who goes away during a call', () => {
  it('keeps the call through a reload and ends it after the grace', async () => {
    const alice = await signUp(server, { name: 'Alice' });
    const bob = await signUp(server, { name: 'Bob' });
    await connect(server, alice, bob);
    const aliceTab = await connectAs(server.url, alice.token);
    let bobTab = await connectAs(server.url, bob.token);
    const call = (await callUser(server, alice, bob)).data.call;
    await acceptCall(server, bob, call.sessionId);

    // A reload: the socket closes and a new one opens within the grace.
    await closeAndSettle(bobTab, aliceTab, bob.id);
    server.clock.advance(5_000);
    bobTab = await connectAs(server.url, bob.token);
    await server.app.wob.tasks.idle();
    server.clock.advance(10_000);
    await sweep();
    expect((await activeCall(server, alice)).data.call?.status).toBe('ongoing');

    // Gone: after the grace the call ends.
    await closeAndSettle(bobTab, aliceTab, bob.id);
    server.clock.advance(9_000);
    await sweep();
    expect((await activeCall(server, alice)).data.call?.status).toBe('ongoing');
    server.clock.advance(1_000);
    await sweep();
    expect((await activeCall(server, alice)).data.call).toBeNull();
    expect((await activeCall(server, bob)).data.call).toBeNull();
    aliceTab.close();
  });
});
