import { isAbsolute, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { serverRoot } from './paths';
import { OPERATOR_ENV as REAL_OPERATOR } from './test/harness';

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('starts a local installation with no variables at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      isProduction: false,
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:3000',
      seed: true,
      argon2: { memoryKib: 19_456, time: 2 },
      trustProxy: false,
      jobsIntervalMs: 3_600_000,
    });
    expect(config.dataDir).toBe(join(process.cwd(), '.wob-data'));
    expect(config.webDir).toBe(join(serverRoot, '..', 'web', 'dist'));
    expect(config.operator.usesPlaceholders).toBe(true);
    expect(config.operator.social.length).toBeGreaterThan(0);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '127.0.0.1',
      WOB_DATA_DIR: '/srv/woble',
      DATABASE_URL: 'postgres://woble@db:5432/woble',
      WOB_WEB_DIR: '/srv/web',
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      MAIL_FROM: 'Woble <hej@woble.dk>',
      PUBLIC_URL: 'https://woble.dk/',
      ARGON2_MEMORY_KIB: '65536',
      ARGON2_TIME: '3',
      RATE_LIMIT_WINDOW_SECONDS: '60',
      RATE_LIMIT_LOGIN_MAX: '5',
      RATE_LIMIT_REGISTER_MAX: '3',
      RATE_LIMIT_RESET_MAX: '4',
      MEDIA_SECRET: 's'.repeat(40),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      WOB_JOBS_INTERVAL_MINUTES: '15',
      WOB_OPERATOR_COMPANY: 'Woble ApS',
      WOB_OPERATOR_CVR: '12345678',
      WOB_OPERATOR_ADDRESS: 'Vej 1, 8000 Aarhus',
      WOB_OPERATOR_EMAIL: 'hej@woble.dk',
      WOB_OPERATOR_SOCIAL: 'facebook=https://facebook.com/woble, tiktok=https://tiktok.com/@woble',
    });
    expect(config).toMatchObject({
      isProduction: true,
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/woble',
      databaseUrl: 'postgres://woble@db:5432/woble',
      webDir: '/srv/web',
      smtpUrl: 'smtps://user:pass@smtp.example.com:465',
      mailFrom: 'Woble <hej@woble.dk>',
      publicUrl: 'https://woble.dk',
      seed: false,
      argon2: { memoryKib: 65_536, time: 3 },
      rateLimit: { windowMs: 60_000, login: 5, register: 3, reset: 4 },
      logLevel: 'warn',
      trustProxy: true,
      jobsIntervalMs: 900_000,
      operator: {
        company: 'Woble ApS',
        cvr: '12345678',
        address: 'Vej 1, 8000 Aarhus',
        email: 'hej@woble.dk',
        social: [
          { network: 'facebook', url: 'https://facebook.com/woble' },
          { network: 'tiktok', url: 'https://tiktok.com/@woble' },
        ],
        usesPlaceholders: false,
      },
    });
  });

  it('reports every bad variable at once, by name', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      PUBLIC_URL: 'localhost',
      LOG_LEVEL: 'loud',
      WOB_SEED: 'maybe',
      WOB_OPERATOR_CVR: '123',
    });
    const names = problems.map((problem) => problem.split(':')[0]);
    expect(names.sort()).toEqual(
      ['DATABASE_URL', 'LOG_LEVEL', 'PORT', 'PUBLIC_URL', 'WOB_OPERATOR_CVR', 'WOB_SEED'].sort(),
    );
    expect(problems.join('\n')).toContain(
      'PORT: must be a whole number between 0 and 65535 (got "eighty")',
    );
  });

  it('never prints secrets in its errors', () => {
    const problems = problemsOf({ MEDIA_SECRET: 'short-secret', DATABASE_URL: 'mysql://u:pw@h/d' });
    expect(problems.join('\n')).not.toContain('short-secret');
    expect(problems.join('\n')).not.toContain('pw@h');
  });

  it('requires MEDIA_SECRET in production and refuses demo content and the bench route there', () => {
    const problems = problemsOf({
      NODE_ENV: 'production',
      WOB_SEED: 'true',
      WOB_BENCH: '1',
      ...REAL_OPERATOR,
    });
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'MEDIA_SECRET',
      'WOB_BENCH',
      'WOB_SEED',
    ]);
  });

  it('allows no link-preview host to resolve to a private address unless a test says so', () => {
    expect(loadConfig({}).linkPreview.allowHosts).toEqual([]);
    expect(
      loadConfig({ WOB_LINK_PREVIEW_ALLOW_HOSTS: ' LocalHost, pages.test ' }).linkPreview
        .allowHosts,
    ).toEqual(['localhost', 'pages.test']);
    const problems = problemsOf({
      NODE_ENV: 'production',
      MEDIA_SECRET: 'x'.repeat(32),
      WOB_LINK_PREVIEW_ALLOW_HOSTS: 'localhost',
      ...REAL_OPERATOR,
    });
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'WOB_LINK_PREVIEW_ALLOW_HOSTS',
    ]);
    expect(problemsOf({ WOB_LINK_PREVIEW_ALLOW_HOSTS: 'a b/c' })).toHaveLength(1);
  });

  it('lists the operator details still placeholders in production, for the start-up check', () => {
    // Refused at start-up unless the console holds saved details (modules/content/operator.ts).
    const unset = (env: Readonly<Record<string, string | undefined>>) =>
      loadConfig({ NODE_ENV: 'production', MEDIA_SECRET: 'x'.repeat(32), ...env })
        .operatorUnsetInProduction;
    const missing = unset({});
    expect(missing.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'WOB_OPERATOR_ADDRESS',
      'WOB_OPERATOR_COMPANY',
      'WOB_OPERATOR_CVR',
      'WOB_OPERATOR_EMAIL',
      'WOB_OPERATOR_SOCIAL',
    ]);
    expect(missing.find((problem) => problem.startsWith('WOB_OPERATOR_CVR'))).toContain(
      'the placeholder "00000000" would be shown on the landing page and in the legal texts',
    );
    // The placeholder's own fake CVR number, address and e-mail, set by hand, count as unset.
    const copied = unset({
      ...REAL_OPERATOR,
      WOB_OPERATOR_CVR: '00000000',
      WOB_OPERATOR_ADDRESS: 'Eksempelvej 1, 1000 København K, Danmark',
      WOB_OPERATOR_EMAIL: 'kontakt@woble.local',
    });
    expect(copied.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'WOB_OPERATOR_ADDRESS',
      'WOB_OPERATOR_CVR',
      'WOB_OPERATOR_EMAIL',
    ]);
    expect(unset(REAL_OPERATOR)).toEqual([]);
    const real = loadConfig({
      NODE_ENV: 'production',
      MEDIA_SECRET: 'x'.repeat(32),
      ...REAL_OPERATOR,
    });
    expect(real.operator.usesPlaceholders).toBe(false);
    // Outside production the placeholders stand in (local installs, tests).
    expect(loadConfig({ NODE_ENV: 'test' }).operatorUnsetInProduction).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'test' }).operator.usesPlaceholders).toBe(true);
  });

  it('keeps demo content off in production by default and lets local mode switch it off', () => {
    expect(
      loadConfig({ NODE_ENV: 'production', MEDIA_SECRET: 'x'.repeat(32), ...REAL_OPERATOR }).seed,
    ).toBe(false);
    expect(loadConfig({ WOB_SEED: 'false' }).seed).toBe(false);
  });

  it('treats empty variables as unset and resolves relative folders', () => {
    const config = loadConfig({ PORT: '', WOB_DATA_DIR: 'data/here', PUBLIC_URL: ' ' });
    expect(config.port).toBe(3000);
    expect(isAbsolute(config.dataDir)).toBe(true);
    expect(config.dataDir).toBe(join(process.cwd(), 'data/here'));
  });

  it('derives the public URL from the port', () => {
    expect(loadConfig({ PORT: '3999' }).publicUrl).toBe('http://localhost:3999');
  });
});

describe('billing configuration', () => {
  const stripe = {
    BILLING_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_abc',
    STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    STRIPE_PRICE_ID: 'price_abc',
  };

  it('uses the local provider by default', () => {
    expect(loadConfig({}).billing).toEqual({ provider: 'local' });
    expect(loadConfig({ BILLING_PROVIDER: 'local', STRIPE_PRICE_ID: 'x' }).billing).toEqual({
      provider: 'local',
    });
  });

  it('reads the Stripe variables', () => {
    expect(loadConfig({ ...stripe, STRIPE_API_URL: 'http://127.0.0.1:12111/' }).billing).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_abc',
      webhookSecret: 'whsec_abc',
      priceId: 'price_abc',
      apiUrl: 'http://127.0.0.1:12111',
    });
    expect(loadConfig(stripe).billing).toMatchObject({ apiUrl: undefined });
  });

  it('names every Stripe variable that is missing, and a bad provider or API URL', () => {
    const missing = problemsOf({ BILLING_PROVIDER: 'stripe', STRIPE_PRICE_ID: 'price_abc' });
    expect(missing).toEqual([
      'STRIPE_SECRET_KEY: is required when BILLING_PROVIDER is stripe',
      'STRIPE_WEBHOOK_SECRET: is required when BILLING_PROVIDER is stripe',
    ]);
    const bad = problemsOf({
      ...stripe,
      BILLING_PROVIDER: 'paypal',
      STRIPE_API_URL: 'http://127.0.0.1:12111/v1',
    });
    expect(bad.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'BILLING_PROVIDER',
      'STRIPE_API_URL',
    ]);
  });
});
