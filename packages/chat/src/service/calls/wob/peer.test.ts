import type { CallSignalBody } from '@wob/validation';
import { describe, expect, it, vi } from 'vitest';
import { createPeer, ICE_RESTART_AFTER_MS, ICE_RESTARTS_MAX, type Peer } from './peer';
import { FakePeerConnection, FakeStream, FakeTrack, settle } from './test/fake-rtc';

// The perfect-negotiation decisions of one peer connection, on fake connections whose
// signalling states follow the browser's rules: the tests carry the signals between two peers.

function pair(options: { deliver: boolean } = { deliver: true }) {
  const sent: Record<'polite' | 'impolite', CallSignalBody[]> = { polite: [], impolite: [] };
  const peers: Partial<Record<'polite' | 'impolite', Peer>> = {};
  const make = (side: 'polite' | 'impolite') => {
    const connection = new FakePeerConnection({}, side);
    const local = new FakeStream([new FakeTrack('audio'), new FakeTrack('video')]);
    const other = side === 'polite' ? 'impolite' : 'polite';
    const peer = createPeer({
      uid: other,
      polite: side === 'polite',
      connection: connection as unknown as RTCPeerConnection,
      local: local as unknown as MediaStream,
      send: (signal) => {
        sent[side].push(signal);
        if (options.deliver) setTimeout(() => void peers[other]?.receive(signal), 0);
      },
      onChange: () => undefined,
      newStream: (tracks) =>
        new FakeStream(tracks as unknown as FakeTrack[]) as unknown as MediaStream,
      log: () => undefined,
    });
    peers[side] = peer;
    return { peer, connection };
  };
  return { make, sent };
}

describe('a peer connection with perfect negotiation', () => {
  it('settles two offers that cross: the polite side gives way and answers', async () => {
    const { make, sent } = pair();
    const polite = make('polite');
    const impolite = make('impolite');
    await settle(30);
    // Both offered, as both added their tracks at once.
    expect(sent.polite[0]).toMatchObject({ kind: 'description', description: { type: 'offer' } });
    expect(sent.impolite[0]).toMatchObject({ kind: 'description', description: { type: 'offer' } });
    // The impolite side kept its offer and took the polite side's answer.
    expect(impolite.connection.signalingState).toBe('stable');
    expect(impolite.connection.localDescription?.sdp).toBe('offer 1 of impolite');
    expect(impolite.connection.remoteDescription).toMatchObject({
      type: 'answer',
      sdp: 'answer of polite',
    });
    // The polite side rolled its own back and answered the other's.
    expect(polite.connection.signalingState).toBe('stable');
    expect(polite.connection.remoteDescription?.sdp).toBe('offer 1 of impolite');
    expect(sent.polite.at(-1)).toMatchObject({ description: { type: 'answer' } });
  });

  it('answers an offer that does not collide, whichever side it is', async () => {
    const { make, sent } = pair({ deliver: false });
    const impolite = make('impolite');
    await settle();
    const offer = sent.impolite[0];
    if (!offer) throw new Error('no offer');
    // The impolite side's offer is answered by an impolite peer too when it is stable.
    const other = new FakePeerConnection({}, 'third');
    const peer = createPeer({
      uid: 'impolite',
      polite: false,
      connection: other as unknown as RTCPeerConnection,
      local: null,
      send: (signal) => sent.polite.push(signal),
      onChange: () => undefined,
      newStream: (tracks) =>
        new FakeStream(tracks as unknown as FakeTrack[]) as unknown as MediaStream,
      log: () => undefined,
    });
    await peer.receive(offer);
    expect(other.remoteDescription?.sdp).toBe('offer 1 of impolite');
    expect(sent.polite.at(-1)).toMatchObject({
      description: { type: 'answer', sdp: 'answer of third' },
    });
    expect(impolite.connection.signalingState).toBe('have-local-offer');
  });

  it('holds ICE candidates that come before the remote description, then applies them in order', async () => {
    const connection = new FakePeerConnection({}, 'callee');
    const sent: CallSignalBody[] = [];
    const peer = createPeer({
      uid: 'caller',
      polite: true,
      connection: connection as unknown as RTCPeerConnection,
      local: null,
      send: (signal) => sent.push(signal),
      onChange: () => undefined,
      newStream: (tracks) =>
        new FakeStream(tracks as unknown as FakeTrack[]) as unknown as MediaStream,
      log: () => undefined,
    });
    void peer.receive({ kind: 'candidate', candidate: { candidate: 'candidate one' } });
    void peer.receive({ kind: 'candidate', candidate: { candidate: 'candidate two' } });
    await peer.receive({ kind: 'description', description: { type: 'offer', sdp: 'an offer' } });
    expect(connection.candidates.map((candidate) => candidate.candidate)).toEqual([
      'candidate one',
      'candidate two',
    ]);
    await peer.receive({ kind: 'candidate', candidate: { candidate: 'candidate three' } });
    expect(connection.candidates).toHaveLength(3);
    expect(sent).toEqual([
      { kind: 'description', description: { type: 'answer', sdp: 'answer of callee' } },
    ]);
  });

  it('sends its candidates, shows the other’s stream and connection, and restarts ICE when it fails', async () => {
    const connection = new FakePeerConnection({}, 'me');
    const sent: CallSignalBody[] = [];
    let changes = 0;
    const peer = createPeer({
      uid: 'other',
      polite: true,
      connection: connection as unknown as RTCPeerConnection,
      local: null,
      send: (signal) => sent.push(signal),
      onChange: () => {
        changes += 1;
      },
      newStream: (tracks) =>
        new FakeStream(tracks as unknown as FakeTrack[]) as unknown as MediaStream,
      log: () => undefined,
    });
    connection.gather('candidate:1 1 udp 1 127.0.0.1 5000 typ host');
    expect(sent).toEqual([
      {
        kind: 'candidate',
        candidate: {
          candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host',
          sdpMid: '0',
          sdpMLineIndex: 0,
        },
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

  it('restarts ICE on the impolite side when the connection does not come, a few times at most', () => {
    vi.useFakeTimers();
    try {
      const made = (polite: boolean) => {
        const connection = new FakePeerConnection({}, polite ? 'polite' : 'impolite');
        const peer = createPeer({
          uid: 'other',
          polite,
          connection: connection as unknown as RTCPeerConnection,
          local: null,
          send: () => undefined,
          onChange: () => undefined,
          newStream: (tracks) =>
            new FakeStream(tracks as unknown as FakeTrack[]) as unknown as MediaStream,
          log: () => undefined,
        });
        return { peer, connection };
      };
      const impolite = made(false);
      const polite = made(true);
      vi.advanceTimersByTime(ICE_RESTART_AFTER_MS - 1);
      expect(impolite.connection.restarts).toBe(0);
      vi.advanceTimersByTime(1);
      expect(impolite.connection.restarts).toBe(1);
      vi.advanceTimersByTime(ICE_RESTART_AFTER_MS * 10);
      expect(impolite.connection.restarts).toBe(ICE_RESTARTS_MAX);
      // The polite side leaves restarts to the other, so two restarts never cross.
      expect(polite.connection.restarts).toBe(0);

      // Once connected, nothing restarts.
      const connected = made(false);
      connected.connection.connect();
      vi.advanceTimersByTime(ICE_RESTART_AFTER_MS * 2);
      expect(connected.connection.restarts).toBe(0);
      for (const { peer } of [impolite, polite, connected]) peer.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
