import type { AdminOperator, OperatorDetailsView } from '@wob/api';
import type { OperatorDetailsInput } from '@wob/validation';
import { eq } from 'drizzle-orm';
import type { OperatorDetails } from '../../config';
import { ConfigError } from '../../config-values';
import type { Db, Queryable } from '../../db/client';
import { operatorDetails } from '../../db/schema';
import { recordAudit } from '../admin/audit';
import type { AdminSession } from '../admin/service';

// The operator's details (company, CVR, address, e-mail, social links) that the landing page
// and the legal texts show: the ones an administrator saved in the console, else the server's
// WOB_OPERATOR_* settings. One row read per request (no cache, so every server process shows
// a save at once).

type SavedRow = typeof operatorDetails.$inferSelect;
type Details = Required<OperatorDetailsInput> & { social: OperatorDetailsView['social'] };

const ROW_ID = 1;

async function readSaved(db: Queryable): Promise<SavedRow | null> {
  const [row] = await db.select().from(operatorDetails).where(eq(operatorDetails.id, ROW_ID));
  return row ?? null;
}

function detailsOf(row: SavedRow): OperatorDetailsView {
  const { company, cvr, address, email, social } = row;
  return { company, cvr, address, email, social };
}

export function createOperatorDetails(
  db: Db,
  settings: OperatorDetails,
  unsetInProduction: readonly string[],
) {
  async function effective(): Promise<OperatorDetails> {
    const saved = await readSaved(db);
    return saved ? { ...detailsOf(saved), usesPlaceholders: false } : settings;
  }

  async function adminView(tx: Queryable = db): Promise<AdminOperator> {
    const saved = await readSaved(tx);
    const { usesPlaceholders, ...fromSettings } = settings;
    return {
      effective: saved ? detailsOf(saved) : fromSettings,
      source: saved ? 'console' : 'settings',
      placeholders: saved ? false : usesPlaceholders,
      updatedAt: saved?.updatedAt.toISOString() ?? null,
      updatedBy: saved?.updatedBy ?? null,
    };
  }

  return {
    /** What /api/site hands the landing page and the legal texts. */
    effective,
    adminView: () => adminView(),

    async save(admin: AdminSession, input: Details, at: Date): Promise<AdminOperator> {
      return db.transaction(async (tx) => {
        const saved = await readSaved(tx);
        const before: OperatorDetailsView = saved ? detailsOf(saved) : settings;
        const changed = (['company', 'cvr', 'address', 'email'] as const).filter(
          (field) => before[field] !== input[field],
        );
        const social = JSON.stringify(before.social) !== JSON.stringify(input.social);
        const fields: string[] = social ? [...changed, 'social'] : [...changed];
        const values = { ...input, updatedAt: at, updatedBy: admin.admin.email };
        await tx
          .insert(operatorDetails)
          .values({ id: ROW_ID, ...values })
          .onConflictDoUpdate({ target: operatorDetails.id, set: values });
        await recordAudit(
          tx,
          admin,
          {
            action: 'operator.update',
            subjectType: 'operator',
            subjectId: String(ROW_ID),
            details: { changed: fields },
          },
          at,
        );
        return adminView(tx);
      });
    },

    /**
     * The production start-up check: placeholders are refused only when neither the console
     * holds saved details nor the WOB_OPERATOR_* settings are all set (config.ts lists those).
     */
    async requireRealDetails(): Promise<void> {
      if (unsetInProduction.length === 0) return;
      if (await readSaved(db)) return;
      throw new ConfigError([...unsetInProduction]);
    },
  };
}

export type OperatorDetailsStore = ReturnType<typeof createOperatorDetails>;

export type OperatorDetailsService = ReturnType<typeof createOperatorDetails>;
