import { describe, expect, it } from 'vitest';
import { server, signUp, useTestServer } from '../../test/harness';
import { answerOf, get, post } from '../../test/http';
import {
  ADMIN_PASSWORD,
  adminGet,
  beginSignIn,
  createAdmin,
  createAdminRequest,
  sendCode,
  signInFirstTime,
} from './admin-test-support';
import { totpCode } from './totp';

useTestServer();

const STEP_MS = 30_000;

describe("creating an administrator (the server's command endpoint)", () => {
  it('creates one from this machine with the server key; the e-mail is unique in any case', async () => {
    const email = 'New.Admin@Woble.test';
    const created = answerOf<{ admin: { email: string; role: string; twoFactor: boolean } }>(
      await createAdminRequest(server, { email, password: ADMIN_PASSWORD, role: 'moderator' }),
    );
    expect(created.status).toBe(201);
    expect(created.message).toBe('The administrator has been created.');
    expect(created.data.admin).toMatchObject({
      email: 'new.admin@woble.test',
      role: 'moderator',
      twoFactor: false,
    });

    const again = answerOf(
      await createAdminRequest(server, { email: 'NEW.ADMIN@woble.test', password: ADMIN_PASSWORD }),
    );
    expect(again.status).toBe(422);
    expect(again.errors).toEqual({ email: 'An administrator with this e-mail already exists.' });
  });

  it('is an administrator by default and wants a password of at least 12 characters', async () => {
    const short = answerOf(
      await createAdminRequest(server, { email: 'short@woble.test', password: 'elevenchars' }),
    );
    expect(short.status).toBe(422);
    expect(short.errors).toEqual({
      password: 'An administrator password must be at least 12 characters long',
    });
    const created = answerOf<{ admin: { role: string } }>(
      await createAdminRequest(server, { email: 'default@woble.test', password: ADMIN_PASSWORD }),
    );
    expect(created.data.admin.role).toBe('administrator');
  });

  it('refuses a call without the key, with a wrong key, with a member token or from another machine', async () => {
    const payload = { email: 'intruder@woble.test', password: ADMIN_PASSWORD };
    const member = await signUp(server);
    const withoutKey = await createAdminRequest(server, payload, { key: null });
    const wrongKey = await createAdminRequest(server, payload, { key: 'not-the-key' });
    const memberToken = await createAdminRequest(server, payload, { key: member.token });
    for (const refused of [withoutKey, wrongKey, memberToken]) {
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe("The server's key is missing or wrong.");
    }
    // The right key, but from another address, or through a proxy on this machine.
    const remote = await createAdminRequest(server, payload, { remoteAddress: '203.0.113.9' });
    const proxied = await createAdminRequest(server, payload, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    for (const refused of [remote, proxied]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe("This can only be done on the server's own machine.");
    }
    // Nothing was created: the address cannot sign in.
    const signIn = await beginSignIn(server, { email: payload.email, role: 'administrator' });
    expect(signIn.status).toBe(401);
  });
});

describe('signing in with password and TOTP', () => {
  it('sets the authenticator up on the first sign-in, then asks for a code', async () => {
    const admin = await createAdmin(server);
    const first = await beginSignIn(server, admin);
    expect(first.status).toBe(200);
    expect(first.data.step).toBe('setup');
    const setup = first.data.setup;
    expect(setup?.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup?.otpauthUri).toContain('otpauth://totp/Woble:');
    expect(setup?.otpauthUri).toContain(`secret=${setup?.secret}`);
    expect(setup?.recoveryCodes).toHaveLength(10);
    expect(new Set(setup?.recoveryCodes).size).toBe(10);

    // A wrong code does not finish the set-up; neither does a recovery code (not kept yet).
    const wrong = await sendCode(server, first.data.challenge, '000000');
    expect(wrong.status).toBe(401);
    expect(wrong.message).toBe(
      'The code is not correct. Try the newest code of your authenticator app.',
    );
    const recovery = await sendCode(server, first.data.challenge, setup?.recoveryCodes[0] ?? '');
    expect(recovery.status).toBe(401);

    // The code of the step before is accepted (clock drift of one step).
    const code = totpCode(setup?.secret ?? '', new Date(server.clock.now().getTime() - STEP_MS));
    const done = await sendCode(server, first.data.challenge, code);
    expect(done.status).toBe(200);
    expect(done.token).toBeTruthy();
    expect(done.data.admin).toMatchObject({ email: admin.email, twoFactor: true });

    const me = await adminGet(server, '/admin-api/me', done.token);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.admin).toMatchObject({ email: admin.email, role: 'administrator' });

    // The sign-in token is used up.
    const reused = await sendCode(server, first.data.challenge, code);
    expect(reused.status).toBe(401);
    expect(reused.message).toBe(
      'Your sign-in has expired. Start again with your e-mail and password.',
    );

    // Next time: no set-up, a code; the same code again (a replay) is refused.
    server.clock.advance(STEP_MS);
    const next = await beginSignIn(server, admin);
    expect(next.data).toEqual({ challenge: expect.any(String), step: 'code' });
    const nextCode = totpCode(setup?.secret ?? '', server.clock.now());
    expect((await sendCode(server, next.data.challenge, nextCode)).status).toBe(200);
    const replay = await beginSignIn(server, admin);
    expect((await sendCode(server, replay.data.challenge, nextCode)).status).toBe(401);
  });

  it('refuses a wrong password like an unknown e-mail, and a code off by two steps', async () => {
    const admin = await createAdmin(server);
    const wrong = await beginSignIn(server, admin, 'not the password at all');
    const unknown = await beginSignIn(server, { email: 'nobody@woble.test', role: 'moderator' });
    for (const refused of [wrong, unknown]) {
      expect(refused.status).toBe(401);
      expect(refused.message).toBe('Wrong e-mail or password.');
    }
    const first = await beginSignIn(server, admin);
    const secret = first.data.setup?.secret ?? '';
    const late = totpCode(secret, new Date(server.clock.now().getTime() - 2 * STEP_MS));
    expect((await sendCode(server, first.data.challenge, late)).status).toBe(401);
  });

  it('accepts each recovery code once', async () => {
    const signedIn = await signInFirstTime(server, await createAdmin(server));
    const [code] = signedIn.recoveryCodes;
    const first = await beginSignIn(server, signedIn);
    const used = await sendCode(server, first.data.challenge, (code ?? '').toUpperCase());
    expect(used.status).toBe(200);
    expect((await adminGet(server, '/admin-api/me', used.token)).statusCode).toBe(200);

    const second = await beginSignIn(server, signedIn);
    const again = await sendCode(server, second.data.challenge, code ?? '');
    expect(again.status).toBe(401);
    const another = await sendCode(server, second.data.challenge, signedIn.recoveryCodes[1] ?? '');
    expect(another.status).toBe(200);
  });

  it('ends a sign-in after five wrong codes and after ten minutes', async () => {
    const signedIn = await signInFirstTime(server, await createAdmin(server));
    server.clock.advance(STEP_MS);
    const guessed = await beginSignIn(server, signedIn);
    for (let i = 0; i < 5; i += 1) {
      expect((await sendCode(server, guessed.data.challenge, '000000')).status).toBe(401);
    }
    const right = totpCode(signedIn.secret, server.clock.now());
    const afterGuesses = await sendCode(server, guessed.data.challenge, right);
    expect(afterGuesses.message).toBe(
      'Your sign-in has expired. Start again with your e-mail and password.',
    );

    const slow = await beginSignIn(server, signedIn);
    server.clock.advance(10 * 60_000 + 1);
    const late = await sendCode(
      server,
      slow.data.challenge,
      totpCode(signedIn.secret, server.clock.now()),
    );
    expect(late.status).toBe(401);
    expect(late.message).toBe(
      'Your sign-in has expired. Start again with your e-mail and password.',
    );
  });

  it('validates the code step like the page does', async () => {
    const response = await post(
      server.app,
      '/admin-api/login/verify',
      { challenge: 'x', code: '12ab' },
      { language: 'en' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      code: 'Enter the 6-digit code or one of your recovery codes',
    });
  });
});

describe('the administrator session', () => {
  it('ends after 30 minutes without a call; each call slides it', async () => {
    const signedIn = await signInFirstTime(server, await createAdmin(server));
    server.clock.advance(29 * 60_000);
    expect((await adminGet(server, '/admin-api/me', signedIn.token)).statusCode).toBe(200);
    server.clock.advance(29 * 60_000);
    expect((await adminGet(server, '/admin-api/me', signedIn.token)).statusCode).toBe(200);
    server.clock.advance(30 * 60_000 + 1);
    const expired = await adminGet(server, '/admin-api/me', signedIn.token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(
      'Your administrator session has ended. Please sign in again.',
    );
  });

  it('ends at sign-out', async () => {
    const signedIn = await signInFirstTime(server, await createAdmin(server));
    const out = await post(
      server.app,
      '/admin-api/logout',
      {},
      {
        token: signedIn.token,
        language: 'en',
      },
    );
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe('You have been signed out.');
    expect((await adminGet(server, '/admin-api/me', signedIn.token)).statusCode).toBe(401);
  });

  it("is refused by every member endpoint, and a member's token by every admin endpoint", async () => {
    const signedIn = await signInFirstTime(server, await createAdmin(server));
    const member = await signUp(server);
    const memberCalls = [
      await get(server.app, '/api/get-user-profile', { token: signedIn.token, language: 'en' }),
      await post(server.app, '/api/logout', {}, { token: signedIn.token, language: 'en' }),
    ];
    for (const refused of memberCalls) expect(refused.statusCode).toBe(401);
    for (const path of ['/admin-api/me', '/admin-api/admins']) {
      expect((await adminGet(server, path, member.token)).statusCode).toBe(401);
      expect((await adminGet(server, path)).statusCode).toBe(401);
    }
    const logout = await post(server.app, '/admin-api/logout', {}, { token: member.token });
    expect(logout.statusCode).toBe(401);
    // The member's session is untouched by all this.
    expect(
      (await get(server.app, '/api/get-user-profile', { token: member.token })).statusCode,
    ).toBe(200);
  });

  it('lets only administrators list the administrators', async () => {
    const administrator = await signInFirstTime(server, await createAdmin(server));
    const moderator = await signInFirstTime(server, await createAdmin(server, 'moderator'));
    const refused = await adminGet(server, '/admin-api/admins', moderator.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only administrators can do this.');
    expect((await adminGet(server, '/admin-api/me', moderator.token)).statusCode).toBe(200);

    const listed = await adminGet(server, '/admin-api/admins', administrator.token);
    expect(listed.statusCode).toBe(200);
    const emails = (listed.json().data.admins as { email: string }[]).map((a) => a.email);
    expect(emails).toEqual(expect.arrayContaining([administrator.email, moderator.email]));
  });
});
