import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { testDatabaseUrl } from '../config';
import { openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite database as a tarball; each test file loads its own copy. */
    pgliteTemplate: string;
  }
}

/**
 * Creating a PGlite database costs seconds and hundreds of megabytes, so it is created and
 * migrated once per run and dumped; every test file starts from that dump. Against
 * PostgreSQL (WOB_TEST_DATABASE_URL) each file creates its own database instead.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'wob-test-template-'));
  const file = join(folder, 'template.tar');
  if (!testDatabaseUrl()) {
    const database = await openDatabase({ kind: 'pglite-memory' });
    try {
      await database.migrate();
      const dump = await database.dump?.();
      if (!dump) throw new Error('PGlite could not dump its data folder');
      await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await database.close();
    }
  }
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}
