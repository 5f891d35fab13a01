import type { Ad } from '@wob/api';
import { and, asc, count, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { ads, contentSeeds } from '../../db/schema';
import type { Locale } from '../../platform/i18n';
import { adImageUrl } from '../../platform/storage/operator-files';

// House ads of the deck (`customAds`; the client shows them as the 4th, 12th and 23rd card).
// They are product content, not demo data (README 'Discovery'): like the FAQs, the starting
// ads below are written into an empty table at every start, in production too, and never over
// rows that exist, so an operator's edits (or deactivations) survive restarts.

type StartingAd = Omit<typeof ads.$inferInsert, 'createdAt' | 'active'>;

export const STARTING_ADS: readonly StartingAd[] = [
  {
    id: 'house-da-premium',
    language: 'da',
    position: 1,
    title: 'Prøv Woble Premium',
    body: '7 dages gratis prøveperiode: opret afstemninger, få gruppenotifikationer og support døgnet rundt.',
    url: '/premium',
    cta: 'Se Premium',
  },
  {
    id: 'house-da-bubbles',
    language: 'da',
    position: 2,
    title: 'Find din næste Bubble',
    body: 'Bubbles samler Woblers om det, de brænder for. Jo flere I deler, jo højere står I i hinandens bunke.',
    url: '/all-bubbles',
    cta: 'Find Bubbles',
  },
  {
    id: 'house-da-profile',
    language: 'da',
    position: 3,
    title: 'Gør din profil færdig',
    body: 'Et billede og et par ord om dig selv giver flere forbindelser.',
    url: '/profile',
    cta: 'Gå til profil',
  },
  {
    id: 'house-en-premium',
    language: 'en',
    position: 1,
    title: 'Try Woble Premium',
    body: 'A 7-day free trial: create polls, get group notifications and 24/7 support.',
    url: '/premium',
    cta: 'See Premium',
  },
  {
    id: 'house-en-bubbles',
    language: 'en',
    position: 2,
    title: 'Find your next Bubble',
    body: 'Bubbles bring Woblers together around what they love. The more you share, the higher you rank in each other’s deck.',
    url: '/all-bubbles',
    cta: 'Find Bubbles',
  },
  {
    id: 'house-en-profile',
    language: 'en',
    position: 3,
    title: 'Complete your profile',
    body: 'A picture and a few words about yourself bring more connections.',
    url: '/profile',
    cta: 'Go to profile',
  },
];

/**
 * Earlier wordings of starting ads, replaced at start where a row still holds them word for
 * word (an operator's own edit differs, so it is kept). The product's names stay English in
 * Danish too: Bubbles and Woblers, never 'Bubbler' or 'Woblere'.
 */
export const RETIRED_AD_COPY: readonly { id: string; body: string; cta: string }[] = [
  {
    id: 'house-da-bubbles',
    body: 'Bubbler samler Woblere om det, de brænder for. Jo flere I deler, jo højere står I i hinandens bunke.',
    cta: 'Find Bubbler',
  },
];

/** Rewrites starting ads that still carry a retired wording; answers how many changed. */
export async function reviseRetiredAdCopy(db: Queryable): Promise<number> {
  let changed = 0;
  for (const retired of RETIRED_AD_COPY) {
    const current = STARTING_ADS.find((ad) => ad.id === retired.id);
    if (!current) continue;
    // One conditional UPDATE: a row edited in the meantime no longer matches and is kept.
    const rows = await db
      .update(ads)
      .set({ body: current.body, cta: current.cta })
      .where(and(eq(ads.id, retired.id), eq(ads.body, retired.body), eq(ads.cta, retired.cta)))
      .returning({ id: ads.id });
    changed += rows.length;
  }
  return changed;
}

/**
 * Writes the starting ads once in the installation's life: when no marker says they were
 * written (content_seeds 'ads') and the table is empty. An operator who deletes some or all
 * of them does not see them come back. Answers how many were written.
 */
export async function insertAdsIfEmpty(db: Queryable, at: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .insert(contentSeeds)
      .values({ key: 'ads', seededAt: at })
      .onConflictDoNothing()
      .returning({ key: contentSeeds.key });
    if (marked.length === 0) return 0;
    const [existing] = await tx.select({ n: count() }).from(ads);
    if ((existing?.n ?? 0) > 0) return 0;
    const inserted = await tx
      .insert(ads)
      .values(STARTING_ADS.map((ad) => ({ ...ad, active: true, createdAt: at })))
      .onConflictDoNothing()
      .returning({ id: ads.id });
    return inserted.length;
  });
}

/** Whether an ad is shown at `at`: active, and inside its period (open where null). */
export function adLiveAt(at: Date) {
  return and(
    eq(ads.active, true),
    or(isNull(ads.startsAt), lte(ads.startsAt, at)),
    or(isNull(ads.endsAt), gt(ads.endsAt, at)),
  );
}

/** The ads of a language live at `at` (adLiveAt), in position order. */
export async function selectAds(db: Queryable, language: Locale, at: Date): Promise<Ad[]> {
  const rows = await db
    .select({
      id: ads.id,
      title: ads.title,
      body: ads.body,
      url: ads.url,
      cta: ads.cta,
      imageKey: ads.imageKey,
    })
    .from(ads)
    .where(and(eq(ads.language, language), adLiveAt(at)))
    .orderBy(asc(ads.position), asc(ads.id));
  return rows.map(({ id, imageKey, ...rest }) => ({
    _id: id,
    ...rest,
    imageUrl: adImageUrl(imageKey),
  }));
}
