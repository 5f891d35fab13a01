import { defineConfig } from 'drizzle-kit';

// Migrations are generated from src/db/schema/ (index.ts re-exports every area's tables) and
// committed; the server applies them at start with drizzle's migrator (PGlite and PostgreSQL
// run the same SQL).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
