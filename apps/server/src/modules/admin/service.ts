import type { AdminView } from '@wob/api';
import type { AdminCreateSchema, AdminRole } from '@wob/validation';
import type { InferOutput } from 'valibot';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/client';
import { SERVER_MESSAGES as M } from '../../messages';
import { type Clock, HOUR_MS, MINUTE_MS } from '../../platform/clock';
import { createSecretBox, hmacBase64Url, newId, newToken, sha256Hex } from '../../platform/crypto';
import { HttpError } from '../../platform/http/http-error';
import type { PasswordHasher } from '../../platform/passwords';
import {
  type AdminRow,
  acceptTotpStep,
  confirmTotp,
  consumeSignIn,
  countWrongCode,
  findAdminByEmail,
  findAdminById,
  findPendingSignIn,
  insertAdmin,
  insertAdminSession,
  insertRecoveryCodes,
  listAdmins,
  revokeAdminSession,
  touchAdminSession,
  useRecoveryCode,
} from './store';
import {
  isTotpCode,
  matchTotp,
  newRecoveryCode,
  newTotpSecret,
  normaliseRecoveryCode,
  RECOVERY_CODE_COUNT,
  totpUri,
} from './totp';

/** A signed-in session ends after this long without a call (each call slides it). */
export const ADMIN_IDLE_MS = 30 * MINUTE_MS;
/** …and, however busy, this long after the sign-in. */
export const ADMIN_SESSION_MAX_MS = 12 * HOUR_MS;
/** The code must follow the password within this time. */
export const ADMIN_SIGN_IN_MS = 10 * MINUTE_MS;
/** Wrong codes one sign-in may try before it ends (the per-IP rate limit comes on top). */
export const ADMIN_CODE_ATTEMPTS = 5;

/** The administrator behind a valid admin session token. */
export interface AdminSession {
  tokenHash: string;
  admin: AdminRow;
}

export type AdminCreateInput = InferOutput<typeof AdminCreateSchema>;

export interface AdminChallenge {
  challenge: string;
  step: 'setup' | 'code';
  setup?: { secret: string; otpauthUri: string; recoveryCodes: string[] };
}

export function adminView(admin: AdminRow): AdminView {
  return {
    id: admin.id,
    email: admin.email,
    role: admin.role,
    twoFactor: admin.totpSecret !== null,
    createdAt: admin.createdAt.toISOString(),
  };
}

const ROLE_RANK: Record<AdminRole, number> = { moderator: 1, administrator: 2 };

/** Whether `role` may do what `needed` may: an administrator may do everything. */
export function roleAllows(role: AdminRole, needed: AdminRole): boolean {
  return ROLE_RANK[role] >= ROLE_RANK[needed];
}

export type AdminService = ReturnType<typeof createAdminService>;

/**
 * Administrators: created by the server's command line, signed in with password and TOTP,
 * held in sessions of their own that no member endpoint reads (apps/server README
 * 'Administrators').
 */
export function createAdminService(deps: {
  db: Db;
  now: Clock;
  hasher: PasswordHasher;
  /** The server's secret: seals TOTP keys and keys the recovery-code hashes. */
  secret: string;
}) {
  const { db, now, hasher, secret } = deps;
  const box = createSecretBox(secret, 'admin-totp');
  const recoveryHash = (code: string) =>
    hmacBase64Url(secret, `admin-recovery:${normaliseRecoveryCode(code)}`);

  async function newSession(adminId: string, at: Date): Promise<string> {
    const token = newToken();
    await insertAdminSession(db, {
      tokenHash: sha256Hex(token),
      adminId,
      stage: 'signed_in',
      createdAt: at,
      lastUsedAt: at,
    });
    return token;
  }

  /** Checks a code against an administrator who has set up the authenticator. */
  async function codeIsRight(admin: AdminRow, code: string, at: Date): Promise<boolean> {
    if (!isTotpCode(code)) return useRecoveryCode(db, admin.id, recoveryHash(code), at);
    const key = admin.totpSecret ? box.open(admin.totpSecret) : null;
    const step = key ? matchTotp(key, code, at) : null;
    return step !== null && acceptTotpStep(db, admin.id, step);
  }

  return {
    async create(input: AdminCreateInput): Promise<AdminView> {
      const row = {
        id: newId(),
        email: input.email,
        passwordHash: await hasher.hash(input.password),
        role: input.role,
        createdAt: now(),
      };
      try {
        await insertAdmin(db, row);
      } catch (error) {
        if (isUniqueViolation(error, 'admins_email_key')) {
          throw new HttpError(422, M.admin.emailTaken, {
            fieldErrors: { email: M.admin.emailTaken },
          });
        }
        throw error;
      }
      return adminView({ ...row, totpSecret: null, totpLastStep: 0 });
    },

    /**
     * The first step: e-mail and password. The first sign-in also offers a new
     * authenticator key and recovery codes; they are kept only once a code confirms them.
     */
    async beginSignIn(email: string, password: string): Promise<AdminChallenge> {
      const admin = await findAdminByEmail(db, email);
      const right = admin
        ? await hasher.verify(admin.passwordHash, password)
        : await hasher.verifyNothing(password);
      if (!admin || !right) throw new HttpError(401, M.admin.invalidCredentials);
      const at = now();
      const challenge = newToken();
      const setting = admin.totpSecret === null;
      const secretText = setting ? newTotpSecret() : null;
      const recoveryCodes = setting
        ? Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
        : [];
      await insertAdminSession(db, {
        tokenHash: sha256Hex(challenge),
        adminId: admin.id,
        stage: 'second_factor',
        setupSecret: secretText ? box.seal(secretText) : null,
        setupRecoveryHashes: setting ? recoveryCodes.map(recoveryHash) : null,
        createdAt: at,
        lastUsedAt: at,
      });
      if (!secretText) return { challenge, step: 'code' };
      return {
        challenge,
        step: 'setup',
        setup: {
          secret: secretText,
          otpauthUri: totpUri(secretText, admin.email),
          recoveryCodes,
        },
      };
    },

    /** The second step: a code confirms the set-up or the sign-in; answers a session token. */
    async verify(challenge: string, code: string): Promise<{ token: string; admin: AdminView }> {
      const at = now();
      const tokenHash = sha256Hex(challenge);
      const pending = await findPendingSignIn(
        db,
        tokenHash,
        new Date(at.getTime() - ADMIN_SIGN_IN_MS),
      );
      if (!pending) throw new HttpError(401, M.admin.signInExpired);
      const { session, admin } = pending;
      const wrong = async () => {
        await countWrongCode(db, tokenHash, ADMIN_CODE_ATTEMPTS, at);
        return new HttpError(401, M.admin.codeWrong);
      };

      if (session.setupSecret) {
        // Setting up: only a code of the new key confirms it (recovery codes are not kept yet).
        const key = box.open(session.setupSecret);
        const step = key && isTotpCode(code) ? matchTotp(key, code, at) : null;
        if (step === null) throw await wrong();
        const sealed = session.setupSecret;
        const setUp = await db.transaction(async (tx) => {
          if (!(await consumeSignIn(tx, tokenHash, at))) return false;
          // Another sign-in set the authenticator up meanwhile: this one's key is void.
          if (!(await confirmTotp(tx, admin.id, sealed, step))) return false;
          await insertRecoveryCodes(tx, admin.id, session.setupRecoveryHashes ?? []);
          return true;
        });
        if (!setUp) throw new HttpError(401, M.admin.signInExpired);
        return {
          token: await newSession(admin.id, at),
          admin: adminView({ ...admin, totpSecret: sealed }),
        };
      }

      if (!(await codeIsRight(admin, code, at))) throw await wrong();
      if (!(await consumeSignIn(db, tokenHash, at))) {
        throw new HttpError(401, M.admin.signInExpired);
      }
      return { token: await newSession(admin.id, at), admin: adminView(admin) };
    },

    /** The live admin session of a token, its idle expiry slid; null otherwise. */
    async authenticate(token: string): Promise<AdminSession | null> {
      const at = now();
      const tokenHash = sha256Hex(token);
      const adminId = await touchAdminSession(
        db,
        tokenHash,
        {
          idleSince: new Date(at.getTime() - ADMIN_IDLE_MS),
          startedSince: new Date(at.getTime() - ADMIN_SESSION_MAX_MS),
        },
        at,
      );
      const admin = adminId ? await findAdminById(db, adminId) : undefined;
      return admin ? { tokenHash, admin } : null;
    },

    async signOut(session: AdminSession): Promise<void> {
      await revokeAdminSession(db, session.tokenHash, now());
    },

    async list(): Promise<AdminView[]> {
      return (await listAdmins(db)).map(adminView);
    },
  };
}
