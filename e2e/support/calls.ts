import type { Locator, Page } from 'playwright-core';
import { call } from './api';
import type { BrowserSession } from './browser';
import { type ChatPerson, sendTextByApi, signUpChatPerson } from './chat';
import { browseAs, openConversationAs } from './chat-people';
import type { Copy } from './copy';
import { seen } from './ui';

// The people of a call test: signed up through the API, each in a browser context of their own
// (Chromium launched with the call flags: useBrowser({ calls: true })), with every
// RTCPeerConnection the app makes kept in the page (`window.__wobPeerConnections`) so a test
// can read what WebRTC itself reports: the selected candidate pair, frames and audio received.

export interface CallPerson extends ChatPerson {
  page: Page;
  t: Copy;
}

/**
 * A call test runs once more when it fails: the call tests are the browser tests most bound to
 * the processor (three Chromium pages encoding and decoding video beside the server), and CI
 * runs them beside the PostgreSQL suite. A call that does not connect is no longer a reason:
 * peer.ts replaces a connection that does not come (the first offer comes from one side only).
 * CI's output shows a retry as "(retry x1)".
 */
export const CALL_TEST_OPTIONS = { retry: 1 } as const;

/** How long a call may take to connect here (two cores shared with the server and Chromium). */
export const CONNECT_MS = 30_000;

/** Keeps every peer connection the page makes, before any of the app's code runs. */
async function keepPeerConnections(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Original = window.RTCPeerConnection;
    const made: RTCPeerConnection[] = [];
    Object.defineProperty(window, '__wobPeerConnections', { value: made });
    window.RTCPeerConnection = class extends Original {
      constructor(configuration?: RTCConfiguration) {
        super(configuration);
        made.push(this);
      }
    };
  });
}

/** Signs `name` up through the API and opens the app for them, signed in, in `locale`. */
export async function callPerson(
  browser: BrowserSession,
  name: string,
  locale: 'da' | 'en' = 'en',
  baseUrl = browser.baseUrl,
): Promise<CallPerson> {
  const person = await signUpChatPerson(baseUrl, name);
  const opened = await browseAs(browser, person, locale, { baseUrl });
  await keepPeerConnections(opened.page);
  // The init script applies from the next document on.
  await opened.page.reload();
  return { ...person, ...opened };
}

/** `from` writes to `to` through the API, so each has the conversation in their list. */
export async function startConversation(
  baseUrl: string,
  from: CallPerson,
  to: CallPerson,
): Promise<void> {
  await sendTextByApi(baseUrl, from, to, `Hej ${to.name}`, `call-${Date.now()}-${from.uid}`);
}

/** The chat header's audio or video call button for `name` (a person or a group). */
export function callButton(who: CallPerson, name: string, type: 'audio' | 'video'): Locator {
  return who.page.getByRole('button', {
    name: who.t(`chat:calls.screen.${type}CallWith`, { name }),
    exact: true,
  });
}

/** Opens /chat, the conversation with `name`, and presses its call button. */
export async function placeCall(
  who: CallPerson,
  name: string,
  type: 'audio' | 'video' = 'video',
): Promise<void> {
  await openConversationAs(who.page, who.t, name);
  const button = callButton(who, name, type);
  await seen(button);
  await button.click();
}

/** The incoming call's dialog (an alert dialog over whatever page is open). */
export function incomingCall(who: CallPerson): Locator {
  return who.page.getByRole('alertdialog');
}

/** Presses the incoming call dialog's button ('accept' or 'reject'). */
export async function answerCall(who: CallPerson, answer: 'accept' | 'reject'): Promise<void> {
  const button = incomingCall(who).getByRole('button', {
    name: who.t(`chat:calls.screen.${answer}`),
    exact: true,
  });
  await seen(button, CONNECT_MS);
  await button.click();
}

/** A button of the call screen's controls ('mute', 'hangUp', 'cameraOff', …). */
export function callControl(who: CallPerson, control: string): Locator {
  return who.page
    .getByRole('toolbar', { name: who.t('chat:calls.screen.controls') })
    .getByRole('button', { name: who.t(`chat:calls.screen.${control}`), exact: true });
}

/** Resolves once `count` other participants' videos play on `who`'s call screen. */
export async function remoteVideosPlay(who: CallPerson, count = 1): Promise<void> {
  await who.page.waitForFunction(
    (wanted) =>
      Array.from(
        document.querySelectorAll<HTMLVideoElement>('.wob-call-tile:not([data-own]) video'),
      ).filter((video) => video.videoWidth > 0 && !video.paused).length >= wanted,
    count,
    { timeout: CONNECT_MS, polling: 100 },
  );
}

/** Resolves once the call screen (every tile) is gone from `who`'s page. */
export async function callScreenGone(who: CallPerson): Promise<void> {
  await who.page.waitForFunction(() => !document.querySelector('.wob-call-tile'), null, {
    timeout: CONNECT_MS,
    polling: 100,
  });
}

export interface WebRtcFigures {
  /** Each open connection's transport policy (RTCConfiguration). */
  policies: string[];
  /** Each open connection's selected candidate pair: [local type, remote type]. */
  pairs: [string, string][];
  /** Video frames decoded from others, summed. */
  framesDecoded: number;
  /** Audio energy received from others, summed (grows while they send sound). */
  audioEnergy: number;
}

/** What WebRTC reports of `who`'s open peer connections. */
export function webRtcFigures(who: CallPerson): Promise<WebRtcFigures> {
  return who.page.evaluate(async () => {
    const made =
      (window as unknown as { __wobPeerConnections?: RTCPeerConnection[] }).__wobPeerConnections ??
      [];
    const figures = {
      policies: [] as string[],
      pairs: [] as [string, string][],
      framesDecoded: 0,
      audioEnergy: 0,
    };
    for (const connection of made) {
      if (connection.connectionState === 'closed') continue;
      figures.policies.push(connection.getConfiguration().iceTransportPolicy ?? 'all');
      const reports = new Map<string, Record<string, unknown>>();
      (await connection.getStats()).forEach((report: Record<string, unknown>) => {
        reports.set(String(report.id), report);
      });
      for (const report of reports.values()) {
        if (report.type === 'transport' && report.selectedCandidatePairId) {
          const pair = reports.get(String(report.selectedCandidatePairId));
          figures.pairs.push([
            String(reports.get(String(pair?.localCandidateId))?.candidateType),
            String(reports.get(String(pair?.remoteCandidateId))?.candidateType),
          ]);
        }
        if (report.type === 'inbound-rtp' && report.kind === 'video')
          figures.framesDecoded += Number(report.framesDecoded ?? 0);
        if (report.type === 'inbound-rtp' && report.kind === 'audio')
          figures.audioEnergy += Number(report.totalAudioEnergy ?? 0);
      }
    }
    return figures;
  });
}

/** The call `who` is in or is being called in, as the server answers it (null when none). */
export async function activeCall(
  baseUrl: string,
  who: ChatPerson,
): Promise<{ status: string } | null> {
  const answer = await call<{ data: { call: { status: string } | null } }>(
    baseUrl,
    'GET',
    '/chat-api/calls/active',
    { token: who.token },
  );
  if (answer.status !== 200) throw new Error(`calls/active answered ${answer.status}`);
  return answer.body.data.call;
}
