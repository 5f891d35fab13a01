import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

// Platform records: request logs and the demo-content steps that ran.

export const requestLogs = pgTable(
  'request_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: at('at').notNull(),
    method: text('method').notNull(),
    route: text('route').notNull(),
    status: integer('status').notNull(),
    durationMs: integer('duration_ms').notNull(),
    userId: text('user_id'),
    ipHash: text('ip_hash').notNull(),
  },
  (t) => [index('request_logs_at_idx').on(t.at)],
);

/** One row per demo-content step that ran, so seeding is idempotent. */
export const seedSteps = pgTable('seed_steps', {
  name: text('name').primaryKey(),
  appliedAt: at('applied_at').notNull(),
});
