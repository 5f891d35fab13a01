// Which tables hold personal data, and what the export does with each. The coverage test
// (coverage.test.ts) lists every table with a column that refers to a person (a foreign key
// to users, or a `user_id` column) and fails when one is missing here: whoever adds such a
// table must decide whether it goes into the export (and into which file) or why not.

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

export type TableDecision = { file: ExportFile } | { notExported: string };

export const PERSONAL_DATA_TABLES: Record<string, TableDecision> = {
  users: { file: 'profile.json' },
  sessions: { file: 'settings-and-consents.json' },
  consents: { file: 'settings-and-consents.json' },
  password_resets: {
    notExported:
      'one-hour reset links: only a hash of a secret and its times, deleted once used or expired',
  },
  media: { file: 'media.json' },
  bubbles: { file: 'bubbles-and-memberships.json' },
  memberships: { file: 'bubbles-and-memberships.json' },
  comments: { file: 'comments.json' },
  polls: { file: 'polls-and-votes.json' },
  poll_votes: { file: 'polls-and-votes.json' },
  reactions: { file: 'likes.json' },
  connections: { file: 'connections.json' },
  saved_woblers: { file: 'saved-woblers.json' },
  blocks: { file: 'blocks.json' },
  // Reports the person made (kind, subject, reason, details, status). Reports about them are
  // not exported: they would name the reporter, whose rights article 15(4) protects.
  reports: { file: 'reports-made.json' },
  moderation_actions: { file: 'moderation.json' },
  banned_emails: {
    notExported:
      'a keyed hash of a banned e-mail address, kept so it cannot sign up again; it holds no readable data, and the ban itself is in moderation.json',
  },
  subscriptions: { file: 'subscription-and-payments.json' },
  charges: { file: 'subscription-and-payments.json' },
  trial_claims: { file: 'subscription-and-payments.json' },
  chat_conversations: { file: 'chat-conversations.json' },
  chat_members: { file: 'chat-conversations.json' },
  chat_requests: { file: 'chat-conversations.json' },
  chat_groups: { file: 'chat-conversations.json' },
  chat_group_bans: { file: 'chat-conversations.json' },
  chat_group_join_attempts: { file: 'chat-conversations.json' },
  chat_messages: { file: 'chat-messages.json' },
  chat_message_reactions: { file: 'chat-messages.json' },
  chat_poll_votes: { file: 'chat-messages.json' },
  chat_calls: { file: 'chat-calls.json' },
  chat_call_participants: { file: 'chat-calls.json' },
  notifications: { file: 'notifications.json' },
  notification_mail: {
    notExported:
      'when the next e-mail digest is due: scheduling of the service, no content of its own',
  },
  support_tickets: { file: 'support-requests.json' },
  request_logs: {
    notExported:
      'security log (method, route, status, a keyed hash of the address), deleted after 1 year; it serves the security of the service and names no content',
  },
  data_exports: {
    notExported: 'the exports themselves: their state is shown in the settings',
  },
};
