import pg from 'pg';

// Creating and dropping the test databases on a PostgreSQL server (WOB_TEST_DATABASE_URL):
// statements that run outside a transaction, on a connection of their own.

/** `url` with its database replaced by `name`. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs one statement on the server of `adminUrl`, on a connection opened for it. */
export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
