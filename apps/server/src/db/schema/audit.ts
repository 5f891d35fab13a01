import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { at } from './columns';

// The administrators' audit log: one row per thing an administrator or moderator did (who,
// what, when, why). Append-only: a trigger of migration 0022 refuses every UPDATE and DELETE,
// and no endpoint writes anything but INSERT (modules/admin/audit.ts).

export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    // No cascade: an administrator with entries cannot be deleted (the trigger would refuse
    // the cascade anyway); the e-mail is copied so the entry reads alone.
    adminId: text('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'restrict' }),
    adminEmail: text('admin_email').notNull(),
    // What was done, as `<area>.<verb>`: 'report.dismiss', 'person.suspend', 'faq.update'…
    action: text('action').notNull(),
    // What it was done to: a kind ('report', 'person', 'faq', 'ad', 'bubble', 'operator',
    // 'session', 'admin') and its id. A person appears by id only, never by name or e-mail,
    // so an erased person's entries say nothing about them.
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    reason: text('reason').notNull().default(''),
    // Whatever else the action needs to be understood later (the suspension's end, the
    // fields changed); never personal data of members.
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId, t.createdAt),
    index('audit_log_admin_idx').on(t.adminId, t.createdAt),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
