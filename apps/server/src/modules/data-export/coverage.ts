// Which tables hold personal data, what the export does with each, and what erasure does with
// each. The coverage test (coverage.test.ts) lists every table with a column that refers to a
// person (a foreign key to users, or a `user_id` column) and fails when one is missing here:
// whoever adds such a table must decide whether it goes into the export (and into which file)
// or why not, and how the purge of a deleted account (platform/jobs/retention-store.ts) leaves
// nothing of the person in it. The erasure test (erasure.test.ts) checks each decision.

/** The JSON files of an export, in the order the README explains them. */
export const EXPORT_FILES = [
  'profile.json',
  'settings-and-consents.json',
  'bubbles-and-memberships.json',
  'comments.json',
  'replies.json',
  'polls-and-votes.json',
  'likes.json',
  'connections.json',
  'saved-woblers.json',
  'blocks.json',
  'reports-made.json',
  'subscription-and-payments.json',
  'chat-conversations.json',
  'chat-messages.json',
  'chat-calls.json',
  'notifications.json',
  'support-requests.json',
  'moderation.json',
  'media.json',
] as const;

export type ExportFile = (typeof EXPORT_FILES)[number];

type WithoutJson<T extends string> = T extends `${infer Name}.json` ? Name : never;

/** The README's key of a file: its name without `.json`. */
export const readmeKeyOf = (file: ExportFile) =>
  file.replace(/\.json$/, '') as WithoutJson<ExportFile>;

/**
 * How the purge of a deleted account (3 months after deletion) empties a table of the person:
 * - CASCADE: every foreign key of the table to users is ON DELETE CASCADE (the test checks),
 *   so the rows go with the users row;
 * - `{ purgedBy }`: the purge (or a module's `beforePurge`) deletes or rewrites the rows, said
 *   where;
 * - `{ kept }`: rows stay on purpose, with the reason (the spec keeps them); the person's id
 *   or e-mail may remain in this table only.
 */
export type ErasureDecision = 'cascade' | { purgedBy: string } | { kept: string };
export const CASCADE = 'cascade' satisfies ErasureDecision;

export type TableDecision = ({ file: ExportFile } | { notExported: string }) & {
  erasure: ErasureDecision;
};

/**
 * Tables (or `table.column`s) in which the person's bare id may still appear after the purge,
 * and why: an id that points at nothing once the account is gone. Everywhere else the erasure
 * test finds no copy of the id, and nowhere a copy of the e-mail or name.
 */
export const ID_COPIES_KEPT: Record<string, string> = {
  audit_log:
    'the append-only audit log names a person by id only (never by name or e-mail), by design',
  'chat_messages.data':
    "others' group messages keep the uid of a mention or an action's party with the name erased (groups-erasure.ts), so the message still reads",
};

export const PERSONAL_DATA_TABLES: Record<string, TableDecision> = {
  users: { file: 'profile.json', erasure: { purgedBy: 'purgeDeletedAccounts deletes the row' } },
  sessions: { file: 'settings-and-consents.json', erasure: CASCADE },
  consents: {
    file: 'settings-and-consents.json',
    erasure: {
      kept: 'consent records are kept 5 years (spec section 9) as proof, with the e-mail address but without the account (user_id is set null); deleteOldConsents removes them then',
    },
  },
  password_resets: {
    notExported:
      'one-hour reset links: only a hash of a secret and its times, deleted once used or expired',
    erasure: CASCADE,
  },
  // The purge removes the files of the rows before they cascade away.
  media: { file: 'media.json', erasure: CASCADE },
  // A Bubble's chat goes with it (modules/chat groups-erasure.ts handOverGroups).
  bubbles: { file: 'bubbles-and-memberships.json', erasure: CASCADE },
  memberships: { file: 'bubbles-and-memberships.json', erasure: CASCADE },
  comments: { file: 'comments.json', erasure: CASCADE },
  polls: { file: 'polls-and-votes.json', erasure: CASCADE },
  poll_votes: { file: 'polls-and-votes.json', erasure: CASCADE },
  reactions: { file: 'likes.json', erasure: CASCADE },
  connections: { file: 'connections.json', erasure: CASCADE },
  saved_woblers: { file: 'saved-woblers.json', erasure: CASCADE },
  blocks: { file: 'blocks.json', erasure: CASCADE },
  // Reports the person made (kind, subject, reason, details, status). Reports about them are
  // not exported: they would name the reporter, whose rights article 15(4) protects. Both go
  // with the account (reporter_id and target_id cascade), and the purge removes the pictures
  // their snapshots copied first (retention-store.ts). The 3 months after a deletion are the
  // time to handle them (the privacy policy: "to handle reports"). Anonymisation deletes them
  // the same way: a snapshot holds the person's name, words and pictures, which would undo it.
  reports: { file: 'reports-made.json', erasure: CASCADE },
  moderation_actions: { file: 'moderation.json', erasure: CASCADE },
  banned_emails: {
    notExported:
      'a keyed hash of a banned e-mail address, kept so it cannot sign up again; it holds no readable data, and the ban itself is in moderation.json',
    erasure: {
      kept: 'the keyed hash stays so the address cannot sign up again after the ban; user_id is set null, so nothing in it points at the person',
    },
  },
  subscriptions: { file: 'subscription-and-payments.json', erasure: CASCADE },
  charges: {
    file: 'subscription-and-payments.json',
    erasure: {
      kept: 'accounting records: the privacy policy keeps payments 5 years (Danish Bookkeeping Act); user_id and subscription_id are set null, so amount, period, provider and invoice reference stay without the person; deleteOldPaymentRecords removes them after the fifth financial year',
    },
  },
  trial_claims: { file: 'subscription-and-payments.json', erasure: CASCADE },
  chat_conversations: { file: 'chat-conversations.json', erasure: CASCADE },
  chat_members: { file: 'chat-conversations.json', erasure: CASCADE },
  chat_requests: { file: 'chat-conversations.json', erasure: CASCADE },
  chat_groups: {
    file: 'chat-conversations.json',
    erasure: {
      purgedBy:
        'modules/chat beforePurge (groups-erasure.ts handOverGroups) hands a group they own to another member, or deletes it when nobody is left',
    },
  },
  chat_group_bans: {
    file: 'chat-conversations.json',
    erasure: { purgedBy: 'their bans cascade; banned_by of bans they made is set null' },
  },
  chat_group_join_attempts: { file: 'chat-conversations.json', erasure: CASCADE },
  chat_messages: {
    file: 'chat-messages.json',
    erasure: {
      purgedBy:
        "their messages cascade (sender_id); the names others' group messages keep of them are erased by modules/chat beforePurge (groups-erasure.ts eraseNamesInMessages)",
    },
  },
  chat_message_reactions: { file: 'chat-messages.json', erasure: CASCADE },
  chat_poll_votes: { file: 'chat-messages.json', erasure: CASCADE },
  chat_calls: { file: 'chat-calls.json', erasure: CASCADE },
  chat_call_participants: { file: 'chat-calls.json', erasure: CASCADE },
  notifications: { file: 'notifications.json', erasure: CASCADE },
  notification_mail: {
    notExported:
      'when the next e-mail digest is due: scheduling of the service, no content of its own',
    erasure: CASCADE,
  },
  support_tickets: { file: 'support-requests.json', erasure: CASCADE },
  request_logs: {
    notExported:
      'security log (method, route, status, a keyed hash of the address), deleted after 1 year; it serves the security of the service and names no content',
    erasure: {
      kept: 'traffic data is kept 1 year (spec section 9) for the security of the service; deleteOldRequestLogs removes it then',
    },
  },
  // The purge removes the ZIP files before the rows cascade away.
  data_exports: {
    notExported: 'the exports themselves: their state is shown in the settings',
    erasure: CASCADE,
  },
};
