import { CALL_LIMITS } from '@wob/validation';
import * as v from 'valibot';
import { ConfigError, flag, httpUrl, integer, opt, text } from './config-values';

// The chat's part of the configuration (config.ts reads the environment and builds it): which
// chat service the web app uses, and the calls (on or off, the ICE servers handed to the
// browsers' peer connections, coturn's shared secret for short-lived TURN credentials).

/**
 * The chat service the web app uses: the self-hosted one, or CometChat, whose REST API
 * key stays here (it issues the users' auth tokens); the web app gets the app id and region.
 */
export type ChatServiceConfig =
  | { service: 'wob' }
  | {
      service: 'cometchat';
      appId: string;
      region: string;
      apiKey: string;
      /** The REST API's base URL, `https://{appId}.api-{region}.cometchat.io/v3` unless set. */
      apiBase: string;
      /**
       * Waits before each retry of the server's block mirror (modules/cometchat/blocks.ts) when
       * CometChat cannot be reached or answers 5xx. Fixed; tests shorten them in the Config.
       */
      blockMirrorRetryDelaysMs: readonly number[];
    };

/** Audio and video calls (modules/chat/calls-*). */
export interface CallsConfig {
  /** WOB_CALLS (default on): off hides the call buttons and every `/chat-api/calls/` route answers 404. */
  enabled: boolean;
  /** CALLS_STUN_URLS: `stun:`/`stuns:` URLs; none means peers connect on their own network only. */
  stunUrls: readonly string[];
  /** CALLS_TURN_URLS: `turn:`/`turns:` URLs of a coturn relay; set together with the secret. */
  turnUrls: readonly string[];
  /** CALLS_TURN_SECRET: coturn's `static-auth-secret` (use-auth-secret); undefined → no TURN. */
  turnSecret: string | undefined;
  /** CALLS_TURN_TTL_SECONDS (default 3600): how long an issued TURN credential is valid. */
  turnTtlSeconds: number;
  /**
   * CALLS_ICE_TRANSPORT_POLICY (default `all`): `relay` makes every peer connection use TURN
   * only (hides the peers' addresses from each other; tests prove the relay with it).
   */
  iceTransportPolicy: 'all' | 'relay';
  /**
   * CALLS_UNANSWERED_SECONDS (default 45, CALL_LIMITS.unansweredAfterMs of the spec): how long a
   * call rings before the sweeper makes it unanswered. A test and operator setting: the browser
   * tests shorten it so that "nobody answers" does not wait the full 45 s.
   */
  unansweredAfterMs: number;
}

const HOST = String.raw`(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?`;
const STUN_URL = new RegExp(`^stuns?:${HOST}$`, 'i');
const TURN_URL = new RegExp(String.raw`^turns?:${HOST}(\?transport=(udp|tcp))?$`, 'i');

function urlList(pattern: RegExp, example: string) {
  return v.pipe(
    text,
    v.transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
    v.check(
      (items) => items.every((item) => pattern.test(item)),
      `must be a comma-separated list of URLs such as ${example}`,
    ),
  );
}

const ChatEnvSchema = v.object({
  WOB_CHAT_SERVICE: opt(v.picklist(['wob', 'cometchat'], 'must be wob or cometchat')),
  COMETCHAT_APP_ID: opt(
    v.pipe(text, v.regex(/^[A-Za-z0-9]{1,64}$/, 'must be the app id of the CometChat dashboard')),
  ),
  COMETCHAT_REGION: opt(
    v.pipe(text, v.toLowerCase(), v.regex(/^[a-z]{2,8}$/, 'must be a region such as eu, us or in')),
  ),
  COMETCHAT_API_KEY: opt(v.pipe(text, v.nonEmpty('must not be empty'))),
  COMETCHAT_API_BASE: opt(httpUrl),
  WOB_CALLS: opt(flag),
  CALLS_STUN_URLS: opt(urlList(STUN_URL, 'stun:stun.example.com:3478')),
  CALLS_TURN_URLS: opt(urlList(TURN_URL, 'turn:turn.example.com:3478?transport=udp')),
  CALLS_TURN_SECRET: opt(v.pipe(text, v.minLength(16, 'must be at least 16 characters long'))),
  CALLS_TURN_TTL_SECONDS: opt(integer(60, 86_400)),
  CALLS_ICE_TRANSPORT_POLICY: opt(v.picklist(['all', 'relay'], 'must be all or relay')),
  CALLS_UNANSWERED_SECONDS: opt(integer(1, 600)),
});

/** The chat's variables, spread into config.ts's schema of the whole environment. */
export const chatEnvEntries = ChatEnvSchema.entries;

type ChatEnv = v.InferOutput<typeof ChatEnvSchema>;
type RawEnv = Partial<Record<keyof typeof chatEnvEntries, string>>;

/** Rules across the chat's variables, on the raw values: [variable, problem] pairs. */
export function chatProblems(input: RawEnv): [string, string][] {
  const problems: [string, string][] = [];
  if (input.WOB_CHAT_SERVICE?.trim() === 'cometchat') {
    for (const key of ['COMETCHAT_APP_ID', 'COMETCHAT_API_KEY'] as const) {
      if (!input[key])
        problems.push([key, `${key}: is required when WOB_CHAT_SERVICE is cometchat`]);
    }
  }
  // A TURN relay and its secret go together: coturn's use-auth-secret needs both ends.
  if (input.CALLS_TURN_URLS && !input.CALLS_TURN_SECRET) {
    problems.push([
      'CALLS_TURN_SECRET',
      "CALLS_TURN_SECRET: is required with CALLS_TURN_URLS (the relay's static-auth-secret)",
    ]);
  }
  if (input.CALLS_TURN_SECRET && !input.CALLS_TURN_URLS) {
    problems.push(['CALLS_TURN_URLS', 'CALLS_TURN_URLS: is required with CALLS_TURN_SECRET']);
  }
  if (input.CALLS_ICE_TRANSPORT_POLICY?.trim() === 'relay' && !input.CALLS_TURN_URLS) {
    problems.push([
      'CALLS_ICE_TRANSPORT_POLICY',
      'CALLS_ICE_TRANSPORT_POLICY: relay needs a TURN server (CALLS_TURN_URLS and CALLS_TURN_SECRET)',
    ]);
  }
  return problems;
}

export function chatServiceConfig(e: ChatEnv): ChatServiceConfig {
  if (e.WOB_CHAT_SERVICE !== 'cometchat') return { service: 'wob' };
  // loadConfig has already reported a missing one; this keeps the types honest.
  if (!e.COMETCHAT_APP_ID || !e.COMETCHAT_API_KEY) {
    throw new ConfigError([
      'WOB_CHAT_SERVICE: cometchat needs COMETCHAT_APP_ID and COMETCHAT_API_KEY',
    ]);
  }
  const region = e.COMETCHAT_REGION ?? 'eu';
  return {
    service: 'cometchat',
    appId: e.COMETCHAT_APP_ID,
    region,
    apiKey: e.COMETCHAT_API_KEY,
    apiBase:
      e.COMETCHAT_API_BASE ??
      `https://${e.COMETCHAT_APP_ID.toLowerCase()}.api-${region}.cometchat.io/v3`,
    blockMirrorRetryDelaysMs: [500, 2_000, 8_000],
  };
}

export function callsConfig(e: ChatEnv): CallsConfig {
  const turn = e.CALLS_TURN_SECRET && e.CALLS_TURN_URLS?.length ? e.CALLS_TURN_URLS : [];
  return {
    enabled: e.WOB_CALLS ?? true,
    stunUrls: e.CALLS_STUN_URLS ?? [],
    turnUrls: turn,
    turnSecret: turn.length > 0 ? e.CALLS_TURN_SECRET : undefined,
    turnTtlSeconds: e.CALLS_TURN_TTL_SECONDS ?? 3_600,
    iceTransportPolicy: e.CALLS_ICE_TRANSPORT_POLICY ?? 'all',
    unansweredAfterMs:
      e.CALLS_UNANSWERED_SECONDS === undefined
        ? CALL_LIMITS.unansweredAfterMs
        : e.CALLS_UNANSWERED_SECONDS * 1_000,
  };
}
