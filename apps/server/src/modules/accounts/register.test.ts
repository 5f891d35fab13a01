import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DUPLICATE_EMAIL_MESSAGE } from '@wob/api';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { consents, media, users } from '../../db/schema';
import {
  birthDateForAge,
  registrationPayload,
  server,
  uniqueEmail,
  useTestServer,
} from '../../test/harness';
import { post } from '../../test/http';

useTestServer();

async function register(overrides: Record<string, unknown> = {}, language?: string) {
  const payload = await registrationPayload(server.clock.now(), overrides);
  const response = await post(server.app, '/api/register', payload, { language });
  return { payload, response, body: response.json() as Record<string, unknown> };
}

async function userByEmail(email: string) {
  const [row] = await server.app.wob.db.select().from(users).where(eq(users.email, email));
  return row;
}

async function mediaFiles(): Promise<string[]> {
  const root = join(server.dataDir, 'media');
  const folders = await readdir(root).catch(() => [] as string[]);
  const files: string[] = [];
  for (const folder of folders) files.push(...(await readdir(join(root, folder))));
  return files;
}

describe('POST /api/register', () => {
  it('creates the account and answers 201 with a message and no session', async () => {
    const { payload, response, body } = await register({ marketingEmails: true }, 'en');
    expect(response.statusCode).toBe(201);
    expect(body.message).toBe('You have registered successfully. You can now log in.');
    expect(body.token).toBeUndefined();

    const row = await userByEmail(String(payload.email));
    expect(row).toMatchObject({
      name: 'Test Wobler',
      gender: 'female',
      country: 'DK',
      city: 'København',
      zipcode: '2100',
      about: 'Hello there',
      language: 'en',
      marketingEmails: true,
      deletedAt: null,
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain('secret-password');
    expect(row?.pictureId).toBeTruthy();
  });

  it('answers in Danish when the request names no language', async () => {
    const { response, body } = await register();
    expect(response.statusCode).toBe(201);
    expect(body.message).toBe('Du er nu oprettet. Du kan logge ind.');
  });

  it('records the terms consent with its text version, and marketing only when opted in', async () => {
    const optedIn = await register({ marketingEmails: true });
    const optedOut = await register();
    const rowsFor = async (email: unknown) => {
      const user = await userByEmail(String(email));
      return server.app.wob.db
        .select()
        .from(consents)
        .where(eq(consents.userId, user?.id ?? ''));
    };
    const inRows = await rowsFor(optedIn.payload.email);
    expect(inRows.map((row) => row.kind).sort()).toEqual(['marketing', 'terms']);
    for (const row of inRows) {
      expect(row.granted).toBe(true);
      expect(row.textVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row.email).toBe(optedIn.payload.email);
    }
    expect((await rowsFor(optedOut.payload.email)).map((row) => row.kind)).toEqual(['terms']);
  });

  it('refuses a second account for the same e-mail in any letter case', async () => {
    const email = uniqueEmail('twice');
    expect((await register({ email })).response.statusCode).toBe(201);
    const { response, body } = await register({ email: email.toUpperCase() }, 'en');
    expect(response.statusCode).toBe(422);
    expect(body.message).toBe(DUPLICATE_EMAIL_MESSAGE);
    expect(body.errors).toEqual({ email: 'This Email already exists.' });
  });

  it('keeps the duplicate message untranslated in Danish too', async () => {
    const email = uniqueEmail('twice-da');
    await register({ email });
    const { response, body } = await register({ email });
    expect(response.statusCode).toBe(422);
    expect(body.message).toBe('Username Already Exist.');
  });

  it('answers a check of a taken address at step one as register does, in any letter case', async () => {
    const email = uniqueEmail('check');
    const free = await post(server.app, '/api/register/check-email', { email }, { language: 'en' });
    expect(free.statusCode).toBe(200);
    expect(free.json()).toEqual({ data: {} });

    expect((await register({ email })).response.statusCode).toBe(201);
    for (const [language, field] of [
      ['en', 'This Email already exists.'],
      ['da', 'Denne e-mail findes allerede.'],
    ] as const) {
      const taken = await post(
        server.app,
        '/api/register/check-email',
        { email: email.toUpperCase() },
        { language },
      );
      expect(taken.statusCode).toBe(422);
      expect(taken.json()).toEqual({
        message: DUPLICATE_EMAIL_MESSAGE,
        code: 'validation.email.exists',
        errors: { email: field },
      });
    }
  });

  it('validates the address of a check like the form does', async () => {
    const response = await post(
      server.app,
      '/api/register/check-email',
      { email: 'not-an-address' },
      { language: 'en' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: 'Email Address is not Valid' });
  });

  it('refuses people under 18, also one day before the 18th birthday', async () => {
    const today = server.clock.now();
    const almost = new Date(today.getTime());
    almost.setUTCFullYear(almost.getUTCFullYear() - 18);
    almost.setUTCDate(almost.getUTCDate() + 1);
    for (const birthDate of [birthDateForAge(17, today), almost.toISOString().slice(0, 10)]) {
      const { response, body } = await register({ birthDate }, 'en');
      expect(response.statusCode).toBe(422);
      expect(body.errors).toEqual({ birthDate: 'Please Enter a Valid Birth Date!' });
    }
    const adult = await register({ birthDate: birthDateForAge(18, today) });
    expect(adult.response.statusCode).toBe(201);
  });

  it('accepts the five genders of the spec and nothing else', async () => {
    for (const gender of ['male', 'female', 'non-binary', 'transgender', 'intersex']) {
      expect((await register({ gender })).response.statusCode).toBe(201);
    }
    for (const gender of ['other', 'MALEX', '', 42]) {
      const { response, body } = await register({ gender }, 'en');
      expect(response.statusCode).toBe(422);
      expect(Object.keys(body.errors as object)).toEqual(['gender']);
    }
  });

  // Every field rule of spec section 5, with its English message.
  const invalid: [string, unknown, string][] = [
    ['name', '', 'Name is Required'],
    ['name', '   ', 'Name is Required'],
    ['email', '', 'Email is Required'],
    ['email', 'not-an-email', 'Email Address is not Valid'],
    ['password', '', 'Password is Required'],
    ['password', '1234', 'Password should be 5 digits long'],
    ['gender', undefined, 'Gender is Required'],
    ['phone', '', 'Phone Number is Required'],
    ['phone', '1234567890123456', 'Phone No. should be less than 15 digits'],
    ['country', '', 'Country is Required'],
    ['address', '', 'Address is Required'],
    ['city', '', 'City is Required'],
    ['zipcode', '', 'Zip Code is Required'],
    ['birthDate', '', 'Date of birth is Required'],
    ['birthDate', '2001-02-30', 'Please Enter a Valid Birth Date!'],
    ['profilePicture', undefined, 'Profile Picture is Required'],
  ];

  it.each(invalid)('refuses %s = %j with its message', async (field, value, message) => {
    const { response, body } = await register({ [field]: value }, 'en');
    expect(response.statusCode).toBe(422);
    expect(body.message).toBe(message);
    expect((body.errors as Record<string, string>)[field]).toBe(message);
  });

  it('lists the first message of every invalid field at once', async () => {
    const { response, body } = await register({ name: '', email: 'x', password: '1' }, 'en');
    expect(response.statusCode).toBe(422);
    expect(body.errors).toMatchObject({
      name: 'Name is Required',
      email: 'Email Address is not Valid',
      password: 'Password should be 5 digits long',
    });
  });

  it('requires the terms to be accepted', async () => {
    const { response, body } = await register({ acceptTerms: false });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(body.errors as object)).toEqual(['acceptTerms']);
  });

  it('refuses a file that is not an image, whatever its data URL says', async () => {
    const text = Buffer.from('hello, I am a text file pretending to be a PNG').toString('base64');
    const { response, body } = await register(
      { profilePicture: `data:image/png;base64,${text}` },
      'en',
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(body.errors as object)).toEqual(['profilePicture']);
  });

  it('refuses pictures above 5 MB: 422 under the body limit, 413 above it', async () => {
    const justOver = Buffer.alloc(5 * 1024 * 1024 + 3, 1).toString('base64');
    const over = await register({ profilePicture: `data:image/png;base64,${justOver}` }, 'en');
    expect(over.response.statusCode).toBe(422);
    expect(over.body.errors).toEqual({ profilePicture: expect.any(String) });

    const huge = Buffer.alloc(7 * 1024 * 1024, 1).toString('base64');
    const tooLarge = await register({ profilePicture: `data:image/png;base64,${huge}` }, 'en');
    expect(tooLarge.response.statusCode).toBe(413);
    expect(tooLarge.body.message).toBe('The upload is too large.');
  });

  it('stores the picture re-encoded, without the EXIF and GPS data it came with', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'WobCam' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '55/1 40/1 30/1' },
      })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const filesBefore = await mediaFiles();
    const { payload, response } = await register({
      profilePicture: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
    });
    expect(response.statusCode).toBe(201);

    const user = await userByEmail(String(payload.email));
    const [row] = await server.app.wob.db
      .select()
      .from(media)
      .where(eq(media.id, user?.pictureId ?? ''));
    expect(row).toMatchObject({ ownerId: user?.id, mime: 'image/webp', kind: 'profile-picture' });
    expect((await mediaFiles()).length).toBe(filesBefore.length + 1);

    const stored = await sharp(server.app.wob.media.absolutePath(row?.path ?? '')).metadata();
    expect(stored.format).toBe('webp');
    expect(stored.exif).toBeUndefined();
  });

  it('leaves no file behind when the account cannot be created', async () => {
    const email = uniqueEmail('orphan');
    await register({ email });
    const filesBefore = await mediaFiles();
    const { response } = await register({ email });
    expect(response.statusCode).toBe(422);
    expect(await mediaFiles()).toEqual(filesBefore);
  });
});
