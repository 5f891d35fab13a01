import { asc, count, eq } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { contentSeeds, faqs, supportTickets } from '../../db/schema';
import type { FaqContent } from './faq-content';

export type FaqRow = typeof faqs.$inferSelect;
export type SupportTicketRow = typeof supportTickets.$inferSelect;

/**
 * Writes the starting FAQs once in the installation's life: when no marker says they were
 * written (content_seeds 'faqs') and the table is empty. An operator who deletes some or all
 * of them does not see them come back at the next start (an empty list stays empty).
 */
export async function insertFaqsIfEmpty(
  db: Db,
  content: readonly FaqContent[],
  at: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .insert(contentSeeds)
      .values({ key: 'faqs', seededAt: at })
      .onConflictDoNothing()
      .returning({ key: contentSeeds.key });
    if (marked.length === 0) return 0;
    const [existing] = await tx.select({ n: count() }).from(faqs);
    if ((existing?.n ?? 0) > 0) return 0;
    const rows = content.map((item, index) => ({
      id: item.id,
      position: (index + 1) * 10,
      questionDa: item.da.question,
      answerDa: item.da.answer,
      questionEn: item.en.question,
      answerEn: item.en.answer,
      createdAt: at,
    }));
    if (rows.length === 0) return 0;
    await tx.insert(faqs).values(rows).onConflictDoNothing();
    return rows.length;
  });
}

/** One page of the published FAQs in their set order, and how many are published. */
export async function selectFaqPage(
  db: Queryable,
  offset: number,
  limit: number,
): Promise<{ rows: FaqRow[]; total: number }> {
  const published = eq(faqs.published, true);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(faqs)
      .where(published)
      .orderBy(asc(faqs.position), asc(faqs.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(faqs).where(published),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function insertSupportTicket(
  db: Queryable,
  row: SupportTicketRow,
): Promise<SupportTicketRow> {
  const [inserted] = await db.insert(supportTickets).values(row).returning();
  if (!inserted) throw new Error('support ticket was not stored');
  return inserted;
}
