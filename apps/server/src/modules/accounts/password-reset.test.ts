import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResets } from '../../db/schema';
import { RESET_TOKEN_TTL_MS } from '../../policy';
import { readOutbox, server, signUp, useSecondServer, useTestServer } from '../../test/harness';
import { get, post } from '../../test/http';

useTestServer();

/** Asks for a reset link and answers the token from the e-mail the outbox received. */
async function requestReset(email: string): Promise<string> {
  const before = (await readOutbox(server.dataDir)).length;
  const response = await post(server.app, '/api/forgot-password', { email });
  expect(response.statusCode).toBe(200);
  await server.app.wob.tasks.idle();
  const mails = await readOutbox(server.dataDir);
  expect(mails).toHaveLength(before + 1);
  const link = mails.at(-1)?.link;
  if (!link) throw new Error('the reset e-mail carries no link');
  return link.split('/reset-password/')[1] ?? '';
}

const reset = (token: string, password: string) =>
  post(server.app, '/api/reset-password', { token, password }, { language: 'en' });

describe('POST /api/forgot-password', () => {
  it('answers the same message for known and unknown e-mails, and mails only the known one', async () => {
    const user = await signUp(server);
    const before = await readOutbox(server.dataDir);
    const known = await post(
      server.app,
      '/api/forgot-password',
      { email: user.email },
      { language: 'en' },
    );
    const unknown = await post(
      server.app,
      '/api/forgot-password',
      { email: 'no-such-user@example.com' },
      { language: 'en' },
    );
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe(
      'If an account exists for this email, we have sent a link to reset the password.',
    );

    await server.app.wob.tasks.idle();
    const after = await readOutbox(server.dataDir);
    expect(after).toHaveLength(before.length + 1);
    const mail = after.at(-1);
    expect(mail?.to).toBe(user.email);
    expect(mail?.file).toMatch(/\.eml$/);
    expect(mail?.link).toMatch(/^http:\/\/woble\.test\/reset-password\/[A-Za-z0-9_-]{43}$/);
  });

  it("writes the e-mail in the account's language", async () => {
    const user = await signUp(server);
    await post(server.app, '/api/update-profile', { language: 'en' }, { token: user.token });
    await requestReset(user.email);
    const english = (await readOutbox(server.dataDir)).at(-1);
    expect(english?.subject).toBe('Reset your Woble password');

    const dane = await signUp(server);
    await requestReset(dane.email);
    const danish = (await readOutbox(server.dataDir)).at(-1);
    expect(danish?.subject).toBe('Nulstil din adgangskode til Woble');
  });

  it('answers before it looks the address up, so a known address takes no longer than an unknown one', async () => {
    // What makes the two answers equally fast is that neither waits for any work: the lookup,
    // the token and the e-mail all run after the answer. (`pnpm bench --only profile` prints
    // the two medians and their ratio.)
    const user = await signUp(server);
    const resetsOf = () =>
      server.app.wob.db
        .select({ userId: passwordResets.userId })
        .from(passwordResets)
        .where(eq(passwordResets.userId, user.id));
    const mailsBefore = (await readOutbox(server.dataDir)).length;

    const response = await post(server.app, '/api/forgot-password', { email: user.email });
    expect(response.statusCode).toBe(200);
    // Answered, and nothing done yet: no reset link stored, no e-mail written.
    expect(await resetsOf()).toEqual([]);
    expect(await readOutbox(server.dataDir)).toHaveLength(mailsBefore);

    await server.app.wob.tasks.idle();
    expect(await resetsOf()).toHaveLength(1);
    expect(await readOutbox(server.dataDir)).toHaveLength(mailsBefore + 1);
  });

  it('sends nothing for a deleted account', async () => {
    const user = await signUp(server);
    await post(server.app, '/api/delete-account', {}, { token: user.token });
    const before = (await readOutbox(server.dataDir)).length;
    const response = await post(server.app, '/api/forgot-password', { email: user.email });
    expect(response.statusCode).toBe(200);
    await server.app.wob.tasks.idle();
    expect(await readOutbox(server.dataDir)).toHaveLength(before);
  });
});

describe('POST /api/reset-password', () => {
  it('sets the new password once, and ends every session', async () => {
    const user = await signUp(server);
    const token = await requestReset(user.email);

    const first = await reset(token, 'fresh-password');
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Password has been reset..!');

    const again = await reset(token, 'another-password');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: 'This reset link is invalid, has expired or has already been used.',
      code: 'account.resetLinkInvalid',
      errors: { token: 'This reset link is invalid, has expired or has already been used.' },
    });

    const session = await get(server.app, '/api/get-user-profile', { token: user.token });
    expect(session.statusCode).toBe(401);
    const login = await post(server.app, '/api/login', {
      username: user.email,
      password: 'fresh-password',
    });
    expect(login.statusCode).toBe(200);
  });

  it('lets exactly one of two simultaneous uses of a link succeed', async () => {
    const user = await signUp(server);
    const token = await requestReset(user.email);
    const answers = await Promise.all([reset(token, 'password-one'), reset(token, 'password-two')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
  });

  it('refuses a link older than one hour', async () => {
    const user = await signUp(server);
    const token = await requestReset(user.email);
    server.clock.advance(RESET_TOKEN_TTL_MS + 1000);
    const late = await reset(token, 'too-late-password');
    expect(late.statusCode).toBe(422);
    const login = await post(server.app, '/api/login', {
      username: user.email,
      password: user.password,
    });
    expect(login.statusCode).toBe(200);
  });

  it('works until just before the hour is over', async () => {
    const user = await signUp(server);
    const token = await requestReset(user.email);
    server.clock.advance(RESET_TOKEN_TTL_MS - 1000);
    expect((await reset(token, 'just-in-time')).statusCode).toBe(200);
  });

  it('makes older links void once one of them is used', async () => {
    const user = await signUp(server);
    const older = await requestReset(user.email);
    const newer = await requestReset(user.email);
    expect((await reset(newer, 'newest-password')).statusCode).toBe(200);
    expect((await reset(older, 'older-password')).statusCode).toBe(422);
  });

  it('refuses unknown tokens and validates the new password', async () => {
    const unknown = await reset('made-up-token', 'some-password');
    expect(unknown.statusCode).toBe(422);
    const user = await signUp(server);
    const token = await requestReset(user.email);
    const short = await reset(token, '123');
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ password: 'Password should be 5 digits long' });
    // A refused password does not use up the link.
    expect((await reset(token, 'long-enough')).statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  const limited = useSecondServer({
    env: { RATE_LIMIT_LOGIN_MAX: '3', RATE_LIMIT_REGISTER_MAX: '2', RATE_LIMIT_RESET_MAX: '2' },
  });

  it('answers 429 with a translated message once an IP has used up a limit', async () => {
    const attempt = () =>
      post(
        limited.app,
        '/api/login',
        { username: 'a@example.com', password: 'x' },
        { language: 'en' },
      );
    for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: 'Too many attempts. Please wait a moment and try again.',
      code: 'request.rateLimited',
    });
    expect(blocked.headers['retry-after']).toBeDefined();

    const danish = await post(limited.app, '/api/login', {
      username: 'a@example.com',
      password: 'x',
    });
    expect(danish.json().message).toBe('For mange forsøg. Vent et øjeblik, og prøv igen.');
  });

  it('limits sign-up, forgot-password and reset-password too, but not other calls', async () => {
    for (const [url, payload] of [
      ['/api/register', {}],
      ['/api/forgot-password', { email: 'x@example.com' }],
      ['/api/reset-password', { token: 'abc', password: 'abcdef' }],
    ] as const) {
      const codes: number[] = [];
      for (let i = 0; i < 3; i += 1) codes.push((await post(limited.app, url, payload)).statusCode);
      expect(codes[2]).toBe(429);
      expect(codes.slice(0, 2)).not.toContain(429);
    }
    for (let i = 0; i < 5; i += 1) {
      expect((await get(limited.app, '/api/health')).statusCode).toBe(200);
    }
  });

  it("limits sign-up's e-mail check like register, in a bucket of its own", async () => {
    const check = () =>
      post(
        limited.app,
        '/api/register/check-email',
        { email: 'free@example.com' },
        { language: 'en' },
      );
    expect((await check()).statusCode).toBe(200);
    expect((await check()).statusCode).toBe(200);
    const blocked = await check();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many attempts. Please wait a moment and try again.');
  });

  it('counts per IP address', async () => {
    const fromElsewhere = await limited.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'a@example.com', password: 'x' },
      remoteAddress: '203.0.113.9',
    });
    expect(fromElsewhere.statusCode).toBe(401);
  });
});
