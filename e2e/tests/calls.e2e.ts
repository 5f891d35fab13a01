import { describe, expect, test } from 'vitest';
import { call } from '../support/api';
import { useBrowser } from '../support/browser';
import {
  activeCall,
  answerCall,
  type CallPerson,
  CALL_TEST_OPTIONS,
  CONNECT_MS,
  callControl,
  callPerson,
  callScreenGone,
  incomingCall,
  placeCall,
  remoteVideosPlay,
  startConversation,
  webRtcFigures,
} from '../support/calls';
import { CALLS_UNANSWERED_SECONDS } from '../support/server';
import { notSeen, seen } from '../support/ui';

// Calls between people in Chromium with fake camera and microphone (the call flags of
// support/browser.ts), against the run's server: a video call both sides see connected, mute
// and hang-up; the callee rejects; nobody answers (the server's sweeper after the unanswered
// time, CALLS_UNANSWERED_SECONDS of support/server.ts); a third
// person calling someone in a call gets the busy line; a call of three in a group. Media go peer
// to peer on loopback; what each side receives is read from WebRTC's own statistics.

const browser = useBrowser({ calls: true });

/** A tag that keeps this run's names apart from the other files' on the shared server. */
const tag = () => Date.now().toString(36).slice(-5);

async function pair(callerLocale: 'da' | 'en' = 'en', calleeLocale: 'da' | 'en' = 'da') {
  const id = tag();
  const ida = await callPerson(browser, `Ida ${id}`, callerLocale);
  const bo = await callPerson(browser, `Bo ${id}`, calleeLocale);
  await startConversation(browser.baseUrl, bo, ida);
  return { ida, bo };
}

/** The state of every peer connection `who`'s page made, oldest first. */
function connectionStates(who: CallPerson): Promise<string[]> {
  return who.page.evaluate(() =>
    (
      (window as unknown as { __wobPeerConnections?: RTCPeerConnection[] }).__wobPeerConnections ??
      []
    ).map((connection) => connection.connectionState),
  );
}

/** Waits until `who`'s inbound audio energy has grown (or not) over `ms`. */
async function audioGrowth(who: CallPerson, ms = 2_500): Promise<number> {
  const before = (await webRtcFigures(who)).audioEnergy;
  await who.page.waitForTimeout(ms);
  return (await webRtcFigures(who)).audioEnergy - before;
}

describe('calls in the browser', CALL_TEST_OPTIONS, () => {
  test('a video call both sides see connected; mute silences the caller; hang-up ends it for both', async () => {
    const { ida, bo } = await pair('en', 'da');
    // Bo is not in the chat: the incoming call rings over any signed-in page.
    await bo.page.goto('/profile');
    await placeCall(ida, bo.name);
    await seen(incomingCall(bo).getByText(ida.name));
    await answerCall(bo, 'accept');

    await Promise.all([remoteVideosPlay(ida), remoteVideosPlay(bo)]);
    const [idaSees, boSees] = await Promise.all([webRtcFigures(ida), webRtcFigures(bo)]);
    expect(idaSees.pairs).toHaveLength(1);
    expect(boSees.pairs).toHaveLength(1);
    expect(idaSees.framesDecoded).toBeGreaterThan(0);
    expect(boSees.framesDecoded).toBeGreaterThan(0);
    expect((await activeCall(browser.baseUrl, ida))?.status).toBe('ongoing');
    await seen(ida.page.getByRole('timer', { name: ida.t('chat:calls.screen.duration') }));

    // The fake microphone beeps: Bo receives sound until Ida mutes, then none.
    const sound = await audioGrowth(bo);
    expect(sound).toBeGreaterThan(0);
    const mute = callControl(ida, 'mute');
    await mute.click();
    await expect.poll(() => mute.getAttribute('aria-pressed')).toBe('true');
    await bo.page.waitForTimeout(500);
    // Silence: what still comes is a trace of the decoder's, far below her beeps.
    expect(await audioGrowth(bo)).toBeLessThan(sound / 100);
    // Her video still comes.
    const frames = (await webRtcFigures(bo)).framesDecoded;
    await expect.poll(async () => (await webRtcFigures(bo)).framesDecoded).toBeGreaterThan(frames);

    await callControl(ida, 'hangUp').click();
    await Promise.all([callScreenGone(ida), callScreenGone(bo)]);
    expect(await activeCall(browser.baseUrl, ida)).toBe(null);
    expect(await activeCall(browser.baseUrl, bo)).toBe(null);
    // Her open conversation shows the call as it went, in call bubbles, live.
    const bubbles = ida.page.locator('.wob-chat-messages__scroller .wob-call-bubble__text');
    await expect
      .poll(() => bubbles.allTextContents())
      .toEqual([
        ida.t('chat:calls.bubble.outgoingVideo'),
        ida.t('chat:calls.bubble.ongoing'),
        expect.stringMatching(/^Call ended · \d+:\d\d$/),
      ]);
  });

  test('a callee who reloads during a call rejoins it from "You are in a call"; both are connected again', async () => {
    const { ida, bo } = await pair('en', 'da');
    await bo.page.goto('/profile');
    await placeCall(ida, bo.name);
    await answerCall(bo, 'accept');
    await Promise.all([remoteVideosPlay(ida), remoteVideosPlay(bo)]);

    // The reload keeps Bo in the call on the server; his tab shows the card, not the call.
    await bo.page.reload();
    const card = bo.page.getByRole('region', { name: bo.t('chat:calls.rejoin.title') });
    await seen(card, CONNECT_MS);
    await seen(card.getByText(bo.t('chat:calls.screen.videoCallWith', { name: ida.name })));
    expect(await bo.page.locator('.wob-call-tile').count()).toBe(0);
    await card.getByRole('button', { name: bo.t('chat:calls.rejoin.rejoin'), exact: true }).click();

    // New connections on both sides (Ida's to Bo's old tab is closed), and media flow again.
    await expect
      .poll(() => connectionStates(ida), { timeout: CONNECT_MS })
      .toEqual(['closed', 'connected']);
    await remoteVideosPlay(bo);
    for (const who of [ida, bo]) {
      await expect
        .poll(async () => (await webRtcFigures(who)).framesDecoded, { timeout: CONNECT_MS })
        .toBeGreaterThan(0);
      expect((await webRtcFigures(who)).pairs).toHaveLength(1);
    }
    await notSeen(card);
    expect((await activeCall(browser.baseUrl, ida))?.status).toBe('ongoing');

    await callControl(bo, 'hangUp').click();
    await Promise.all([callScreenGone(ida), callScreenGone(bo)]);
    expect(await activeCall(browser.baseUrl, ida)).toBe(null);
  });

  test('the callee rejects: the caller reads "Call rejected"', async () => {
    const { ida, bo } = await pair('en', 'en');
    await bo.page.goto('/chat');
    await placeCall(ida, bo.name);
    await answerCall(bo, 'reject');
    await seen(ida.page.getByText(ida.t('chat:calls.rejected'), { exact: true }));
    await notSeen(incomingCall(bo));
    expect(await activeCall(browser.baseUrl, ida)).toBe(null);
  });

  test('nobody answers: after the unanswered time the caller reads "Call unanswered" and the ringing stops', async () => {
    const { ida, bo } = await pair('da', 'en');
    await bo.page.goto('/chat');
    await placeCall(ida, bo.name);
    await seen(incomingCall(bo));
    const started = Date.now();
    const unansweredMs = CALLS_UNANSWERED_SECONDS * 1_000;
    await seen(
      ida.page.getByText(ida.t('chat:calls.unanswered'), { exact: true }),
      unansweredMs + 25_000,
    );
    // Not before its time (less the moments the ringing took to reach Bo's screen).
    expect(Date.now() - started).toBeGreaterThan(unansweredMs - 5_000);
    await notSeen(incomingCall(bo));
    expect(await activeCall(browser.baseUrl, bo)).toBe(null);
  });

  test('a third person calling someone in a call gets the busy line', async () => {
    const { ida, bo } = await pair('en', 'en');
    const cleo = await callPerson(browser, `Cleo ${tag()}`, 'en');
    await startConversation(browser.baseUrl, bo, cleo);
    await bo.page.goto('/chat');
    await placeCall(ida, bo.name);
    await answerCall(bo, 'accept');
    // Bo is in the call once he accepted (the server's state; his media need not have come).
    await expect.poll(async () => (await activeCall(browser.baseUrl, bo))?.status).toBe('ongoing');

    await placeCall(cleo, bo.name, 'audio');
    await seen(cleo.page.getByText(cleo.t('chat:calls.busyLine', { name: bo.name })));
    await seen(cleo.page.getByText(cleo.t('chat:calls.busy'), { exact: true }));
    // Bo's call goes on, and no second call rang for him.
    await notSeen(incomingCall(bo));
    expect((await activeCall(browser.baseUrl, bo))?.status).toBe('ongoing');
    await callControl(bo, 'hangUp').click();
    await Promise.all([callScreenGone(ida), callScreenGone(bo)]);
  });

  test('three people in a group call each receive the two others', async () => {
    const id = tag();
    const ida = await callPerson(browser, `Ida ${id}`, 'en');
    const bo = await callPerson(browser, `Bo ${id}`, 'da');
    const cleo = await callPerson(browser, `Cleo ${id}`, 'en');
    const groupName = `Kor ${id}`;
    const made = await call<{ data: { guid: string } }>(
      browser.baseUrl,
      'POST',
      '/chat-api/groups',
      { token: ida.token, json: { name: groupName, type: 'private' } },
    );
    expect(made.status).toBe(200);
    const added = await call(browser.baseUrl, 'POST', '/chat-api/groups/members/add', {
      token: ida.token,
      json: { guid: made.body.data.guid, members: [bo.uid, cleo.uid] },
    });
    expect(added.status).toBe(200);
    await bo.page.goto('/chat');
    await cleo.page.goto('/profile');

    await placeCall(ida, groupName);
    await answerCall(bo, 'accept');
    await answerCall(cleo, 'accept');
    await Promise.all([
      remoteVideosPlay(ida, 2),
      remoteVideosPlay(bo, 2),
      remoteVideosPlay(cleo, 2),
    ]);
    for (const who of [ida, bo, cleo]) {
      const figures = await webRtcFigures(who);
      // A full mesh: one connection to each of the two others.
      expect(figures.pairs).toHaveLength(2);
    }

    // Cleo leaves: the two others go on with each other.
    await callControl(cleo, 'hangUp').click();
    await callScreenGone(cleo);
    await expect
      .poll(async () => (await webRtcFigures(ida)).pairs.length, { timeout: 15_000 })
      .toBe(1);
    await remoteVideosPlay(bo, 1);
    await callControl(ida, 'hangUp').click();
    await Promise.all([callScreenGone(ida), callScreenGone(bo)]);
  });
});
