import { access } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { consents, media } from '../../db/schema';
import { SIGNED_URL_TTL_MS } from '../../platform/storage/media-storage';
import { birthDateForAge, server, signUp, useTestServer } from '../../test/harness';
import { get, post } from '../../test/http';

useTestServer();

const profileOf = (token: string, id?: string) =>
  get(server.app, '/api/get-user-profile', {
    token,
    language: 'en',
    query: id === undefined ? {} : { id },
  });

const update = (token: string, payload: unknown) =>
  post(server.app, '/api/update-profile', payload, { token, language: 'en' });

async function bluePicture(): Promise<string> {
  const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#00f' } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

async function fileExists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

describe('GET /api/get-user-profile', () => {
  it("answers the caller's own full profile without an id or with their own id", async () => {
    const user = await signUp(server);
    for (const id of [undefined, user.id]) {
      const response = await profileOf(user.token, id);
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data.self).toBe(true);
      expect(data.user).toMatchObject({
        _id: user.id,
        email: user.email,
        phone: '+45 12 34 56 78',
      });
    }
  });

  it("shows another Wobler's public profile: age, no contact details", async () => {
    const viewer = await signUp(server);
    const today = server.clock.now();
    const other = await signUp(server, {
      name: 'Åse Other',
      birthDate: birthDateForAge(41, today),
    });
    const response = await profileOf(viewer.token, other.id);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.self).toBe(false);
    expect(data.user).toEqual({
      _id: other.id,
      name: 'Åse Other',
      age: 41,
      avatar: expect.stringMatching(/^\/media\/[0-9a-f]{24}\?exp=/),
      about: 'Hello there',
      gender: 'female',
      city: 'København',
      country: 'DK',
      allowMessages: true,
    });
  });

  it("hides gender, location and picture as the other Wobler's settings say", async () => {
    const viewer = await signUp(server);
    const other = await signUp(server, { name: 'åse private' });
    const changed = await update(other.token, {
      settings: {
        showGender: false,
        showLocation: false,
        showImagesToAll: false,
        allowMessages: false,
      },
    });
    expect(changed.statusCode).toBe(200);
    const { data } = (await profileOf(viewer.token, other.id)).json();
    expect(data.user).toMatchObject({
      gender: null,
      city: null,
      country: null,
      allowMessages: false,
      avatar: `/media/avatars/${other.id}.svg?v=%C3%85`,
    });
    // The owner still sees everything.
    const own = (await profileOf(other.token)).json().data.user;
    expect(own.gender).toBe('female');
    expect(own.profilePicture).toMatch(/^\/media\//);
  });

  it('hides a profile from viewers outside its age range', async () => {
    const today = server.clock.now();
    const young = await signUp(server, { birthDate: birthDateForAge(20, today) });
    const older = await signUp(server, { birthDate: birthDateForAge(50, today) });
    const picky = await signUp(server);
    await update(picky.token, {
      settings: { ageRangeEnabled: true, ageRangeFrom: 40, ageRangeTo: 60 },
    });
    expect((await profileOf(young.token, picky.id)).statusCode).toBe(404);
    expect((await profileOf(older.token, picky.id)).statusCode).toBe(200);
  });

  it('answers 404 for unknown and deleted Woblers', async () => {
    const viewer = await signUp(server);
    const unknown = await profileOf(viewer.token, 'ffffffffffffffffffffffff');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: 'This Wobler could not be found.',
      code: 'account.userNotFound',
    });

    const gone = await signUp(server);
    await post(server.app, '/api/delete-account', {}, { token: gone.token });
    expect((await profileOf(viewer.token, gone.id)).statusCode).toBe(404);
  });

  it('refuses an id that is not a single short string', async () => {
    const viewer = await signUp(server);
    const repeated = await server.app.inject({
      method: 'GET',
      url: '/api/get-user-profile?id=a&id=b',
      headers: { authorization: `Bearer ${viewer.token}` },
    });
    expect(repeated.statusCode).toBe(422);
    expect((await profileOf(viewer.token, 'x'.repeat(65))).statusCode).toBe(422);
  });
});

describe('POST /api/update-profile', () => {
  it('changes only the fields it is sent, with the sign-up rules', async () => {
    const user = await signUp(server);
    const response = await update(user.token, { city: 'Aarhus', zipcode: '8000', about: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Your profile has been updated.');
    expect(response.json().data.user).toMatchObject({
      city: 'Aarhus',
      zipcode: '8000',
      about: '',
      name: 'Test Wobler',
      country: 'DK',
    });

    const invalid = await update(user.token, { name: '', phone: '12' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toMatchObject({ name: 'Name is Required' });
    const underage = await update(user.token, {
      birthDate: birthDateForAge(16, server.clock.now()),
    });
    expect(underage.statusCode).toBe(422);
    expect(underage.json().errors).toEqual({ birthDate: 'Please Enter a Valid Birth Date!' });
    const badGender = await update(user.token, { gender: 'robot' });
    expect(badGender.statusCode).toBe(422);
  });

  it('stores and answers every settings toggle and the language', async () => {
    const user = await signUp(server);
    const settings = {
      showLocation: false,
      showGender: false,
      allowMessages: false,
      showImagesToAll: false,
      ageRangeEnabled: true,
      ageRangeFrom: 25,
      ageRangeTo: 45,
      receiveNotifications: false,
      marketingEmails: true,
    };
    const response = await update(user.token, { settings, language: 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({ settings, language: 'en' });
    const reloaded = (await profileOf(user.token)).json().data.user;
    expect(reloaded).toMatchObject({ settings, language: 'en' });

    const viaSettings = await update(user.token, { settings: { language: 'da' } });
    expect(viaSettings.json().data.user.language).toBe('da');
  });

  it('refuses an age range whose ends are in the wrong order, also against the stored end', async () => {
    const user = await signUp(server);
    const both = await update(user.token, { settings: { ageRangeFrom: 50, ageRangeTo: 30 } });
    expect(both.statusCode).toBe(422);
    await update(user.token, { settings: { ageRangeFrom: 30, ageRangeTo: 40 } });
    const lone = await update(user.token, { settings: { ageRangeFrom: 45 } });
    expect(lone.statusCode).toBe(422);
    expect(Object.keys(lone.json().errors)).toEqual(['settings.ageRangeTo']);
  });

  it('records a consent row each time marketing e-mails are switched', async () => {
    const user = await signUp(server);
    await update(user.token, { settings: { marketingEmails: true } });
    await update(user.token, { settings: { marketingEmails: true } });
    await update(user.token, { settings: { marketingEmails: false } });
    const rows = await server.app.wob.db
      .select()
      .from(consents)
      .where(eq(consents.userId, user.id));
    const marketing = rows.filter((row) => row.kind === 'marketing').map((row) => row.granted);
    expect(marketing).toEqual([true, false]);
  });

  it('replaces the picture and removes the old file', async () => {
    const user = await signUp(server);
    const before = (await profileOf(user.token)).json().data.user.profilePicture as string;
    const [oldRow] = await server.app.wob.db.select().from(media).where(eq(media.ownerId, user.id));
    const oldFile = server.app.wob.media.absolutePath(oldRow?.path ?? '');
    expect(await fileExists(oldFile)).toBe(true);

    const response = await update(user.token, { profilePicture: await bluePicture() });
    expect(response.statusCode).toBe(200);
    const after = response.json().data.user.profilePicture as string;
    expect(after).not.toBe(before);
    expect(await fileExists(oldFile)).toBe(false);
    const rows = await server.app.wob.db.select().from(media).where(eq(media.ownerId, user.id));
    expect(rows).toHaveLength(1);

    const picture = await server.app.inject({ method: 'GET', url: after });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
  });
});

describe('POST /api/remove-user-image', () => {
  it('removes the picture; the generated avatar shows instead', async () => {
    const user = await signUp(server, { name: 'zoë' });
    const url = (await profileOf(user.token)).json().data.user.profilePicture as string;
    const response = await post(
      server.app,
      '/api/remove-user-image',
      { image: url },
      { token: user.token, language: 'en' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Your profile picture has been removed.');
    expect(response.json().data.user).toMatchObject({
      profilePicture: null,
      avatar: `/media/avatars/${user.id}.svg?v=Z`,
    });
    expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const rows = await server.app.wob.db.select().from(media).where(eq(media.ownerId, user.id));
    expect(rows).toHaveLength(0);
  });
});

describe('media', () => {
  it('serves a picture only with a valid, unexpired signature', async () => {
    const user = await signUp(server);
    const url = (await profileOf(user.token)).json().data.user.profilePicture as string;
    const ok = await server.app.inject({ method: 'GET', url });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toMatch(/^private, max-age=\d+/);

    const tampered = url.replace(/sig=./, (match) => (match.endsWith('A') ? 'sig=B' : 'sig=A'));
    expect((await server.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const unsigned = url.split('?')[0] ?? url;
    expect((await server.app.inject({ method: 'GET', url: unsigned })).statusCode).toBe(403);

    server.clock.advance(SIGNED_URL_TTL_MS + 3_600_000);
    const expired = await server.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-language': 'en' },
    });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({
      message: 'This link has expired or is not valid.',
      code: 'request.mediaLinkInvalid',
    });
  });

  it("stops serving a deleted account's picture at once", async () => {
    const user = await signUp(server);
    const url = (await profileOf(user.token)).json().data.user.profilePicture as string;
    await post(server.app, '/api/delete-account', {}, { token: user.token });
    expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('draws a generated avatar from the id and the first letter of the name', async () => {
    const user = await signUp(server, { name: 'ølstykke fan' });
    const response = await server.app.inject({
      method: 'GET',
      url: `/media/avatars/${user.id}.svg`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body).toContain('>Ø</text>');
    expect(response.body).toMatch(/fill="#[0-9a-f]{6}"/);
    const again = await server.app.inject({ method: 'GET', url: `/media/avatars/${user.id}.svg` });
    expect(again.body).toBe(response.body);
    expect(
      (await server.app.inject({ method: 'GET', url: '/media/avatars/nobody.svg' })).statusCode,
    ).toBe(404);
  });

  it('escapes a name that looks like markup', async () => {
    const user = await signUp(server, { name: '<script>alert(1)</script>' });
    const response = await server.app.inject({
      method: 'GET',
      url: `/media/avatars/${user.id}.svg`,
    });
    expect(response.body).toContain('>&#60;</text>');
    expect(response.body).not.toContain('<script>');
  });
});
