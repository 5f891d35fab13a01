import * as v from 'valibot';
import { defineEndpoint } from '../contract';

// The console's moderation part, all under /admin-api/ and behind an administrator's session
// (moderators included): the reports queue, a report and the actions on it, a person's page
// and the actions on a person, and the audit log. Every action carries a reason and writes
// one audit entry in the same transaction (apps/server README 'Moderation').

/** What a report is about: a Wobler (their profile), a chat message, a comment, a Bubble. */
export const REPORT_KINDS = ['wobler', 'message', 'comment', 'bubble'] as const;
export const ReportKindSchema = v.picklist(REPORT_KINDS);
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_STATUSES = ['open', 'in_review', 'actioned', 'dismissed'] as const;
export const ReportStatusSchema = v.picklist(REPORT_STATUSES);
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_REASON_KEYS = [
  'inappropriate-content',
  'inappropriate-behaviour',
  'fake-profile',
  'other',
] as const;
const ReportReasonSchema = v.picklist(REPORT_REASON_KEYS);

/** Actions on a report. 'remove' takes the reported content down (not for kind 'wobler'). */
export const REPORT_ACTIONS = ['dismiss', 'warn', 'remove', 'suspend', 'ban'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];
/** Actions on a person directly (their page); 'lift' ends a suspension or a ban. */
export const PERSON_ACTIONS = ['warn', 'suspend', 'ban', 'lift'] as const;
export type PersonAction = (typeof PERSON_ACTIONS)[number];

/** The reason every action carries: shown in the audit log, and to the person where told. */
const ActionReasonSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(1000));
/** A suspension's end: an ISO date-time in the future, at most a year ahead. */
const UntilSchema = v.pipe(v.string(), v.isoTimestamp());
const CursorSchema = v.optional(v.pipe(v.string(), v.maxLength(200)));
const IdSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100));

export const PERSON_STATES = ['active', 'suspended', 'banned', 'deleted'] as const;

/** A member as the console shows them. */
export const AdminPersonRefSchema = v.object({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  state: v.picklist(PERSON_STATES),
  /** While suspended: until when (ISO). */
  suspendedUntil: v.nullable(v.string()),
});
export type AdminPersonRef = v.InferOutput<typeof AdminPersonRefSchema>;

/**
 * The reported content as it was when the first report came (kept even if it is later
 * edited or deleted): its text, the pictures it showed (copied, so they outlive the
 * original) and where it was ('In the Bubble Hiking', 'Group chat Friday run').
 */
export const ReportSnapshotSchema = v.object({
  text: v.string(),
  imageUrls: v.array(v.string()),
  context: v.string(),
});

export const ReportSummarySchema = v.object({
  id: v.string(),
  kind: ReportKindSchema,
  /** The reported thing's id: the Wobler's, the message's, the comment's, the Bubble's. */
  subjectId: v.string(),
  reason: ReportReasonSchema,
  details: v.string(),
  status: ReportStatusSchema,
  createdAt: v.string(),
  updatedAt: v.string(),
  reporter: v.object({ id: v.string(), name: v.string() }),
  /** The person responsible for the content (the Wobler; the author; the Bubble's owner). */
  person: v.object({ id: v.string(), name: v.string() }),
  /** The snapshot's first 140 characters. */
  excerpt: v.string(),
});
export type ReportSummary = v.InferOutput<typeof ReportSummarySchema>;

export const ModerationActionViewSchema = v.object({
  id: v.string(),
  action: v.picklist([...REPORT_ACTIONS, 'lift']),
  reason: v.string(),
  until: v.nullable(v.string()),
  reportId: v.nullable(v.string()),
  admin: v.object({ id: v.string(), email: v.string() }),
  createdAt: v.string(),
});
export type ModerationActionView = v.InferOutput<typeof ModerationActionViewSchema>;

export const ReportDetailSchema = v.object({
  ...ReportSummarySchema.entries,
  snapshot: ReportSnapshotSchema,
  reporterPerson: AdminPersonRefSchema,
  subjectPerson: AdminPersonRefSchema,
  /** Whether the content has been removed (by this console or by its author). */
  contentGone: v.boolean(),
  /** Other reports on the same person, newest first (at most 50). */
  earlierReports: v.array(ReportSummarySchema),
  /** Actions taken on the same person, newest first (at most 50). */
  actions: v.array(ModerationActionViewSchema),
});
export type ReportDetail = v.InferOutput<typeof ReportDetailSchema>;

export const AdminSessionViewSchema = v.object({
  id: v.string(),
  /** The browser and system as the sign-in's user agent said, shortened. */
  device: v.string(),
  createdAt: v.string(),
  lastUsedAt: v.string(),
});

export const AdminPersonDetailSchema = v.object({
  person: v.object({
    ...AdminPersonRefSchema.entries,
    createdAt: v.string(),
    lastActiveAt: v.string(),
    city: v.string(),
    country: v.string(),
    about: v.string(),
    pictureUrl: v.nullable(v.string()),
    premium: v.boolean(),
    bannedAt: v.nullable(v.string()),
  }),
  reportsAbout: v.array(ReportSummarySchema),
  reportsMade: v.array(ReportSummarySchema),
  actions: v.array(ModerationActionViewSchema),
  sessions: v.array(AdminSessionViewSchema),
});
export type AdminPersonDetail = v.InferOutput<typeof AdminPersonDetailSchema>;

/**
 * Every action the audit log records, `<subject>.<verb>`: the server writes only these, and
 * the console names each one in Danish and English. A new console action adds its name here.
 */
export const AUDIT_ACTIONS = [
  'report.review',
  ...REPORT_ACTIONS.map((action) => `report.${action}` as const),
  ...PERSON_ACTIONS.map((action) => `person.${action}` as const),
  'person.revoke-session',
  'person.revoke-sessions',
  'bubble.takedown',
  'bubble.restore',
  'faq.create',
  'faq.update',
  'faq.publish',
  'faq.unpublish',
  'faq.delete',
  'faq.reorder',
  'ad.create',
  'ad.update',
  'ad.activate',
  'ad.deactivate',
  'ad.delete',
  'ad.reorder',
  'operator.update',
  'retention.run',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an audit entry is about: the part before the action's dot. */
export const AUDIT_SUBJECT_TYPES = [
  'person',
  'report',
  'bubble',
  'faq',
  'ad',
  'operator',
  'retention',
] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

export const AuditEntryViewSchema = v.object({
  id: v.string(),
  action: v.string(),
  subjectType: v.string(),
  subjectId: v.string(),
  reason: v.string(),
  details: v.record(v.string(), v.unknown()),
  admin: v.object({ id: v.string(), email: v.string() }),
  createdAt: v.string(),
});
export type AuditEntryView = v.InferOutput<typeof AuditEntryViewSchema>;

export const adminReports = defineEndpoint({
  id: 'adminReports',
  method: 'GET',
  path: '/admin-api/reports',
  summary:
    'The reports queue: open and in review first (oldest first), then the handled ones (newest handled first), or filtered by status, kind and reason; 50 per page.',
  tag: 'admin',
  auth: 'admin',
  request: v.object({
    status: v.optional(ReportStatusSchema),
    kind: v.optional(ReportKindSchema),
    reason: v.optional(ReportReasonSchema),
    cursor: CursorSchema,
  }),
  response: v.object({
    reports: v.array(ReportSummarySchema),
    nextCursor: v.nullable(v.string()),
    /** Open reports in all, for the navigation's badge. */
    openCount: v.number(),
  }),
});

export const adminOpenReports = defineEndpoint({
  id: 'adminOpenReports',
  method: 'GET',
  path: '/admin-api/reports/open-count',
  summary:
    'How many reports are open: the console navigation badge, read when the moderator navigates or handles a report.',
  tag: 'admin',
  auth: 'admin',
  request: v.object({}),
  response: v.object({ openCount: v.number() }),
});

export const adminReport = defineEndpoint({
  id: 'adminReport',
  method: 'GET',
  path: '/admin-api/report',
  summary: 'One report with its snapshot, both people, and the history on the reported person.',
  tag: 'admin',
  auth: 'admin',
  request: v.object({ id: IdSchema }),
  response: v.object({ report: ReportDetailSchema }),
});

export const adminReviewReport = defineEndpoint({
  id: 'adminReviewReport',
  method: 'POST',
  path: '/admin-api/report/review',
  summary: "Marks an open report 'in review' (idempotent; audit-logged).",
  tag: 'admin',
  auth: 'admin',
  request: v.object({ id: IdSchema }),
  response: v.object({ report: ReportDetailSchema }),
});

export const adminActOnReport = defineEndpoint({
  id: 'adminActOnReport',
  method: 'POST',
  path: '/admin-api/report/action',
  summary:
    "Handles a report: dismiss, warn, remove the content, suspend until a time, or ban, with a reason. The report becomes 'dismissed' or 'actioned', the reporter is told it was handled (without details), and one audit entry is written. A report handled already answers 409.",
  tag: 'admin',
  auth: 'admin',
  request: v.object({
    id: IdSchema,
    action: v.picklist(REPORT_ACTIONS),
    reason: ActionReasonSchema,
    until: v.optional(UntilSchema),
  }),
  response: v.object({ report: ReportDetailSchema }),
});

export const adminPeople = defineEndpoint({
  id: 'adminPeople',
  method: 'GET',
  path: '/admin-api/people',
  summary: 'Members whose name or e-mail matches (deleted ones too), 20 at most.',
  tag: 'admin',
  auth: 'admin',
  request: v.object({ query: v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(200)) }),
  response: v.object({ people: v.array(AdminPersonRefSchema) }),
});

export const adminPerson = defineEndpoint({
  id: 'adminPerson',
  method: 'GET',
  path: '/admin-api/person',
  summary: "A member's page: profile, reports about them and by them, actions, sessions.",
  tag: 'admin',
  auth: 'admin',
  request: v.object({ id: IdSchema }),
  response: AdminPersonDetailSchema,
});

export const adminActOnPerson = defineEndpoint({
  id: 'adminActOnPerson',
  method: 'POST',
  path: '/admin-api/person/action',
  summary:
    'Warns, suspends until a time, bans, or lifts a suspension or ban, with a reason; audit-logged.',
  tag: 'admin',
  auth: 'admin',
  request: v.object({
    id: IdSchema,
    action: v.picklist(PERSON_ACTIONS),
    reason: ActionReasonSchema,
    until: v.optional(UntilSchema),
  }),
  response: AdminPersonDetailSchema,
});

export const adminRevokeSessions = defineEndpoint({
  id: 'adminRevokeSessions',
  method: 'POST',
  path: '/admin-api/person/revoke-sessions',
  summary:
    'Signs a member out: one session (`session`) or all of them; audit-logged. Their devices are signed out at their next request.',
  tag: 'admin',
  auth: 'admin',
  request: v.object({ id: IdSchema, session: v.optional(IdSchema), reason: ActionReasonSchema }),
  response: AdminPersonDetailSchema,
});

export const adminAudit = defineEndpoint({
  id: 'adminAudit',
  method: 'GET',
  path: '/admin-api/audit',
  summary:
    "The audit log, newest first, 50 per page: searched by action, subject id, administrator's e-mail or reason. Read-only: no endpoint changes it.",
  tag: 'admin',
  auth: 'admin',
  request: v.object({
    query: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
    subjectType: v.optional(v.pipe(v.string(), v.maxLength(40))),
    subjectId: v.optional(v.pipe(v.string(), v.maxLength(100))),
    cursor: CursorSchema,
  }),
  response: v.object({
    entries: v.array(AuditEntryViewSchema),
    nextCursor: v.nullable(v.string()),
  }),
});

export const adminModerationEndpoints = {
  adminReports,
  adminOpenReports,
  adminReport,
  adminReviewReport,
  adminActOnReport,
  adminPeople,
  adminPerson,
  adminActOnPerson,
  adminRevokeSessions,
  adminAudit,
} as const;
