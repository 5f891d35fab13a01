import type { AdminAd } from '@wob/api';
import type { AdFormInput } from '@wob/validation';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { ads } from '../../db/schema';
import { SERVER_MESSAGES as M } from '../../messages';
import { newId } from '../../platform/crypto';
import { HttpError } from '../../platform/http/http-error';
import { recordAudit } from '../admin/audit';
import type { AdminSession } from '../admin/service';
import { changedFields, positionAt, requireSameSet } from './order';

// The deck's house ads as the console edits them, per language (the deck reads the live ones
// through modules/deck/ads.ts; its positions 4, 12 and 23 are the client's). Each change and
// its audit entry are one transaction.

type AdRow = typeof ads.$inferSelect;
type Language = 'da' | 'en';
type AdText = Omit<Required<AdFormInput>, 'language'>;

function liveAt(row: AdRow, at: Date): boolean {
  return (
    row.active &&
    (!row.startsAt || row.startsAt <= at) &&
    (!row.endsAt || row.endsAt.getTime() > at.getTime())
  );
}

export function toAdminAd(row: AdRow, at: Date): AdminAd {
  return {
    id: row.id,
    language: row.language === 'en' ? 'en' : 'da',
    position: row.position,
    title: row.title,
    body: row.body,
    url: row.url,
    cta: row.cta,
    active: row.active,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    live: liveAt(row, at),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}

export async function listAds(db: Queryable, language: Language, at: Date): Promise<AdminAd[]> {
  const rows = await db
    .select()
    .from(ads)
    .where(eq(ads.language, language))
    .orderBy(asc(ads.position), asc(ads.id));
  return rows.map((row) => toAdminAd(row, at));
}

async function lockAd(tx: Queryable, id: string): Promise<AdRow> {
  const [row] = await tx.select().from(ads).where(eq(ads.id, id)).for('update');
  if (!row) throw new HttpError(404, M.content.adNotFound);
  return row;
}

function columnsOf(input: AdText) {
  return {
    title: input.title,
    body: input.body,
    url: input.url,
    cta: input.cta,
    active: input.active,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
  };
}

const languageOf = (row: AdRow): Language => (row.language === 'en' ? 'en' : 'da');

export function createAdEditor(db: Db) {
  return {
    list: (language: Language, at: Date) => listAds(db, language, at),

    async create(admin: AdminSession, input: Required<AdFormInput>, at: Date) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`lock table ${ads} in share row exclusive mode`);
        const [last] = await tx
          .select({ max: sql<number | null>`max(${ads.position})` })
          .from(ads)
          .where(eq(ads.language, input.language));
        const id = newId();
        await tx.insert(ads).values({
          id,
          language: input.language,
          position: Number(last?.max ?? 0) + 10,
          ...columnsOf(input),
          createdAt: at,
          updatedAt: at,
        });
        await recordAudit(
          tx,
          admin,
          {
            action: 'ad.create',
            subjectType: 'ad',
            subjectId: id,
            details: { language: input.language, title: input.title },
          },
          at,
        );
        return listAds(tx, input.language, at);
      });
    },

    async update(admin: AdminSession, id: string, input: AdText, at: Date) {
      return db.transaction(async (tx) => {
        const before = await lockAd(tx, id);
        const after = columnsOf(input);
        const changed = changedFields(before, after);
        if (changed.length > 0) {
          await tx
            .update(ads)
            .set({ ...after, updatedAt: at })
            .where(eq(ads.id, id));
          await recordAudit(
            tx,
            admin,
            { action: 'ad.update', subjectType: 'ad', subjectId: id, details: { changed } },
            at,
          );
        }
        return listAds(tx, languageOf(before), at);
      });
    },

    async setActive(admin: AdminSession, id: string, active: boolean, at: Date) {
      return db.transaction(async (tx) => {
        const before = await lockAd(tx, id);
        if (before.active !== active) {
          await tx.update(ads).set({ active, updatedAt: at }).where(eq(ads.id, id));
          await recordAudit(
            tx,
            admin,
            {
              action: active ? 'ad.activate' : 'ad.deactivate',
              subjectType: 'ad',
              subjectId: id,
              details: { active },
            },
            at,
          );
        }
        return listAds(tx, languageOf(before), at);
      });
    },

    async remove(admin: AdminSession, id: string, at: Date) {
      return db.transaction(async (tx) => {
        const before = await lockAd(tx, id);
        await tx.delete(ads).where(eq(ads.id, id));
        await recordAudit(
          tx,
          admin,
          {
            action: 'ad.delete',
            subjectType: 'ad',
            subjectId: id,
            details: { language: before.language, title: before.title },
          },
          at,
        );
        return listAds(tx, languageOf(before), at);
      });
    },

    async reorder(admin: AdminSession, language: Language, ids: readonly string[], at: Date) {
      return db.transaction(async (tx) => {
        const current = await tx
          .select({ id: ads.id })
          .from(ads)
          .where(eq(ads.language, language))
          .for('update');
        requireSameSet(
          current.map((row) => row.id),
          ids,
        );
        for (const [index, id] of ids.entries()) {
          await tx
            .update(ads)
            .set({ position: positionAt(index) })
            .where(and(eq(ads.id, id), eq(ads.language, language)));
        }
        await recordAudit(
          tx,
          admin,
          {
            action: 'ad.reorder',
            subjectType: 'ad',
            subjectId: language,
            details: { language, order: ids },
          },
          at,
        );
        return listAds(tx, language, at);
      });
    },
  };
}
