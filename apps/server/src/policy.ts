import { DAY_MS, HOUR_MS, MINUTE_MS } from './platform/clock';

// Business constants of spec section 9 and the security defaults of ARCHITECTURE.md, in one
// place so the services, the jobs and the tests agree.

export const RETENTION = {
  /** Deleted accounts are purged this many months after deletion. */
  deletedAccountMonths: 3,
  /** Accounts without activity for this many years are anonymised. */
  inactiveAccountYears: 2,
  /** Traffic data (request logs). */
  requestLogYears: 1,
  /** Consent records. */
  consentYears: 5,
  /**
   * Payments of erased or anonymised accounts (accounting records): kept this many years from
   * the end of the financial year (the calendar year) they belong to, as the Danish
   * Bookkeeping Act requires and the privacy policy says.
   */
  paymentRecordYears: 5,
} as const;

/** A "Download my data" ZIP can be downloaded for this long once it is ready. */
export const DATA_EXPORT_TTL_MS = 7 * DAY_MS;

/** Exports a person may start per rate-limit window (each builds a whole ZIP). */
export const DATA_EXPORT_STARTS_PER_WINDOW = 5;

/** How long one signed download link of a ready export works (the settings fetch a new one). */
export const DATA_EXPORT_LINK_TTL_MS = HOUR_MS;

/** An export still preparing after this long was lost (a restart): it counts as failed. */
export const DATA_EXPORT_STALE_MS = HOUR_MS;

/** A reset link works once, for this long. */
export const RESET_TOKEN_TTL_MS = HOUR_MS;

/** A session unused for this long is no longer accepted (and is cleaned up). */
export const SESSION_IDLE_MS = 90 * DAY_MS;

/** last_used/last_active are written at most this often per session, not on every call. */
export const ACTIVITY_WRITE_INTERVAL_MS = 5 * MINUTE_MS;

/** Version of the terms text a sign-up accepts; recorded with the consent. */
export const TERMS_TEXT_VERSION = '2026-11-22';

/** Version of the marketing e-mail consent text. */
export const MARKETING_TEXT_VERSION = '2026-11-22';

/**
 * How many different emoji one person may put on one chat message (reactions-*.ts): enough
 * for any real use, small enough that a message's reactions stay one line of a screen. The
 * refusal's text names it (a test checks they agree).
 */
export const CHAT_REACTIONS_PER_PERSON_MAX = 20;
