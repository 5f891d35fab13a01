import type { AdminAd } from '@wob/api';
import type { AdFormInput } from '@wob/validation';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/client';
import { ads } from '../../db/schema';
import { SERVER_MESSAGES as M } from '../../messages';
import { newId } from '../../platform/crypto';
import { HttpError } from '../../platform/http/http-error';
import type { MediaStorage } from '../../platform/storage/media-storage';
import { adImageUrl } from '../../platform/storage/operator-files';
import { recordAudit } from '../admin/audit';
import type { AdminSession } from '../admin/service';
import { storeAdImage } from './ad-images';
import { changedFields, positionAt, requireSameSet } from './order';

// The deck's house ads as the console edits them, per language (the deck reads the live ones
// through modules/deck/ads.ts; its positions 4, 12 and 23 are the client's). Each change and
// its audit entry are one transaction. A new picture is stored before the transaction (and
// removed again if it fails); a replaced or removed one is deleted after it commits.

type AdRow = typeof ads.$inferSelect;
type Language = 'da' | 'en';
type AdText = Omit<Required<AdFormInput>, 'language' | 'image'> & Pick<AdFormInput, 'image'>;
type AdInput = AdText & { language: Language };

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
    imageUrl: adImageUrl(row.imageKey),
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

function columnsOf(input: Omit<AdText, 'image'>) {
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

export function createAdEditor(db: Db, media: MediaStorage, logger: FastifyBaseLogger) {
  async function removeFile(key: string | null | undefined): Promise<void> {
    if (!key) return;
    try {
      await media.remove(key);
    } catch (error) {
      logger.error({ err: error, key }, 'could not remove an ad picture');
    }
  }

  /**
   * Stores the new picture (when one came), runs `write` with its key, and removes whichever
   * file the row no longer needs: the old one after a commit, the new one after a failure.
   * `write` answers the key it replaced.
   */
  async function withImage<T>(
    image: string | null | undefined,
    write: (key: string | null | undefined) => Promise<{ result: T; replaced: string | null }>,
  ): Promise<T> {
    const key = typeof image === 'string' ? await storeAdImage(media, image) : image;
    let done: { result: T; replaced: string | null };
    try {
      done = await write(key);
    } catch (error) {
      await removeFile(key);
      throw error;
    }
    await removeFile(done.replaced);
    return done.result;
  }

  return {
    list: (language: Language, at: Date) => listAds(db, language, at),

    async create(admin: AdminSession, input: AdInput, at: Date) {
      const { image, ...text } = input;
      return withImage(image, async (imageKey) => ({
        replaced: null,
        result: await db.transaction(async (tx) => {
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
            ...columnsOf(text),
            imageKey: imageKey ?? null,
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
              details: { language: input.language, title: input.title, image: Boolean(imageKey) },
            },
            at,
          );
          return listAds(tx, input.language, at);
        }),
      }));
    },

    async update(admin: AdminSession, id: string, input: AdText, at: Date) {
      const { image, ...text } = input;
      return withImage(image, (imageKey) =>
        db.transaction(async (tx) => {
          const before = await lockAd(tx, id);
          const after = columnsOf(text);
          // Left out, the picture stays; null removes it; a new one replaces it.
          const imageChanged = imageKey !== undefined && imageKey !== before.imageKey;
          const changed = [...changedFields(before, after), ...(imageChanged ? ['image'] : [])];
          if (changed.length > 0) {
            await tx
              .update(ads)
              .set({ ...after, ...(imageChanged ? { imageKey } : {}), updatedAt: at })
              .where(eq(ads.id, id));
            await recordAudit(
              tx,
              admin,
              { action: 'ad.update', subjectType: 'ad', subjectId: id, details: { changed } },
              at,
            );
          }
          return {
            result: await listAds(tx, languageOf(before), at),
            replaced: imageChanged ? before.imageKey : null,
          };
        }),
      );
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
      return withImage(undefined, () =>
        db.transaction(async (tx) => {
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
          return { result: await listAds(tx, languageOf(before), at), replaced: before.imageKey };
        }),
      );
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
