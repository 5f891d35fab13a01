import { eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { users } from '../../../db/schema';
import type { Locale } from '../../../platform/i18n';

/** A person's language setting (Danish when they are not found), for their smart replies. */
export async function languageOfPerson(db: Queryable, userId: string): Promise<Locale> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.language === 'en' ? 'en' : 'da';
}
