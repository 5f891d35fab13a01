import type { AdminFaq } from '@wob/api';
import type { FaqFormInput } from '@wob/validation';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { faqs } from '../../db/schema';
import { SERVER_MESSAGES as M } from '../../messages';
import { newId } from '../../platform/crypto';
import { HttpError } from '../../platform/http/http-error';
import { recordAudit } from '../admin/audit';
import type { AdminSession } from '../admin/service';
import { changedFields, positionAt, requireSameSet } from './order';

// The FAQs as the console edits them (members read the published ones through
// modules/support). Each change and its audit entry are one transaction.

type FaqRow = typeof faqs.$inferSelect;
type FaqText = Required<FaqFormInput>;

export function toAdminFaq(row: FaqRow): AdminFaq {
  return {
    id: row.id,
    position: row.position,
    questionDa: row.questionDa,
    answerDa: row.answerDa,
    questionEn: row.questionEn,
    answerEn: row.answerEn,
    published: row.published,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}

export async function listAllFaqs(db: Queryable): Promise<AdminFaq[]> {
  const rows = await db.select().from(faqs).orderBy(asc(faqs.position), asc(faqs.id));
  return rows.map(toAdminFaq);
}

const faqNotFound = () => new HttpError(404, M.content.faqNotFound);

async function lockFaq(tx: Queryable, id: string): Promise<FaqRow> {
  const [row] = await tx.select().from(faqs).where(eq(faqs.id, id)).for('update');
  if (!row) throw faqNotFound();
  return row;
}

export function createFaqEditor(db: Db) {
  return {
    list: () => listAllFaqs(db),

    async create(admin: AdminSession, input: FaqText, at: Date): Promise<AdminFaq[]> {
      return db.transaction(async (tx) => {
        // The table lock keeps two new FAQs from taking the same last place.
        await tx.execute(sql`lock table ${faqs} in share row exclusive mode`);
        const [last] = await tx
          .select({ max: sql<number | null>`max(${faqs.position})` })
          .from(faqs);
        const id = newId();
        await tx.insert(faqs).values({
          id,
          position: Number(last?.max ?? 0) + 10,
          ...input,
          createdAt: at,
          updatedAt: at,
        });
        await recordAudit(
          tx,
          admin,
          {
            action: 'faq.create',
            subjectType: 'faq',
            subjectId: id,
            details: { questionDa: input.questionDa, published: input.published },
          },
          at,
        );
        return listAllFaqs(tx);
      });
    },

    async update(admin: AdminSession, id: string, input: FaqText, at: Date): Promise<AdminFaq[]> {
      return db.transaction(async (tx) => {
        const before = await lockFaq(tx, id);
        const changed = changedFields(before, input);
        if (changed.length > 0) {
          await tx
            .update(faqs)
            .set({ ...input, updatedAt: at })
            .where(eq(faqs.id, id));
          await recordAudit(
            tx,
            admin,
            { action: 'faq.update', subjectType: 'faq', subjectId: id, details: { changed } },
            at,
          );
        }
        return listAllFaqs(tx);
      });
    },

    async publish(
      admin: AdminSession,
      id: string,
      published: boolean,
      at: Date,
    ): Promise<AdminFaq[]> {
      return db.transaction(async (tx) => {
        const before = await lockFaq(tx, id);
        if (before.published !== published) {
          await tx.update(faqs).set({ published, updatedAt: at }).where(eq(faqs.id, id));
          await recordAudit(
            tx,
            admin,
            {
              action: published ? 'faq.publish' : 'faq.unpublish',
              subjectType: 'faq',
              subjectId: id,
              details: { published },
            },
            at,
          );
        }
        return listAllFaqs(tx);
      });
    },

    async remove(admin: AdminSession, id: string, at: Date): Promise<AdminFaq[]> {
      return db.transaction(async (tx) => {
        const before = await lockFaq(tx, id);
        await tx.delete(faqs).where(eq(faqs.id, id));
        await recordAudit(
          tx,
          admin,
          {
            action: 'faq.delete',
            subjectType: 'faq',
            subjectId: id,
            details: { questionDa: before.questionDa, questionEn: before.questionEn },
          },
          at,
        );
        return listAllFaqs(tx);
      });
    },

    async reorder(admin: AdminSession, ids: readonly string[], at: Date): Promise<AdminFaq[]> {
      return db.transaction(async (tx) => {
        const current = await tx
          .select({ id: faqs.id })
          .from(faqs)
          .orderBy(asc(faqs.position), asc(faqs.id))
          .for('update');
        requireSameSet(
          current.map((row) => row.id),
          ids,
        );
        for (const [index, id] of ids.entries()) {
          await tx
            .update(faqs)
            .set({ position: positionAt(index) })
            .where(eq(faqs.id, id));
        }
        await recordAudit(
          tx,
          admin,
          { action: 'faq.reorder', subjectType: 'faq', subjectId: '*', details: { order: ids } },
          at,
        );
        return listAllFaqs(tx);
      });
    },
  };
}
