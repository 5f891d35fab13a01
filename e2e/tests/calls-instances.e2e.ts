import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { useBrowser } from '../support/browser';
import {
  CALL_TEST_OPTIONS,
  activeCall,
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
// @ts-expect-error: a plain .mjs helper of the repository's scripts, without types
import { postgresBinDir, startPostgres } from '../../tooling/scripts/lib/postgres.mjs';

// A video call between two server instances on one throwaway PostgreSQL with
// REALTIME_FANOUT=postgres: the caller on the first, the callee on the second. The ringing
// (`call.updated`) and every WebRTC signal (`call.signal`, a video offer is several KB) cross
// between the instances through LISTEN/NOTIFY. Without PostgreSQL the file is skipped with a
// warning, like the presence test's two-instance part.

const browser = useBrowser({ calls: true });
const havePostgres = postgresBinDir() !== null;
if (!havePostgres) {
  console.warn(
    'calls-instances.e2e.ts: PostgreSQL is not installed; the two-instance call is skipped.',
  );
}

describe.skipIf(!havePostgres)('a call across two server instances', CALL_TEST_OPTIONS, () => {
  let cluster: { url: string; stop(): void } | undefined;
  let one: RunningServer | undefined;
  let two: RunningServer | undefined;

  beforeAll(async () => {
    cluster = await startPostgres();
    const env = { DATABASE_URL: cluster?.url ?? '', REALTIME_FANOUT: 'postgres' };
    // One after the other: the first applies the migrations.
    one = await startServer({ label: 'wob-e2e-calls-1', env });
    two = await startServer({ label: 'wob-e2e-calls-2', env });
  }, 150_000);

  afterAll(async () => {
    await two?.stop();
    await one?.stop();
    cluster?.stop();
  });

  test('the caller on one instance and the callee on the other see each other', async () => {
    if (!one || !two) throw new Error('the two servers did not start');
    const id = Date.now().toString(36).slice(-5);
    const ida = await callPerson(browser, `Ida ${id}`, 'en', one.baseUrl);
    const bo = await callPerson(browser, `Bo ${id}`, 'da', two.baseUrl);
    await startConversation(two.baseUrl, bo, ida);
    await bo.page.goto('/choose-bubble');

    await placeCall(ida, bo.name);
    await answerCall(bo, 'accept');
    await Promise.all([remoteVideosPlay(ida), remoteVideosPlay(bo)]);
    expect((await webRtcFigures(ida)).framesDecoded).toBeGreaterThan(0);
    expect((await webRtcFigures(bo)).framesDecoded).toBeGreaterThan(0);
    // Each instance answers the same call from the shared database.
    expect((await activeCall(one.baseUrl, bo))?.status).toBe('ongoing');

    await callControl(bo, 'hangUp').click();
    await Promise.all([callScreenGone(ida), callScreenGone(bo)]);
    expect(await activeCall(two.baseUrl, ida)).toBe(null);
  });
});
