import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

const TURN = {
  CALLS_TURN_URLS: 'turn:127.0.0.1:3478?transport=udp, turns:turn.woble.dk:5349',
  CALLS_TURN_SECRET: 'a-secret-of-twenty-chars',
};

describe('calls configuration', () => {
  it('turns calls on with no ICE servers by default', () => {
    expect(loadConfig({}).calls).toEqual({
      enabled: true,
      stunUrls: [],
      turnUrls: [],
      turnSecret: undefined,
      turnTtlSeconds: 3600,
      iceTransportPolicy: 'all',
      unansweredAfterMs: 45_000,
    });
  });

  it('reads every calls variable', () => {
    const config = loadConfig({
      WOB_CALLS: 'off',
      CALLS_STUN_URLS: 'stun:stun.woble.dk:3478,stuns:[::1]:5349',
      ...TURN,
      CALLS_TURN_TTL_SECONDS: '600',
      CALLS_ICE_TRANSPORT_POLICY: 'relay',
      CALLS_UNANSWERED_SECONDS: '8',
    });
    expect(config.calls).toEqual({
      enabled: false,
      stunUrls: ['stun:stun.woble.dk:3478', 'stuns:[::1]:5349'],
      turnUrls: ['turn:127.0.0.1:3478?transport=udp', 'turns:turn.woble.dk:5349'],
      turnSecret: 'a-secret-of-twenty-chars',
      turnTtlSeconds: 600,
      iceTransportPolicy: 'relay',
      unansweredAfterMs: 8_000,
    });
    expect(loadConfig({ WOB_CALLS: 'on' }).calls.enabled).toBe(true);
  });

  it('names each malformed calls variable, and never repeats the TURN secret', () => {
    const problems = problemsOf({
      WOB_CALLS: 'maybe',
      CALLS_STUN_URLS: 'https://stun.woble.dk',
      CALLS_TURN_URLS: 'turn:ok.example:3478,stun:wrong.example',
      CALLS_TURN_SECRET: 'short-secret',
      CALLS_TURN_TTL_SECONDS: '10',
      CALLS_ICE_TRANSPORT_POLICY: 'none',
      CALLS_UNANSWERED_SECONDS: '0',
    });
    expect(problems).toEqual([
      'WOB_CALLS: must be true or false (got "maybe")',
      'CALLS_STUN_URLS: must be a comma-separated list of URLs such as stun:stun.example.com:3478 (got "https://stun.woble.dk")',
      'CALLS_TURN_URLS: must be a comma-separated list of URLs such as turn:turn.example.com:3478?transport=udp (got "turn:ok.example:3478,stun:wrong.example")',
      'CALLS_TURN_SECRET: must be at least 16 characters long',
      'CALLS_TURN_TTL_SECONDS: must be a whole number between 60 and 86400 (got "10")',
      'CALLS_ICE_TRANSPORT_POLICY: must be all or relay (got "none")',
      'CALLS_UNANSWERED_SECONDS: must be a whole number between 1 and 600 (got "0")',
    ]);
  });

  it('wants the TURN URLs and secret together, and a TURN server for the relay policy', () => {
    expect(problemsOf({ CALLS_TURN_URLS: TURN.CALLS_TURN_URLS })).toEqual([
      "CALLS_TURN_SECRET: is required with CALLS_TURN_URLS (the relay's static-auth-secret)",
    ]);
    expect(problemsOf({ CALLS_TURN_SECRET: TURN.CALLS_TURN_SECRET })).toEqual([
      'CALLS_TURN_URLS: is required with CALLS_TURN_SECRET',
    ]);
    expect(problemsOf({ CALLS_ICE_TRANSPORT_POLICY: 'relay' })).toEqual([
      'CALLS_ICE_TRANSPORT_POLICY: relay needs a TURN server (CALLS_TURN_URLS and CALLS_TURN_SECRET)',
    ]);
  });
});
