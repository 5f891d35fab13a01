import type {
  AdminPersonRef,
  ModerationActionView,
  ReportDetail,
  ReportKind,
  ReportStatus,
  ReportSummary,
} from '@wob/api';
import type { MediaStorage } from '../../platform/storage/media-storage';
import type { ActionRecord, PersonRow, ReportRecord } from './store';

// How the console sees reports, people and actions (packages/api admin-moderation.ts).

const EXCERPT_LENGTH = 140;

/** Where a snapshot picture is served (routes.ts), signed like the media's own URLs. */
export const MODERATION_MEDIA_PREFIX = '/moderation-media/';

export function snapshotImageUrl(media: MediaStorage, key: string): string {
  return media.signedUrl(key).replace(/^\/media\//, MODERATION_MEDIA_PREFIX);
}

export function personState(row: PersonRow, at: Date): AdminPersonRef['state'] {
  if (row.deletedAt || row.anonymisedAt) return 'deleted';
  if (row.bannedAt) return 'banned';
  if (row.suspendedUntil && row.suspendedUntil.getTime() > at.getTime()) return 'suspended';
  return 'active';
}

export function toPersonRef(row: PersonRow, at: Date): AdminPersonRef {
  const state = personState(row, at);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    state,
    suspendedUntil: state === 'suspended' ? (row.suspendedUntil?.toISOString() ?? null) : null,
  };
}

export function toReportSummary(row: ReportRecord): ReportSummary {
  const text = row.snapshot.text || row.snapshot.context;
  return {
    id: row.id,
    kind: row.kind as ReportKind,
    subjectId: row.subjectId,
    reason: row.reason as ReportSummary['reason'],
    details: row.details,
    status: row.status as ReportStatus,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    reporter: { id: row.reporterId, name: row.reporterName },
    person: { id: row.targetId, name: row.personName },
    excerpt: text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text,
  };
}

export function toActionView(row: ActionRecord): ModerationActionView {
  return {
    id: row.id,
    action: row.action as ModerationActionView['action'],
    reason: row.reason,
    until: row.until?.toISOString() ?? null,
    reportId: row.reportId,
    admin: { id: row.adminId, email: row.adminEmail },
    createdAt: row.createdAt.toISOString(),
  };
}

export function toReportDetail(
  row: ReportRecord,
  parts: {
    media: MediaStorage;
    at: Date;
    reporter: PersonRow;
    person: PersonRow;
    contentGone: boolean;
    earlier: ReportRecord[];
    actions: ActionRecord[];
  },
): ReportDetail {
  return {
    ...toReportSummary(row),
    snapshot: {
      text: row.snapshot.text,
      context: row.snapshot.context,
      imageUrls: row.snapshot.images.map((image) => snapshotImageUrl(parts.media, image.key)),
    },
    reporterPerson: toPersonRef(parts.reporter, parts.at),
    subjectPerson: toPersonRef(parts.person, parts.at),
    contentGone: parts.contentGone,
    earlierReports: parts.earlier.map(toReportSummary),
    actions: parts.actions.map(toActionView),
  };
}
