import type { CallSignalBody } from '@wob/validation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONNECT_WITHIN_MS, createPeer, type Peer, RESETS_MAX } from './peer';
import { FakePeerConnection, FakeStream, FakeTrack, settle } from './test/fake-rtc';

// The negotiation decisions of one peer connection, on fake connections whose signalling
// states follow the browser's rules: the tests carry the signals between two peers.

type Side = 'polite' | 'impolite';

interface Made {
  peer: Peer;
  /** Every connection this peer made, the current one last. */
  connections: FakePeerConnection[];
  sent: CallSignalBody[];
}

function makePeer(
  side: Side,
  options: {
    name?: string;
    local?: boolean;
    kinds?: Array<'audio' | 'video'>;
    onSend?: (signal: CallSignalBody) => void;
  } = {},
): Made {
  const connections: FakePeerConnection[] = [];
  const sent: CallSignalBody[] = [];
  const local =
    options.local === false
      ? null
      : new FakeStream([new FakeTrack('audio'), new FakeTrack('video')]);
  const peer = createPeer({
    uid: side === 'polite' ? 'impolite' : 'polite',
    polite: side === 'polite',
    connect: () => {
      const connection = new FakePeerConnection({}, options.name ?? side);
      connections.push(connection);
      return connection as unknown as RTCPeerConnection;
    },
    local: local as unknown as MediaStream | null,
    kinds: options.kinds ?? ['audio', 'video'],
    send: (signal) => {
      sent.push(signal);
      options.onSend?.(signal);
    },
    onChange: () => undefined,
    newStream: (tracks) =>
      new FakeStream(tracks as unknown as FakeTrack[]) as unknown as MediaStream,
    log: () => undefined,
  });
  return { peer, connections, sent };
}

const current = (made: Made) => made.connections.at(-1) as FakePeerConnection;

/** Two peers whose signals reach each other (a macrotask later, as over the network). */
function pair(): Record<Side, Made> {
  const peers = {} as Record<Side, Made>;
  const deliver = (to: Side) => (signal: CallSignalBody) =>
    setTimeout(() => void peers[to].peer.receive(signal), 0);
  peers.polite = makePeer('polite', { onSend: deliver('impolite') });
  peers.impolite = makePeer('impolite', { onSend: deliver('polite') });
  return peers;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a peer connection of a call', () => {
  it('has the impolite side offer first; the polite side answers with its own tracks', async () => {
    const { polite, impolite } = pair();
    await settle(30);
    expect(polite.sent[0]).toMatchObject({
      kind: 'description',
      description: { type: 'answer' },
      generation: 0,
    });
    expect(
      polite.sent.some(
        (signal) => signal.kind === 'description' && signal.description.type === 'offer',
      ),
    ).toBe(false);
    expect(impolite.sent).toEqual([
      {
        kind: 'description',
        description: { type: 'offer', sdp: 'offer 1 of impolite' },
        generation: 0,
      },
    ]);
    expect(current(impolite).signalingState).toBe('stable');
    expect(current(impolite).remoteDescription).toMatchObject({ type: 'answer' });
    expect(current(polite).signalingState).toBe('stable');
    // The polite side's tracks went into the answer: both sides send audio and video.
    expect(current(polite).senders.map((sender) => sender.track?.kind)).toEqual(['audio', 'video']);
    expect(current(impolite).senders.map((sender) => sender.track?.kind)).toEqual([
      'audio',
      'video',
    ]);
  });

  it('asks to receive every kind of the call when the offering side has no tracks of its own', async () => {
    const impolite = makePeer('impolite', { local: false, kinds: ['audio', 'video'] });
    await settle();
    expect(current(impolite).transceivers).toEqual([
      { kind: 'audio', direction: 'recvonly' },
      { kind: 'video', direction: 'recvonly' },
    ]);
    expect(impolite.sent[0]).toMatchObject({ description: { type: 'offer' } });
  });

  it('settles later offers that cross: the polite side gives way and answers', async () => {
    const { polite, impolite } = pair();
    await settle(30);
    // Both renegotiate at once (e.g. a track added on each side).
    void current(polite).onnegotiationneeded?.();
    void current(impolite).onnegotiationneeded?.();
    await settle(30);
    expect(current(impolite).signalingState).toBe('stable');
    expect(current(impolite).localDescription?.sdp).toBe('offer 2 of impolite');
    expect(current(impolite).remoteDescription).toMatchObject({ type: 'answer' });
    expect(current(polite).signalingState).toBe('stable');
    expect(current(polite).remoteDescription?.sdp).toBe('offer 2 of impolite');
  });

  it('holds ICE candidates that come before the remote description, then applies them in order', async () => {
    const polite = makePeer('polite', { local: false });
    const connection = current(polite);
    void polite.peer.receive({ kind: 'candidate', candidate: { candidate: 'candidate one' } });
    void polite.peer.receive({ kind: 'candidate', candidate: { candidate: 'candidate two' } });
    await polite.peer.receive({
      kind: 'description',
      description: { type: 'offer', sdp: 'an offer' },
    });
    expect(connection.candidates.map((candidate) => candidate.candidate)).toEqual([
      'candidate one',
      'candidate two',
    ]);
    await polite.peer.receive({ kind: 'candidate', candidate: { candidate: 'candidate three' } });
    expect(connection.candidates).toHaveLength(3);
    expect(polite.sent).toEqual([
      {
        kind: 'description',
        description: { type: 'answer', sdp: 'answer of polite' },
        generation: 0,
      },
    ]);
  });

  it('sends its candidates, shows the other’s stream and connection, and restarts ICE when it fails', async () => {
    let changes = 0;
    const connections: FakePeerConnection[] = [];
    const sent: CallSignalBody[] = [];
    const peer = createPeer({
      uid: 'other',
      polite: false,
      connect: () => {
        const connection = new FakePeerConnection({}, 'me');
        connections.push(connection);
        return connection as unknown as RTCPeerConnection;
      },
      local: null,
      kinds: ['audio'],
      send: (signal) => sent.push(signal),
      onChange: () => {
        changes += 1;
      },
      newStream: (tracks) =>
        new FakeStream(tracks as unknown as FakeTrack[]) as unknown as MediaStream,
      log: () => undefined,
    });
    const connection = connections[0] as FakePeerConnection;
    connection.gather('candidate:1 1 udp 1 127.0.0.1 5000 typ host');
    expect(sent.filter((signal) => signal.kind === 'candidate')).toEqual([
      {
        kind: 'candidate',
        candidate: {
          candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host',
          sdpMid: '0',
          sdpMLineIndex: 0,
        },
        generation: 0,
      },
    ]);
    const stream = new FakeStream([new FakeTrack('video')]);
    connection.receiveTrack(stream.tracks[0] as FakeTrack, stream);
    connection.connect();
    expect(peer.view()).toMatchObject({ uid: 'other', stream, connection: 'connected' });
    expect(changes).toBe(2);
    connection.iceConnectionState = 'failed';
    connection.oniceconnectionstatechange?.();
    expect(connection.restarts).toBe(1);
    peer.close();
    expect(connection.signalingState).toBe('closed');
  });

  it('replaces a connection that does not come with a new generation, on both sides, a few times at most', async () => {
    vi.useFakeTimers();
    const impoliteToPolite: CallSignalBody[] = [];
    const impolite = makePeer('impolite', { onSend: (signal) => impoliteToPolite.push(signal) });
    const polite = makePeer('polite');
    await vi.advanceTimersByTimeAsync(CONNECT_WITHIN_MS - 1);
    expect(impolite.connections).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    // A new connection, closed the old one, and a new offer of generation 1.
    expect(impolite.connections).toHaveLength(2);
    expect(impolite.connections[0]?.signalingState).toBe('closed');
    expect(impoliteToPolite.at(-1)).toMatchObject({
      description: { type: 'offer', sdp: 'offer 1 of impolite' },
      generation: 1,
    });
    // The polite side follows: a new connection of its own, which answers.
    for (const signal of impoliteToPolite) await polite.peer.receive(signal);
    expect(polite.connections).toHaveLength(2);
    expect(polite.connections[0]?.signalingState).toBe('closed');
    expect(polite.sent.at(-1)).toMatchObject({ description: { type: 'answer' }, generation: 1 });
    // The answer of the old generation, late, does not reach the new connection.
    await impolite.peer.receive({
      kind: 'description',
      description: { type: 'answer', sdp: 'late answer' },
      generation: 0,
    });
    expect(current(impolite).remoteDescription).toBeNull();
    const answer = polite.sent.at(-1) as CallSignalBody;
    await impolite.peer.receive(answer);
    expect(current(impolite).remoteDescription).toMatchObject({ type: 'answer' });
    // The polite side never begins a generation: it made no connection on its own.
    await vi.advanceTimersByTimeAsync(CONNECT_WITHIN_MS * 10);
    expect(polite.connections).toHaveLength(2);
    expect(impolite.connections).toHaveLength(1 + RESETS_MAX);

    // Once connected, nothing is replaced.
    const connected = makePeer('impolite', { name: 'connected' });
    current(connected).connect();
    await vi.advanceTimersByTimeAsync(CONNECT_WITHIN_MS * 2);
    expect(connected.connections).toHaveLength(1);
    for (const made of [impolite, polite, connected]) made.peer.close();
  });
});
