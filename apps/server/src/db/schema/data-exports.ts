import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { at } from './columns';

// "Download my data" (GDPR articles 15 and 20): a ZIP of a person's data, built by a
// background job (modules/data-export) into the media storage, downloadable for 7 days.

export const DATA_EXPORT_STATUS_VALUES = ['preparing', 'ready', 'failed'] as const;

/**
 * One export of a person's data. At most one is being prepared per person: the partial
 * unique index decides, so two clicks at once start one job. `path` is the ZIP relative to
 * the media folder once ready; the retention job deletes the file (and the row) once
 * `expires_at` has passed.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    path: text('path'),
    bytes: bigint('bytes', { mode: 'number' }),
    createdAt: at('created_at').notNull(),
    readyAt: at('ready_at'),
    expiresAt: at('expires_at'),
  },
  (t) => [
    uniqueIndex('data_exports_preparing_key').on(t.userId).where(sql`${t.status} = 'preparing'`),
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    index('data_exports_expires_idx').on(t.expiresAt).where(sql`${t.expiresAt} is not null`),
    check('data_exports_status_check', sql`${t.status} in ('preparing', 'ready', 'failed')`),
  ],
);
