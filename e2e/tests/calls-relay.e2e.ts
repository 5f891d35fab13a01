import type { chatCallIceServers, ResponseData } from '@wob/api';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call, login, registerUser } from '../support/api';
import { useBrowser } from '../support/browser';
import {
  CALL_TEST_OPTIONS,
  answerCall,
  callControl,
  callPerson,
  callScreenGone,
  placeCall,
  remoteVideosPlay,
  startConversation,
  webRtcFigures,
} from '../support/calls';
import { type RunningServer, startServer } from '../support/server';
import { useTurnServer } from '../support/turn';

// Calls through a TURN relay: coturn (support/turn.ts) started for this file only, and a
// server of its own whose CALLS_TURN_* point at it with CALLS_ICE_TRANSPORT_POLICY=relay, so
// a connection can only come through the relay. The ICE servers and their short-lived
// credentials come from the server's GET /chat-api/calls/ice-servers: first for two bare peer
// connections in one page, then for a call between two people through the app.

const browser = useBrowser({ calls: true });
const turn = useTurnServer();
let server: RunningServer;

/** What `GET /chat-api/calls/ice-servers` answers (the API's contract). */
type IceServers = ResponseData<typeof chatCallIceServers>;

beforeAll(async () => {
  server = await startServer({
    label: 'wob-e2e-relay',
    env: {
      CALLS_TURN_URLS: turn.url,
      CALLS_TURN_SECRET: turn.secret,
      CALLS_ICE_TRANSPORT_POLICY: 'relay',
    },
  });
});
afterAll(async () => {
  await server?.stop();
});

async function iceServersOf(): Promise<{ answer: IceServers; uid: string }> {
  const user = await registerUser(server.baseUrl, { name: 'Rikke Relay' });
  const session = await login(server.baseUrl, user.email, user.password);
  const uid = session.body.data?.user?._id ?? '';
  const answer = await call<{ data: IceServers }>(
    server.baseUrl,
    'GET',
    '/chat-api/calls/ice-servers',
    { token: session.body.token },
  );
  expect(answer.status).toBe(200);
  return { answer: answer.body.data, uid };
}

interface Outcome {
  /** The message sent over a data channel from one connection to the other, or 'timeout'. */
  received: string;
  /** Candidate types each side gathered. */
  gathered: string[];
  /** The selected pair's local and remote candidate types. */
  pair: [string, string] | null;
  /** Whether the callee's side got the caller's camera track playing. */
  videoWidth: number;
}

/**
 * Two RTCPeerConnections in one page, configured as a call's are (the served ICE servers and
 * transport policy), with the fake camera's track and a data channel from one to the other.
 */
function connectInPage(page: Page, config: IceServers): Promise<Outcome> {
  return page.evaluate(async ({ iceServers, iceTransportPolicy }) => {
    const rtc: RTCConfiguration = { iceServers, iceTransportPolicy: iceTransportPolicy ?? 'all' };
    const caller = new RTCPeerConnection(rtc);
    const callee = new RTCPeerConnection(rtc);
    const gathered: string[] = [];
    const relayIce = (from: RTCPeerConnection, to: RTCPeerConnection) => {
      from.onicecandidate = (event) => {
        if (!event.candidate) return;
        gathered.push(event.candidate.type ?? 'unknown');
        void to.addIceCandidate(event.candidate);
      };
    };
    relayIce(caller, callee);
    relayIce(callee, caller);
    const media = await navigator.mediaDevices.getUserMedia({ video: true });
    for (const track of media.getTracks()) caller.addTrack(track, media);
    const video = document.createElement('video');
    video.muted = true;
    document.body.append(video);
    callee.ontrack = (event) => {
      video.srcObject = event.streams[0] ?? new MediaStream([event.track]);
      void video.play();
    };
    const received = new Promise<string>((resolve) => {
      callee.ondatachannel = (event) => {
        event.channel.onmessage = (message) => resolve(String(message.data));
      };
    });
    const channel = caller.createDataChannel('probe');
    channel.onopen = () => channel.send('through the relay');
    await caller.setLocalDescription();
    await callee.setRemoteDescription(caller.localDescription as RTCSessionDescription);
    await callee.setLocalDescription();
    await caller.setRemoteDescription(callee.localDescription as RTCSessionDescription);
    const outcome = await Promise.race([
      received,
      new Promise<string>((resolve) => setTimeout(() => resolve('timeout'), 8_000)),
    ]);
    // The callee's video plays once frames arrive through the relay.
    const deadline = Date.now() + 5_000;
    while (outcome !== 'timeout' && video.videoWidth === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const reports = new Map<string, Record<string, unknown>>();
    (await caller.getStats()).forEach((report: Record<string, unknown>) => {
      reports.set(String(report.id), report);
    });
    let pair: [string, string] | null = null;
    for (const report of reports.values()) {
      if (report.type !== 'transport' || !report.selectedCandidatePairId) continue;
      const selected = reports.get(String(report.selectedCandidatePairId));
      const local = reports.get(String(selected?.localCandidateId))?.candidateType;
      const remote = reports.get(String(selected?.remoteCandidateId))?.candidateType;
      pair = [String(local), String(remote)];
    }
    const videoWidth = video.videoWidth;
    for (const track of media.getTracks()) track.stop();
    caller.close();
    callee.close();
    return { received: outcome, gathered, pair, videoWidth };
  }, config);
}

describe('a TURN relay started by the test', CALL_TEST_OPTIONS, () => {
  test('connects two peers through the relay only, with the credentials the server made', async () => {
    const { answer, uid } = await iceServersOf();
    expect(answer.iceTransportPolicy).toBe('relay');
    expect(answer.iceServers).toHaveLength(1);
    const [relay] = answer.iceServers;
    expect(relay?.urls).toEqual([turn.url]);
    expect(relay?.username).toMatch(new RegExp(`^\\d+:${uid}$`));
    const page = await browser.newPage({ baseUrl: server.baseUrl });
    await page.goto('/');
    const outcome = await connectInPage(page, answer);
    expect(outcome.received).toBe('through the relay');
    expect(new Set(outcome.gathered)).toEqual(new Set(['relay']));
    expect(outcome.pair).toEqual(['relay', 'relay']);
    expect(outcome.videoWidth).toBeGreaterThan(0);
    // coturn saw the allocation of the credential's user.
    expect(turn.log()).toContain(uid);
  });

  test('refuses a credential not made with its secret', async () => {
    const { answer } = await iceServersOf();
    const [relay] = answer.iceServers;
    const forged: IceServers = {
      ...answer,
      iceServers: [{ urls: relay?.urls ?? [], username: relay?.username, credential: 'Zm9yZ2Vk' }],
    };
    const page = await browser.newPage({ baseUrl: server.baseUrl });
    await page.goto('/');
    const outcome = await connectInPage(page, forged);
    expect(outcome.received).toBe('timeout');
    expect(outcome.gathered).toEqual([]);
    expect(outcome.pair).toBe(null);
  });

  test('a video call between two people goes through the relay only', async () => {
    const id = Date.now().toString(36).slice(-5);
    const ida = await callPerson(browser, `Ida ${id}`, 'en', server.baseUrl);
    const bo = await callPerson(browser, `Bo ${id}`, 'da', server.baseUrl);
    await startConversation(server.baseUrl, bo, ida);
    await bo.page.goto('/chat');
    await placeCall(ida, bo.name);
    await answerCall(bo, 'accept');
    await Promise.all([remoteVideosPlay(ida), remoteVideosPlay(bo)]);
    for (const who of [ida, bo]) {
      const figures = await webRtcFigures(who);
      expect(figures.policies).toEqual(['relay']);
      expect(figures.pairs).toEqual([['relay', 'relay']]);
      expect(figures.framesDecoded).toBeGreaterThan(0);
      // coturn allocated a relay for each of them, with the credential made for them.
      expect(turn.log()).toContain(`:${who.uid}`);
    }
    await callControl(ida, 'hangUp').click();
    await Promise.all([callScreenGone(ida), callScreenGone(bo)]);
  });
});
