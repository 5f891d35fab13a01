// Copy of the console's retention pages (apps/web/src/pages/admin); part of the 'admin' namespace.
export const adminRetention = {
  title: 'Retention jobs',
  intro:
    'These jobs carry out the retention rules of the terms. They run by themselves every {{interval}}; each run is listed with what it removed.',
  introManual:
    'These jobs carry out the retention rules of the terms. They are not scheduled on this server: run them here.',
  runNow: 'Run all jobs now',
  runDone: 'The jobs have run.',
  runFailed: 'The jobs could not be run. Try again.',
  loadFailed: 'The jobs could not be loaded.',
  rulesHeading: 'Retention rules',
  otherHeading: 'Other scheduled jobs',
  neverRun: 'Not run yet.',
  lastRun: 'Last run',
  lastRunAt: 'Last run {{when}}, took {{duration}}',
  historyLabel: 'Last runs of {{job}}',
  columns: {
    started: 'Started',
    duration: 'Duration',
    outcome: 'Outcome',
    removed: 'Removed',
    error: 'Error',
  },
  outcomes: {
    ok: 'OK',
    failed: 'Failed',
  },
  nothingRemoved: 'Nothing',
  durationMs: '{{count}} ms',
  durationS: '{{count}} s',
  everyMinutes_one: 'minute',
  everyMinutes_other: '{{count}} minutes',
  everyHours_one: 'hour',
  everyHours_other: '{{count}} hours',
  removed: {
    accounts_one: '{{count}} account',
    accounts_other: '{{count}} accounts',
    files_one: '{{count}} file',
    files_other: '{{count}} files',
    requestLogs_one: '{{count}} log entry',
    requestLogs_other: '{{count}} log entries',
    consents_one: '{{count}} consent record',
    consents_other: '{{count}} consent records',
    exports_one: '{{count}} data export',
    exports_other: '{{count}} data exports',
    tokens_one: '{{count}} session or reset link',
    tokens_other: '{{count}} sessions and reset links',
    charges_one: '{{count}} payment record',
    charges_other: '{{count}} payment records',
    rows_one: '{{count}} row',
    rows_other: '{{count}} rows',
    other: '{{kind}}: {{count}}',
  },
  jobs: {
    purgeDeletedAccounts: {
      title: 'Erase deleted accounts',
      rule: 'Accounts are erased 3 months after they were deleted: the profile, everything the person made, their files, their e-mails in the local outbox and their chat user. Payments stay as accounting records, without the person.',
    },
    anonymiseInactiveAccounts: {
      title: 'Anonymise inactive accounts',
      rule: 'Accounts without activity for 2 years are anonymised: name, contact details, picture, password, support requests, reports by or about the person and their e-mails in the local outbox are removed, and their chat user loses name and picture.',
    },
    deleteOldRequestLogs: {
      title: 'Delete traffic data',
      rule: 'Traffic data (the request log) is deleted after 1 year.',
    },
    deleteOldConsents: {
      title: 'Delete old consent records',
      rule: 'Consent records are kept for 5 years, then deleted once their account no longer exists.',
    },
    deleteExpiredDataExports: {
      title: 'Delete data exports',
      rule: 'The files of “Download my data” are deleted after 7 days.',
    },
    deleteDeadTokens: {
      title: 'Delete ended sessions',
      rule: 'Sessions that are signed out or have expired, and used or expired password reset links, are deleted.',
    },
    deleteOldPaymentRecords: {
      title: 'Delete old payment records',
      rule: 'Payments of erased and anonymised accounts are kept as accounting records for 5 years after the end of their financial year, then deleted.',
    },
    renewSubscriptions: {
      title: 'Renew Premium',
      rule: 'Premium subscriptions that are due are renewed, and ended ones are closed.',
    },
    deleteOldLinkPreviews: {
      title: 'Delete link previews',
      rule: 'Link previews in the chat are deleted after 30 days, with their images.',
    },
    analyzeDatabase: {
      title: 'Database statistics',
      rule: 'The database’s statistics are updated, so searches stay fast.',
    },
    other: {
      title: 'Scheduled job',
      rule: 'A scheduled job of the service.',
    },
  },
  admins: {
    title: 'Administrators',
    intro: 'Everyone who can sign in to the console, oldest first.',
    createNote:
      'New administrators and moderators are created on the server with the command pnpm admin:create. They set up their authenticator app the first time they sign in.',
    loadFailed: 'The administrators could not be loaded.',
    tableLabel: 'Administrators and moderators',
    columns: {
      email: 'E-mail',
      role: 'Role',
      twoFactor: 'Authenticator app',
      created: 'Created',
    },
    twoFactorSet: 'Set up',
    twoFactorMissing: 'Not set up yet',
    you: 'you',
  },
};
