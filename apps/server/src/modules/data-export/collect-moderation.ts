import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { moderationActions } from '../../db/schema';

// moderation.json: what Woble's moderators decided about the person (warnings, removals of
// their content, suspensions, bans and their lifting), with the reason and when. Personal data
// about them (GDPR article 15). The moderator is named by role only ('Woble moderation'): who
// it was is the operator's internal matter, kept in the audit log. A ban's blocked e-mail is
// kept as a keyed hash only (banned_emails) and is not in the export.

export async function collectModeration(db: Db, userId: string) {
  const rows = await db
    .select({
      id: moderationActions.id,
      action: moderationActions.action,
      reason: moderationActions.reason,
      until: moderationActions.until,
      reportId: moderationActions.reportId,
      createdAt: moderationActions.createdAt,
    })
    .from(moderationActions)
    .where(eq(moderationActions.userId, userId))
    .orderBy(asc(moderationActions.createdAt));
  return rows.map((row) => ({
    ...row,
    until: row.until?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}
