import {
  DUPLICATE_EMAIL_MESSAGE,
  type endpoints,
  type PublicProfile,
  type RequestOutput,
  type User,
} from '@wob/api';
import { IMAGE_MAX_BYTES, isAllowedBirthDate, MESSAGES, parseImageDataUrl } from '@wob/validation';
import type { FastifyBaseLogger } from 'fastify';
import type { Session, UserRow } from '../../context';
import { type Db, isUniqueViolation, type Queryable } from '../../db/client';
import { SERVER_MESSAGES as M } from '../../messages';
import { createBatcher } from '../../platform/batcher';
import type { Clock } from '../../platform/clock';
import { newId, newToken, sha256Hex } from '../../platform/crypto';
import { fieldError, HttpError } from '../../platform/http/http-error';
import type { Locale } from '../../platform/i18n';
import { composeMail } from '../../platform/mailer/compose';
import type { Mailer } from '../../platform/mailer/mailer';
import type { PasswordHasher } from '../../platform/passwords';
import {
  ImageRejectedError,
  type ProcessedImage,
  processImage,
} from '../../platform/storage/images';
import type { MediaStorage } from '../../platform/storage/media-storage';
import { deleteMedia, insertMedia } from '../../platform/storage/media-store';
import type { TaskTracker } from '../../platform/tasks';
import {
  ACTIVITY_WRITE_INTERVAL_MS,
  MARKETING_TEXT_VERSION,
  RESET_TOKEN_TTL_MS,
  SESSION_IDLE_MS,
  TERMS_TEXT_VERSION,
} from '../../policy';
import {
  consumePasswordReset,
  findLiveUserByEmail,
  findLiveUserById,
  findSessionUsers,
  insertConsent,
  insertPasswordReset,
  insertSession,
  insertUser,
  isEmailBanned,
  markDeleted,
  revokeAllSessions,
  revokeSession,
  setPasswordHash,
  touchSession,
  type UserPatch,
  updateLiveUser,
  voidPasswordResets,
} from './store';
import { personOf, toPublicProfile, toUserView } from './views';
import { assertMaySignIn, bannedEmailKey, emailBanned } from './sanctions';
import type { PremiumLookup } from '../premium/state';
import { searchKey } from '../../platform/search-key';
import { cityPlace, writeCityLocation } from '../people/location';
import { viewerOf, visibilityOf } from '../people/visibility';
import { readTies } from '../people/visibility-sql';

type Input<K extends keyof typeof endpoints> = RequestOutput<(typeof endpoints)[K]>;

export interface AccountsDeps {
  db: Db;
  now: Clock;
  media: MediaStorage;
  mailer: Mailer;
  hasher: PasswordHasher;
  tasks: TaskTracker;
  publicUrl: string;
  logger: FastifyBaseLogger;
  /** The premium state the user object carries (the premium module owns it). */
  premiumOf: PremiumLookup;
  /** A keyed hash with the server's secret (banned e-mails are kept as one). */
  sign: (value: string) => string;
  /** Runs after an account is deleted (the premium module ends its subscription). */
  onAccountDeleted?: (userId: string) => Promise<void>;
}

const EMAIL_INDEX = 'users_email_live_key';

function duplicateEmail(): HttpError {
  return new HttpError(422, MESSAGES.email.exists, {
    literal: DUPLICATE_EMAIL_MESSAGE,
    fieldErrors: { email: MESSAGES.email.exists },
  });
}

const accountGone = () => new HttpError(401, M.account.sessionInvalid);

export function createAccountsService(deps: AccountsDeps) {
  const { db, now, media, hasher } = deps;

  // Every request looks its session up: lookups that arrive together share one query
  // (platform/batcher.ts), which a busy server (the chat's sends) needs.
  const sessionLookups = createBatcher(
    async (tokenHashes: string[]) => {
      const at = now();
      const cutoff = new Date(at.getTime() - SESSION_IDLE_MS);
      const found = await findSessionUsers(db, [...new Set(tokenHashes)], cutoff, at);
      return tokenHashes.map((hash) => ({ ok: true as const, value: found.get(hash) }));
    },
    { maxBatch: 500 },
  );

  async function userView(row: UserRow): Promise<User> {
    return toUserView(row, media, await deps.premiumOf(row.id));
  }

  function assertAdult(birthDate: string): void {
    // The contract's schema checks this too, with the real clock; the service decides with
    // the server's clock so the rule holds whatever the schema was built with.
    if (!isAllowedBirthDate(birthDate, now())) {
      throw fieldError('birthDate', MESSAGES.birthDate.invalid);
    }
  }

  async function preparePicture(dataUrl: string): Promise<ProcessedImage> {
    const parsed = parseImageDataUrl(dataUrl);
    if (!parsed) throw fieldError('profilePicture', MESSAGES.image.invalid);
    if (parsed.byteLength > IMAGE_MAX_BYTES) {
      throw new HttpError(413, MESSAGES.image.tooLarge, {
        fieldErrors: { profilePicture: MESSAGES.image.tooLarge },
      });
    }
    try {
      return await processImage(Buffer.from(parsed.base64, 'base64'));
    } catch (error) {
      if (error instanceof ImageRejectedError) {
        throw fieldError('profilePicture', MESSAGES.image.invalid);
      }
      throw error;
    }
  }

  /**
   * Writes the file, then runs `write` with the new media id inside a transaction. If the
   * transaction fails the file is removed again, so no orphan stays on disk.
   */
  async function withStoredPicture<T>(
    image: ProcessedImage | null,
    write: (tx: Queryable, mediaId: string | null, path: string | null) => Promise<T>,
  ): Promise<T> {
    const mediaId = image ? newId() : null;
    const path = image && mediaId ? await media.write(mediaId, 'webp', image.data) : null;
    try {
      return await db.transaction((tx) => write(tx, mediaId, path));
    } catch (error) {
      if (path) await media.remove(path);
      throw error;
    }
  }

  async function attachPicture(
    tx: Queryable,
    userId: string,
    mediaId: string,
    path: string,
    image: ProcessedImage,
    at: Date,
  ): Promise<void> {
    await insertMedia(tx, {
      id: mediaId,
      ownerId: userId,
      kind: 'profile-picture',
      mime: image.mime,
      path,
      bytes: image.data.length,
      createdAt: at,
    });
  }

  async function removeFileQuietly(path: string | undefined): Promise<void> {
    if (!path) return;
    try {
      await media.remove(path);
    } catch (error) {
      deps.logger.error({ err: error, path }, 'could not remove a replaced picture');
    }
  }

  async function startSession(
    tx: Queryable,
    userId: string,
    at: Date,
    device: string,
  ): Promise<string> {
    const token = newToken();
    await insertSession(tx, { tokenHash: sha256Hex(token), userId, now: at, device });
    return token;
  }

  async function sendResetMail(user: UserRow, token: string): Promise<void> {
    const locale: Locale = user.language === 'en' ? 'en' : 'da';
    const link = `${deps.publicUrl}/reset-password/${token}`;
    const params = { name: user.name, link, hours: RESET_TOKEN_TTL_MS / 3_600_000 };
    await deps.mailer.send(
      composeMail(
        locale,
        {
          subject: M.mail.resetPasswordSubject,
          text: M.mail.resetPasswordText,
          html: M.mail.resetPasswordHtml,
        },
        params,
        { to: user.email, link },
      ),
    );
  }

  return {
    async authenticate(token: string): Promise<Session | null> {
      const tokenHash = sha256Hex(token);
      const at = now();
      const found = await sessionLookups.add(tokenHash);
      if (!found) return null;
      if (at.getTime() - found.lastUsedAt.getTime() > ACTIVITY_WRITE_INTERVAL_MS) {
        await touchSession(db, tokenHash, found.user.id, at);
      }
      return { tokenHash, user: found.user };
    },

    /**
     * Sign-up's first step: is the address free? It answers what register itself would say of
     * a taken address (so it reveals no more than register), and register still decides by
     * the unique index: a check is advice, never a reservation.
     */
    async checkEmail(input: Input<'checkEmail'>): Promise<void> {
      if (await isEmailBanned(db, bannedEmailKey(deps.sign, input.email))) throw emailBanned();
      if (await findLiveUserByEmail(db, input.email)) throw duplicateEmail();
    },

    async register(input: Input<'register'>, locale: Locale): Promise<void> {
      assertAdult(input.birthDate);
      if (await isEmailBanned(db, bannedEmailKey(deps.sign, input.email))) throw emailBanned();
      const image = await preparePicture(input.profilePicture);
      const passwordHash = await hasher.hash(input.password);
      // The deck's place (README 'Discovery'): looked up before the transaction.
      const place = cityPlace(input.city, input.country);
      const at = now();
      const id = newId();
      try {
        await withStoredPicture(image, async (tx, mediaId, path) => {
          await insertUser(tx, {
            id,
            email: input.email,
            passwordHash,
            name: input.name,
            searchKey: searchKey(input.name),
            gender: input.gender,
            phone: input.phone,
            country: input.country,
            address: input.address,
            city: input.city,
            zipcode: input.zipcode,
            birthDate: input.birthDate,
            about: input.about ?? '',
            language: locale,
            marketingEmails: input.marketingEmails,
            createdAt: at,
            updatedAt: at,
            lastActiveAt: at,
          });
          if (place) await writeCityLocation(tx, id, place);
          if (mediaId && path) {
            await attachPicture(tx, id, mediaId, path, image, at);
            await updateLiveUser(tx, id, { pictureId: mediaId }, at);
          }
          const consent = { userId: id, email: input.email, createdAt: at };
          await insertConsent(tx, {
            ...consent,
            id: newId(),
            kind: 'terms',
            granted: true,
            textVersion: TERMS_TEXT_VERSION,
          });
          if (input.marketingEmails) {
            await insertConsent(tx, {
              ...consent,
              id: newId(),
              kind: 'marketing',
              granted: true,
              textVersion: MARKETING_TEXT_VERSION,
            });
          }
        });
      } catch (error) {
        if (isUniqueViolation(error, EMAIL_INDEX)) throw duplicateEmail();
        throw error;
      }
    },

    /** `device`: the browser and system signing in (accounts/device.ts), for the console. */
    async login(
      input: Input<'login'>,
      locale: Locale,
      device = '',
    ): Promise<{ token: string; user: User }> {
      const user = await findLiveUserByEmail(db, input.username);
      const valid = user
        ? await hasher.verify(user.passwordHash, input.password)
        : await hasher.verifyNothing(input.password);
      if (!user || !valid) throw new HttpError(401, M.account.invalidCredentials);
      const at = now();
      assertMaySignIn(user, at, locale);
      const token = await startSession(db, user.id, at, device);
      return { token, user: await userView({ ...user, lastActiveAt: at }) };
    },

    async forgotPassword(input: Input<'forgotPassword'>): Promise<void> {
      // Everything after validation runs once the answer has gone: a known address and an
      // unknown one answer after the same work (none), so the answer's time tells nothing.
      // The task tracker logs a failure, and shutdown waits for what is under way.
      deps.tasks.run('password-reset', async () => {
        await new Promise<void>((resolve) => setImmediate(resolve));
        const user = await findLiveUserByEmail(db, input.email);
        if (!user) return;
        const token = newToken();
        const at = now();
        await insertPasswordReset(db, {
          tokenHash: sha256Hex(token),
          userId: user.id,
          createdAt: at,
          expiresAt: new Date(at.getTime() + RESET_TOKEN_TTL_MS),
        });
        await sendResetMail(user, token);
      });
    },

    async resetPassword(input: Input<'resetPassword'>): Promise<void> {
      const passwordHash = await hasher.hash(input.password);
      const at = now();
      const invalid = () =>
        new HttpError(422, M.account.resetLinkInvalid, {
          fieldErrors: { token: M.account.resetLinkInvalid },
        });
      await db.transaction(async (tx) => {
        const userId = await consumePasswordReset(tx, sha256Hex(input.token), at);
        if (!userId) throw invalid();
        if (!(await setPasswordHash(tx, userId, passwordHash, at))) throw invalid();
        await voidPasswordResets(tx, userId, at);
        await revokeAllSessions(tx, userId, at);
      });
    },

    async getProfile(
      session: Session,
      id: string | undefined,
    ): Promise<{ user: User | PublicProfile; self: boolean }> {
      if (!id || id === session.user.id) {
        return { user: await userView(session.user), self: true };
      }
      const target = await findLiveUserById(db, id);
      if (!target) throw new HttpError(404, M.account.userNotFound);
      // A block either way, or outside their age range: the profile does not exist for the
      // viewer (people/visibility.ts).
      const today = now();
      const visibility = visibilityOf(
        viewerOf(session.user, today),
        personOf(target),
        await readTies(db, session.user.id, target.id),
      );
      if (!visibility.profile) throw new HttpError(404, M.account.userNotFound);
      return { user: toPublicProfile(target, media, today, visibility), self: false };
    },

    async updateProfile(session: Session, input: Input<'updateProfile'>): Promise<User> {
      const current = session.user;
      if (input.birthDate !== undefined) assertAdult(input.birthDate);
      const settings = input.settings ?? {};
      const from = settings.ageRangeFrom ?? current.ageRangeFrom;
      const to = settings.ageRangeTo ?? current.ageRangeTo;
      if (from > to) throw fieldError('settings.ageRangeTo', MESSAGES.ageRange.order);

      const patch: UserPatch = {
        name: input.name,
        searchKey: input.name === undefined ? undefined : searchKey(input.name),
        gender: input.gender,
        phone: input.phone,
        country: input.country,
        city: input.city,
        address: input.address,
        zipcode: input.zipcode,
        birthDate: input.birthDate,
        about: input.about,
        language: input.language ?? settings.language,
        showLocation: settings.showLocation,
        showGender: settings.showGender,
        allowMessages: settings.allowMessages,
        showImagesToAll: settings.showImagesToAll,
        ageRangeEnabled: settings.ageRangeEnabled,
        ageRangeFrom: settings.ageRangeFrom,
        ageRangeTo: settings.ageRangeTo,
        receiveNotifications: settings.receiveNotifications,
        marketingEmails: settings.marketingEmails,
      };
      // Absent fields stay as they are.
      for (const key of Object.keys(patch) as (keyof UserPatch)[]) {
        if (patch[key] === undefined) delete patch[key];
      }

      const image = input.profilePicture ? await preparePicture(input.profilePicture) : null;
      const city = input.city ?? current.city;
      const country = input.country ?? current.country;
      const moved = city !== current.city || country !== current.country;
      // A new city or country: the deck's place follows (not a shared device position).
      const place = moved ? cityPlace(city, country) : null;
      const at = now();
      let replacedPath: string | undefined;
      const updated = await withStoredPicture(image, async (tx, mediaId, path) => {
        if (image && mediaId && path) {
          await attachPicture(tx, current.id, mediaId, path, image, at);
          patch.pictureId = mediaId;
        }
        let row = await updateLiveUser(tx, current.id, patch, at);
        if (!row) throw accountGone();
        if (moved) row = (await writeCityLocation(tx, current.id, place)) ?? row;
        if (image && current.pictureId) {
          replacedPath = (await deleteMedia(tx, current.pictureId))?.path;
        }
        if (
          settings.marketingEmails !== undefined &&
          settings.marketingEmails !== current.marketingEmails
        ) {
          await insertConsent(tx, {
            id: newId(),
            userId: current.id,
            email: current.email,
            kind: 'marketing',
            granted: settings.marketingEmails,
            textVersion: MARKETING_TEXT_VERSION,
            createdAt: at,
          });
        }
        return row;
      });
      await removeFileQuietly(replacedPath);
      return userView(updated);
    },

    async removePicture(session: Session): Promise<User> {
      const at = now();
      let removedPath: string | undefined;
      const updated = await db.transaction(async (tx) => {
        const row = await updateLiveUser(tx, session.user.id, { pictureId: null }, at);
        if (!row) throw accountGone();
        if (session.user.pictureId) {
          removedPath = (await deleteMedia(tx, session.user.pictureId))?.path;
        }
        return row;
      });
      await removeFileQuietly(removedPath);
      return userView(updated);
    },

    async changePassword(
      session: Session,
      input: Input<'changePassword'>,
      device = '',
    ): Promise<string> {
      const valid = await hasher.verify(session.user.passwordHash, input.oldPassword);
      if (!valid) throw fieldError('oldPassword', M.account.oldPasswordWrong);
      const passwordHash = await hasher.hash(input.newPassword);
      const at = now();
      return db.transaction(async (tx) => {
        if (!(await setPasswordHash(tx, session.user.id, passwordHash, at))) throw accountGone();
        await revokeAllSessions(tx, session.user.id, at);
        await voidPasswordResets(tx, session.user.id, at);
        return startSession(tx, session.user.id, at, device);
      });
    },

    async deleteAccount(session: Session): Promise<void> {
      const at = now();
      await db.transaction(async (tx) => {
        if (!(await markDeleted(tx, session.user.id, at))) throw accountGone();
        await revokeAllSessions(tx, session.user.id, at);
        await voidPasswordResets(tx, session.user.id, at);
      });
      const { onAccountDeleted } = deps;
      if (onAccountDeleted) {
        deps.tasks.run('account-deleted', () => onAccountDeleted(session.user.id));
      }
    },

    async logout(session: Session): Promise<void> {
      await revokeSession(db, session.tokenHash, now());
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
