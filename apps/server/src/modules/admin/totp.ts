import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

// Time-based one-time codes (RFC 6238: HMAC-SHA1, 6 digits, 30-second steps, what every
// authenticator app reads from an otpauth:// URI) and the recovery codes.

const PERIOD_SECONDS = 30;
/** A code of the step before or after the current one is accepted too (clock drift). */
const WINDOW = 1;
const ISSUER = 'Woble';

export const RECOVERY_CODE_COUNT = 10;
// Letters and digits without look-alikes (0/o, 1/l/i): ~50 bits per code.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The URI an authenticator app reads from the QR code. */
export function totpUri(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

/** The step (30-second counter) whose code `code` is, within the window; null if none. */
export function matchTotp(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** The code of `now` (tests compute the codes an authenticator app would show). */
export function totpCode(secret: string, now: Date): string {
  return totpOf(secret).generate({ timestamp: now.getTime() });
}

export function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i += 1) {
    if (i === 5) code += '-';
    code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  }
  return code;
}

/** A recovery code as stored and compared: without the dash, in lower case. */
export function normaliseRecoveryCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toLowerCase();
}

export function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}
