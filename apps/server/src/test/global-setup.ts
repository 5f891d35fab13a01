import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { testDatabaseUrl } from '../config';
import { openDatabase } from '../db/client';
import { adminQuery, withDatabase } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite database as a tarball; each test file loads its own copy. */
    pgliteTemplate: string;
    /**
     * Against PostgreSQL: the name of a migrated, empty database that each test database is
     * created from (`create database … template …`); empty on PGlite.
     */
    postgresTemplate: string;
  }
}

/**
 * Creating and migrating a database costs seconds (PGlite) or most of a second of
 * PostgreSQL's time per database (14 migrations, ~170 databases a run), so the schema is
 * migrated once per run: on PGlite into a dump every test file loads, on PostgreSQL
 * (WOB_TEST_DATABASE_URL) into a template database every test database is copied from.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'wob-test-template-'));
  const file = join(folder, 'template.tar');
  const adminUrl = testDatabaseUrl();
  let postgresTemplate = '';
  if (adminUrl) {
    postgresTemplate = `wob_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${postgresTemplate}`);
    const database = await openDatabase({
      kind: 'postgres',
      url: withDatabase(adminUrl, postgresTemplate),
      poolSize: 1,
    });
    try {
      await database.migrate();
    } finally {
      // A database is copied only while nobody is connected to it.
      await database.close();
    }
  } else {
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
  project.provide('postgresTemplate', postgresTemplate);
  return async () => {
    if (adminUrl && postgresTemplate) {
      await adminQuery(adminUrl, `drop database if exists ${postgresTemplate} with (force)`);
    }
    await rm(folder, { recursive: true, force: true });
  };
}
