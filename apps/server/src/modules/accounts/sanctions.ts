import type { UserRow } from '../../context';
import { SERVER_MESSAGES as M } from '../../messages';
import { HttpError } from '../../platform/http/http-error';
import { type Locale, translate } from '../../platform/i18n';

// What a moderator's suspension or ban means for signing in and signing up (the moderation
// module sets them; apps/server README 'Moderation'). Kept here, below the moderation module,
// because sign-in, register and check-email are the accounts module's.

/** The time zone a suspension's end is told in: the product's (Denmark). */
const TIME_ZONE = 'Europe/Copenhagen';

/** A date and time as a person reads it in their language ('3. december 2026 kl. 14.00'). */
export function formatMoment(at: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'da-DK', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(at);
}

/**
 * The key a banned e-mail is kept under: a keyed hash (the server's secret) of the address
 * trimmed and in lower case, so the address itself is never kept after the account is erased.
 */
export function bannedEmailKey(sign: (value: string) => string, email: string): string {
  return sign(`banned-email:${email.trim().toLowerCase()}`);
}

/**
 * Refuses a banned or suspended person's sign-in with 403 and a translated message (a
 * suspension says until when, in the caller's language). Called once the password is right, so
 * it tells nothing to someone who does not know it.
 */
export function assertMaySignIn(user: UserRow, at: Date, locale: Locale): void {
  if (user.bannedAt) {
    throw new HttpError(403, M.account.banned);
  }
  if (user.suspendedUntil && user.suspendedUntil.getTime() > at.getTime()) {
    const until = formatMoment(user.suspendedUntil, locale);
    throw new HttpError(403, M.account.suspended, {
      literal: translate(locale, M.account.suspended, { until }),
    });
  }
}

/** Register and check-email for a banned address: 422 on the e-mail field. */
export function emailBanned(): HttpError {
  return new HttpError(422, M.account.emailBanned, {
    fieldErrors: { email: M.account.emailBanned },
  });
}
