import { asc, count } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { faqs, supportTickets } from '../../db/schema';
import type { FaqContent } from './faq-content';

export type FaqRow = typeof faqs.$inferSelect;
export type SupportTicketRow = typeof supportTickets.$inferSelect;

/** Writes the starting FAQs into an empty table; a table with rows is left as it is. */
export async function insertFaqsIfEmpty(
  db: Db,
  content: readonly FaqContent[],
  at: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
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

/** One page of FAQs in their set order, and how many there are. */
export async function selectFaqPage(
  db: Queryable,
  offset: number,
  limit: number,
): Promise<{ rows: FaqRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db.select().from(faqs).orderBy(asc(faqs.position), asc(faqs.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(faqs),
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
