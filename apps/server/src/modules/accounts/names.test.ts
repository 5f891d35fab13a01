import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { migrationsFolder } from '../../paths';
import { readOutbox, registrationPayload, server, signUp, useTestServer } from '../../test/harness';
import { post } from '../../test/http';

// A Wobler's name is shown to others, in the product and in e-mails: it follows the rule of
// Bubble names (@wob/validation display-text.ts). Names stored before the rule are cleaned by
// migration 0009, and the support e-mail keeps a name on its one line whatever is stored.

useTestServer();

const INVISIBLE = ['Eve\u202eevil', 'zero\u200bwidth', 'soft\u00adhyphen', 'iso\u2066late'];

async function register(name: string, language = 'en') {
  const payload = await registrationPayload(server.clock.now(), { name });
  return post(server.app, '/api/register', payload, { language });
}

async function storedName(id: string): Promise<string | undefined> {
  const [row] = await server.app.wob.db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, id));
  return row?.name;
}

describe('person names', () => {
  it.each(INVISIBLE)('refuses %j at sign-up with the message of Bubble names', async (name) => {
    const english = await register(name);
    expect(english.statusCode).toBe(422);
    expect(english.json().errors).toEqual({
      name: 'The name contains characters that cannot be shown',
    });
    const danish = await register(name, 'da');
    expect(danish.json().errors).toEqual({ name: 'Navnet indeholder tegn, der ikke kan vises' });
  });

  it('refuses them in update-profile too, and keeps the old name', async () => {
    const wobler = await signUp(server, { name: 'Ada Lind' });
    for (const name of INVISIBLE) {
      const answer = await post(
        server.app,
        '/api/update-profile',
        { name },
        { token: wobler.token, language: 'en' },
      );
      expect(answer.statusCode, name).toBe(422);
      expect(answer.json().errors).toEqual({
        name: 'The name contains characters that cannot be shown',
      });
    }
    expect(await storedName(wobler.id)).toBe('Ada Lind');
  });

  it('keeps a name on one line: line breaks fold into a space, as in Bubble names', async () => {
    const wobler = await signUp(server, { name: 'Eve\r\nBcc: all@example.com' });
    expect(await storedName(wobler.id)).toBe('Eve Bcc: all@example.com');
    const renamed = await post(
      server.app,
      '/api/update-profile',
      { name: ' Eve\n\tNy ' },
      { token: wobler.token },
    );
    expect(renamed.statusCode).toBe(200);
    expect(await storedName(wobler.id)).toBe('Eve Ny');
  });

  it('writes a stored name on its one line in the support e-mail', async () => {
    const wobler = await signUp(server, { name: 'Mallory' });
    // A name stored before the rule.
    await server.app.wob.db
      .update(users)
      .set({ name: 'Mallory\r\nPremium: yes\u202e' })
      .where(eq(users.id, wobler.id));
    const answer = await post(
      server.app,
      '/api/support/create-ticket',
      { topic: 'other', message: 'Name check' },
      { token: wobler.token },
    );
    expect(answer.statusCode).toBe(201);
    await server.app.wob.tasks.idle();
    const raw =
      (await readOutbox(server.dataDir)).find((mail) => mail.raw.includes('Name check'))?.raw ?? '';
    const text =
      (raw.replace(/=\r?\n/g, '').split('Content-Type: text/plain')[1] ?? '').split(
        'Content-Type: text/html',
      )[0] ?? '';
    expect(text).toContain('From: Mallory Premium: yes <');
    expect(text.match(/^Premium: /gm) ?? []).toHaveLength(1);
    expect(raw).not.toContain('\u202e');
  });
});

describe('migration 0009', () => {
  it('cleans names stored before the rule, and their search keys', async () => {
    const dirty: [string, string][] = [
      ['Eve\r\nBcc: all@example.com', 'Eve Bcc: all@example.com'],
      ['\u202eevil\u202c  Eve ', 'evil Eve'],
      ['zero\u200bwidth\u00a0name\u2028x', 'zerowidth name x'],
      ['Astrid 👩‍🚀', 'Astrid 👩‍🚀'],
      ['\u200b\u200b', 'Wobler'],
    ];
    const ids: string[] = [];
    for (const [name] of dirty) {
      const wobler = await signUp(server, { name: 'Placeholder' });
      await server.app.wob.db
        .update(users)
        .set({ name, searchKey: name.toLowerCase() })
        .where(eq(users.id, wobler.id));
      ids.push(wobler.id);
    }
    const clean = await signUp(server, { name: 'Clean Name' });
    const migration = await readFile(join(migrationsFolder, '0009_clean_person_names.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) {
      await server.app.wob.db.execute(sql.raw(statement));
    }
    for (const [index, [, expected]] of dirty.entries()) {
      const [row] = await server.app.wob.db
        .select({ name: users.name, searchKey: users.searchKey })
        .from(users)
        .where(eq(users.id, ids[index] ?? ''));
      expect(row?.name).toBe(expected);
      if (expected !== 'Wobler') expect(row?.searchKey).toBe(expected.toLowerCase());
    }
    expect(await storedName(clean.id)).toBe('Clean Name');
  });
});
