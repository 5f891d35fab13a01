import { isAbsolute, resolve } from 'node:path';
import * as v from 'valibot';
import {
  type CallsConfig,
  callsConfig,
  chatEnvEntries,
  chatProblems,
  type ChatServiceConfig,
  chatServiceConfig,
} from './config-chat';
import {
  hostList,
  type LinkPreviewConfig,
  linkPreviewProductionProblem,
} from './config-link-preview';
import { defaultWebDir } from './paths';
import { ConfigError, flag, httpUrl, integer, opt, text } from './config-values';

export type { CallsConfig, ChatServiceConfig } from './config-chat';
export { ConfigError } from './config-values';
export type { LinkPreviewConfig } from './config-link-preview';

// The only module that reads the environment. Everything else receives a typed Config, so
// tests build any configuration they need without touching process.env.

export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface SocialLink {
  network: string;
  url: string;
}

export interface OperatorDetails {
  company: string;
  cvr: string;
  address: string;
  email: string;
  social: SocialLink[];
  /** True while any detail is still the placeholder shipped with the code. */
  usesPlaceholders: boolean;
}

export type BillingProviderName = 'local' | 'stripe';

/**
 * The billing adapter: `local` keeps real subscription records and charges nothing; `stripe`
 * sells the plans through Stripe Checkout and follows Stripe's webhooks.
 */
export type BillingConfig =
  | { provider: 'local' }
  | {
      provider: 'stripe';
      secretKey: string;
      webhookSecret: string;
      /** The Stripe Price of the monthly plan. */
      priceId: string;
      /** Another Stripe API origin (a fake Stripe in tests); undefined means api.stripe.com. */
      apiUrl: string | undefined;
    };

export interface Config {
  nodeEnv: NodeEnv;
  isProduction: boolean;
  port: number;
  host: string;
  /** Absolute path of the data folder (database, media, outbox, generated secret). */
  dataDir: string;
  /** PostgreSQL connection string; undefined means PGlite in `<dataDir>/db`. */
  databaseUrl: string | undefined;
  webDir: string;
  /** SMTP connection string; undefined means the outbox folder. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Origin used in links inside e-mails, without a trailing slash. */
  publicUrl: string;
  seed: boolean;
  argon2: { memoryKib: number; time: number };
  rateLimit: {
    windowMs: number;
    login: number;
    register: number;
    reset: number;
    /** Password changes (right or wrong old password) per account and window. */
    password: number;
    /** Support requests per client and window. */
    support: number;
    /** Board comments, and replies each, per client and window. */
    posts: number;
    /** Reactions, poll votes and new polls in chat and on the board, each per account and window. */
    taps: number;
  };
  /** HMAC key for signed media URLs and hashed IPs; undefined → generated in the data folder. */
  mediaSecret: string | undefined;
  logLevel: LogLevel;
  trustProxy: boolean;
  /** How often the retention jobs run; 0 turns the scheduler off. */
  jobsIntervalMs: number;
  /** How often due group notification e-mails are sent; 0 turns the timer off. */
  notificationMailIntervalMs: number;
  /** `pnpm bench` only: adds the bare comparison route /bench/bare-profile. */
  bench: boolean;
  operator: OperatorDetails;
  /**
   * In production, the WOB_OPERATOR_* settings still unset or placeholders: the server
   * refuses to start with any unless the console holds saved details (start-up check).
   */
  operatorUnsetInProduction: string[];
  billing: BillingConfig;
  realtime: RealtimeConfig;
  chat: ChatServiceConfig;
  linkPreview: LinkPreviewConfig;
  calls: CallsConfig;
}

/** Where realtime events travel: this process only, or every instance through PostgreSQL. */
export type RealtimeFanout = 'memory' | 'postgres';

export interface RealtimeConfig {
  fanout: RealtimeFanout;
  /** WebSocket connection attempts per client (IP) and rate-limit window. */
  connectionsPerWindow: number;
  /** Fixed by the protocol (5 s and 30 s); tests shorten them in the Config they build. */
  authTimeoutMs: number;
  pingIntervalMs: number;
  /**
   * With REALTIME_FANOUT=postgres, how often an instance tells the others who is connected to
   * it; one that stays silent 3 times as long is taken for dead and its people go offline.
   * REALTIME_PRESENCE_BEAT_MS, default 5 s.
   */
  presenceBeatMs: number;
}

export type Env = Readonly<Record<string, string | undefined>>;

const PLACEHOLDER_OPERATOR = {
  company: 'Woble ApS',
  cvr: '00000000',
  address: 'Eksempelvej 1, 1000 København K, Danmark',
  email: 'kontakt@woble.local',
  social:
    'facebook=https://www.facebook.com/woble,instagram=https://www.instagram.com/woble,linkedin=https://www.linkedin.com/company/woble',
} as const;

/**
 * The operator's settings, refused in production while unset (the placeholder would be
 * published). A CVR number, address or e-mail set to the placeholder itself is refused too;
 * the company name and social links may well be the real ones.
 */
const OPERATOR_SETTINGS = [
  ['WOB_OPERATOR_COMPANY', PLACEHOLDER_OPERATOR.company, false],
  ['WOB_OPERATOR_CVR', PLACEHOLDER_OPERATOR.cvr, true],
  ['WOB_OPERATOR_ADDRESS', PLACEHOLDER_OPERATOR.address, true],
  ['WOB_OPERATOR_EMAIL', PLACEHOLDER_OPERATOR.email, true],
  ['WOB_OPERATOR_SOCIAL', PLACEHOLDER_OPERATOR.social, false],
] as const;

const postgresUrl = v.pipe(
  text,
  v.check(
    (value) => /^postgres(ql)?:\/\//.test(value),
    'must be a postgres:// or postgresql:// connection string',
  ),
);

const smtpUrl = v.pipe(
  text,
  v.check((value) => /^smtps?:\/\//.test(value), 'must be an smtp:// or smtps:// URL'),
);

const socialList = v.pipe(
  text,
  v.transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  ),
  v.check(
    (items) => items.every((item) => /^[a-z0-9-]+=https?:\/\/\S+$/i.test(item)),
    'must be a comma-separated list of network=https://… entries',
  ),
  v.transform((items) =>
    items.map((item) => {
      const at = item.indexOf('=');
      return { network: item.slice(0, at).toLowerCase(), url: item.slice(at + 1) };
    }),
  ),
);

// An origin only (scheme, host, optional port): the Stripe client takes them apart.
const stripeApiUrl = v.pipe(
  text,
  v.url('must be a URL such as http://127.0.0.1:12111'),
  v.check(
    (value) => /^https?:\/\/[^/?#]+\/?$/.test(value),
    'must be http(s)://host[:port] without a path',
  ),
  v.transform((value) => value.replace(/\/+$/, '')),
);

const EnvSchema = v.object({
  NODE_ENV: opt(
    v.picklist(['development', 'production', 'test'], 'must be development, production or test'),
  ),
  PORT: opt(integer(0, 65535)),
  HOST: opt(v.pipe(text, v.nonEmpty('must not be empty'))),
  WOB_DATA_DIR: opt(v.pipe(text, v.nonEmpty('must not be empty'))),
  DATABASE_URL: opt(postgresUrl),
  WOB_WEB_DIR: opt(v.pipe(text, v.nonEmpty('must not be empty'))),
  SMTP_URL: opt(smtpUrl),
  MAIL_FROM: opt(v.pipe(text, v.nonEmpty('must not be empty'), v.maxLength(200, 'is too long'))),
  PUBLIC_URL: opt(httpUrl),
  WOB_SEED: opt(flag),
  ARGON2_MEMORY_KIB: opt(integer(8, 4_194_304)),
  ARGON2_TIME: opt(integer(1, 20)),
  RATE_LIMIT_WINDOW_SECONDS: opt(integer(1, 86_400)),
  RATE_LIMIT_LOGIN_MAX: opt(integer(1, 1_000_000)),
  RATE_LIMIT_REGISTER_MAX: opt(integer(1, 1_000_000)),
  RATE_LIMIT_RESET_MAX: opt(integer(1, 1_000_000)),
  RATE_LIMIT_SUPPORT_MAX: opt(integer(1, 1_000_000)),
  RATE_LIMIT_PASSWORD_MAX: opt(integer(1, 1_000_000)),
  RATE_LIMIT_POSTS_MAX: opt(integer(1, 1_000_000)),
  RATE_LIMIT_TAPS_MAX: opt(integer(1, 1_000_000)),
  MEDIA_SECRET: opt(v.pipe(text, v.minLength(32, 'must be at least 32 characters long'))),
  LOG_LEVEL: opt(
    v.picklist(
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      'must be one of fatal, error, warn, info, debug, trace, silent',
    ),
  ),
  TRUST_PROXY: opt(flag),
  WOB_JOBS_INTERVAL_MINUTES: opt(integer(0, 10_080)),
  WOB_NOTIFICATION_MAIL_INTERVAL_SECONDS: opt(integer(0, 86_400)),
  WOB_BENCH: opt(flag),
  WOB_LINK_PREVIEW_ALLOW_HOSTS: opt(hostList),
  RATE_LIMIT_LINK_PREVIEW_MAX: opt(integer(1, 1_000_000)),
  WOB_OPERATOR_COMPANY: opt(v.pipe(text, v.nonEmpty('must not be empty'))),
  WOB_OPERATOR_CVR: opt(v.pipe(text, v.regex(/^\d{8}$/, 'must be an 8-digit CVR number'))),
  WOB_OPERATOR_ADDRESS: opt(v.pipe(text, v.nonEmpty('must not be empty'))),
  WOB_OPERATOR_EMAIL: opt(v.pipe(text, v.email('must be an e-mail address'))),
  WOB_OPERATOR_SOCIAL: opt(socialList),
  BILLING_PROVIDER: opt(v.picklist(['local', 'stripe'], 'must be local or stripe')),
  STRIPE_SECRET_KEY: opt(v.pipe(text, v.nonEmpty('must not be empty'))),
  STRIPE_WEBHOOK_SECRET: opt(v.pipe(text, v.nonEmpty('must not be empty'))),
  STRIPE_PRICE_ID: opt(v.pipe(text, v.nonEmpty('must not be empty'))),
  STRIPE_API_URL: opt(stripeApiUrl),
  REALTIME_FANOUT: opt(v.picklist(['memory', 'postgres'], 'must be memory or postgres')),
  RATE_LIMIT_REALTIME_MAX: opt(integer(1, 1_000_000)),
  REALTIME_PRESENCE_BEAT_MS: opt(integer(50, 600_000)),
  ...chatEnvEntries,
});

type EnvKey = keyof typeof EnvSchema.entries;
const ENV_KEYS = Object.keys(EnvSchema.entries) as EnvKey[];

function describeValue(key: string, value: string | undefined): string {
  if (value === undefined) return '';
  if (key.includes('SECRET') || key.endsWith('_API_KEY')) return '';
  if (key === 'DATABASE_URL' || key === 'SMTP_URL') return '';
  return ` (got ${JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value)})`;
}

/**
 * Reads and validates the configuration. Every bad variable is reported at once, so an
 * operator fixes them in one go.
 */
export function loadConfig(env: Env = process.env): Config {
  const input: Partial<Record<EnvKey, string>> = {};
  for (const key of ENV_KEYS) {
    const value = env[key];
    if (value !== undefined && value.trim() !== '') input[key] = value;
  }

  const parsed = v.safeParse(EnvSchema, input);
  // The first problem of each variable, in the order of the schema.
  const problems = new Map<string, string>();
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const key = String(issue.path?.[0]?.key ?? 'environment');
      if (!problems.has(key)) {
        problems.set(key, `${key}: ${issue.message}${describeValue(key, input[key as EnvKey])}`);
      }
    }
  }
  // Rules across variables, checked on the raw values so they are reported together with
  // any malformed ones.
  const productionRequested = input.NODE_ENV?.trim() === 'production';
  if (productionRequested && !input.MEDIA_SECRET && !problems.has('MEDIA_SECRET')) {
    problems.set(
      'MEDIA_SECRET',
      'MEDIA_SECRET: is required in production (at least 32 random characters, e.g. `openssl rand -base64 48`)',
    );
  }
  // The landing page and the legal texts name the operator: no placeholder goes public. The
  // details saved in the console count too, so these are checked at start-up against the
  // database (modules/content/operator.ts), not here.
  const operatorUnset: string[] = [];
  if (productionRequested) {
    for (const [key, placeholder, fake] of OPERATOR_SETTINGS) {
      const value = input[key]?.trim();
      if ((value === undefined || (fake && value === placeholder)) && !problems.has(key)) {
        operatorUnset.push(
          `${key}: is required in production unless an administrator saved the operator's details in the console (the placeholder ${JSON.stringify(placeholder.slice(0, 40))} would be shown on the landing page and in the legal texts)`,
        );
      }
    }
  }
  const truthy = (value: string | undefined) => /^(1|true|yes|on)$/i.test(value?.trim() ?? '');
  if (productionRequested && truthy(input.WOB_SEED)) {
    problems.set('WOB_SEED', 'WOB_SEED: demo content is never loaded in production; unset it');
  }
  const allowHosts = linkPreviewProductionProblem(input.WOB_LINK_PREVIEW_ALLOW_HOSTS);
  if (productionRequested && allowHosts) problems.set('WOB_LINK_PREVIEW_ALLOW_HOSTS', allowHosts);
  if (productionRequested && truthy(input.WOB_BENCH)) {
    problems.set('WOB_BENCH', 'WOB_BENCH: the benchmark route is never served in production');
  }
  if (input.BILLING_PROVIDER?.trim() === 'stripe') {
    for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID'] as const) {
      if (!input[key] && !problems.has(key)) {
        problems.set(key, `${key}: is required when BILLING_PROVIDER is stripe`);
      }
    }
  }
  if (input.REALTIME_FANOUT?.trim() === 'postgres' && !input.DATABASE_URL) {
    problems.set(
      'REALTIME_FANOUT',
      'REALTIME_FANOUT: postgres needs DATABASE_URL (LISTEN/NOTIFY on the same PostgreSQL)',
    );
  }
  for (const [key, problem] of chatProblems(input))
    if (!problems.has(key)) problems.set(key, problem);
  if (!parsed.success || problems.size > 0) throw new ConfigError([...problems.values()]);

  const e = parsed.output;
  const nodeEnv: NodeEnv = e.NODE_ENV ?? 'development';
  const isProduction = nodeEnv === 'production';

  const port = e.PORT ?? 3000;
  const cwd = process.cwd();
  const absolute = (path: string) => (isAbsolute(path) ? path : resolve(cwd, path));
  const operatorValues = [
    e.WOB_OPERATOR_COMPANY,
    e.WOB_OPERATOR_CVR,
    e.WOB_OPERATOR_ADDRESS,
    e.WOB_OPERATOR_EMAIL,
    e.WOB_OPERATOR_SOCIAL,
  ];

  return {
    nodeEnv,
    isProduction,
    port,
    host: e.HOST ?? '0.0.0.0',
    dataDir: absolute(e.WOB_DATA_DIR ?? '.wob-data'),
    databaseUrl: e.DATABASE_URL,
    webDir: absolute(e.WOB_WEB_DIR ?? defaultWebDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Woble <no-reply@woble.local>',
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${port}`,
    seed: isProduction ? false : (e.WOB_SEED ?? true),
    argon2: { memoryKib: e.ARGON2_MEMORY_KIB ?? 19_456, time: e.ARGON2_TIME ?? 2 },
    rateLimit: {
      windowMs: (e.RATE_LIMIT_WINDOW_SECONDS ?? 900) * 1000,
      login: e.RATE_LIMIT_LOGIN_MAX ?? 20,
      register: e.RATE_LIMIT_REGISTER_MAX ?? 10,
      reset: e.RATE_LIMIT_RESET_MAX ?? 10,
      support: e.RATE_LIMIT_SUPPORT_MAX ?? 10,
      password: e.RATE_LIMIT_PASSWORD_MAX ?? 10,
      posts: e.RATE_LIMIT_POSTS_MAX ?? 30,
      taps: e.RATE_LIMIT_TAPS_MAX ?? 300,
    },
    mediaSecret: e.MEDIA_SECRET,
    logLevel: e.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: e.TRUST_PROXY ?? false,
    jobsIntervalMs: (e.WOB_JOBS_INTERVAL_MINUTES ?? 60) * 60_000,
    notificationMailIntervalMs: (e.WOB_NOTIFICATION_MAIL_INTERVAL_SECONDS ?? 300) * 1000,
    bench: isProduction ? false : (e.WOB_BENCH ?? false),
    operator: {
      company: e.WOB_OPERATOR_COMPANY ?? PLACEHOLDER_OPERATOR.company,
      cvr: e.WOB_OPERATOR_CVR ?? PLACEHOLDER_OPERATOR.cvr,
      address: e.WOB_OPERATOR_ADDRESS ?? PLACEHOLDER_OPERATOR.address,
      email: e.WOB_OPERATOR_EMAIL ?? PLACEHOLDER_OPERATOR.email,
      social: e.WOB_OPERATOR_SOCIAL ?? v.parse(socialList, PLACEHOLDER_OPERATOR.social),
      usesPlaceholders: operatorValues.some((value) => value === undefined),
    },
    operatorUnsetInProduction: operatorUnset,
    billing: billingConfig(e),
    realtime: {
      fanout: e.REALTIME_FANOUT ?? 'memory',
      connectionsPerWindow: e.RATE_LIMIT_REALTIME_MAX ?? 1000,
      authTimeoutMs: 5_000,
      pingIntervalMs: 30_000,
      presenceBeatMs: e.REALTIME_PRESENCE_BEAT_MS ?? 5_000,
    },
    chat: chatServiceConfig(e),
    calls: callsConfig(e),
    linkPreview: {
      allowHosts: isProduction ? [] : (e.WOB_LINK_PREVIEW_ALLOW_HOSTS ?? []),
      perWindow: e.RATE_LIMIT_LINK_PREVIEW_MAX ?? 120,
      timeoutMs: 3_000,
    },
  };
}

function billingConfig(e: v.InferOutput<typeof EnvSchema>): BillingConfig {
  if (e.BILLING_PROVIDER !== 'stripe') return { provider: 'local' };
  // loadConfig has already reported a missing one; this keeps the types honest.
  if (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET || !e.STRIPE_PRICE_ID) {
    throw new ConfigError(['BILLING_PROVIDER: stripe needs its three STRIPE_ variables']);
  }
  return {
    provider: 'stripe',
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    priceId: e.STRIPE_PRICE_ID,
    apiUrl: e.STRIPE_API_URL,
  };
}

/**
 * The PostgreSQL server the test suite runs against (`WOB_TEST_DATABASE_URL`); undefined
 * means PGlite. Read here so that this module stays the only one that reads the environment.
 */
export function testDatabaseUrl(env: Env = process.env): string | undefined {
  const value = env.WOB_TEST_DATABASE_URL?.trim();
  return value ? value : undefined;
}

/**
 * What `pnpm admin:create` reads beside the server's own settings: the new administrator's
 * password, so scripts need no terminal (unset: the command asks for it).
 */
export function adminCommandPassword(env: Env = process.env): string | undefined {
  const value = env.WOB_ADMIN_PASSWORD;
  return value === undefined || value === '' ? undefined : value;
}
