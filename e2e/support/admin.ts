import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { admin as daAdmin } from '@wob/i18n/locales/da/admin';
import { admin as enAdmin } from '@wob/i18n/locales/en/admin';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { uniqueEmail } from './api';
import type { Copy } from './copy';
import { repoRoot, serverEnvironment } from './server';
import { field, onPath, seen } from './ui';

// Administrators in the browser tests: created with the real command (`pnpm admin:create`
// runs apps/server/dist/admin-create.js), which finds the run's server from the same PORT and
// WOB_DATA_DIR the server was started with, and signed in at /admin/login as a person does:
// e-mail and password, then the authenticator set up from the key the page shows as text,
// with codes computed as an authenticator app computes them.

const execFileAsync = promisify(execFile);
const adminCreate = join(repoRoot, 'apps/server/dist/admin-create.js');

export type AdminRole = 'administrator' | 'moderator';

export interface TestAdmin {
  email: string;
  password: string;
  role: AdminRole;
  /** The authenticator key, once the first sign-in has set it up. */
  secret?: string;
  /** The 30-second step of the last code used: the server takes each code once. */
  usedStep?: number;
}

/**
 * The administrators' pages' copy. It is not in @wob/i18n's `resources` (only the admin pages
 * load it, so members never do), so `en()` of support/copy.ts does not know its keys.
 */
export const adminCopy = { en: enAdmin, da: daAdmin };
export type AdminCopy = typeof enAdmin;

/** `pnpm admin:create --email … --role …` against the run's server, the password from the environment. */
export async function createAdministrator(role: AdminRole = 'administrator'): Promise<TestAdmin> {
  const email = uniqueEmail(`admin-${role}`);
  const password = `e2e admin password ${Math.random().toString(36).slice(2)}`;
  const port = Number(new URL(inject('baseUrl')).port);
  const { stdout } = await execFileAsync(
    process.execPath,
    [adminCreate, '--email', email, '--role', role],
    {
      cwd: repoRoot,
      env: serverEnvironment(port, inject('dataDir'), { WOB_ADMIN_PASSWORD: password }),
    },
  );
  expect(stdout).toContain(email);
  return { email, password, role };
}

const STEP_MS = 30_000;

/**
 * The next code `admin`'s authenticator app shows that the server has not taken yet: the
 * current one, or the next step's when the current one was used (the server accepts a code
 * one step early or late, for clocks that drift).
 */
function nextCode(admin: TestAdmin, secret: string): string {
  const step = Math.max(Math.floor(Date.now() / STEP_MS), (admin.usedStep ?? -1) + 1);
  admin.usedStep = step;
  return totpCode(secret, step * STEP_MS);
}

/** The code of an authenticator app holding `secret` (base32, spaces allowed) at `at`. */
export function totpCode(secret: string, at = Date.now()): string {
  const totp = new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: STEP_MS / 1000,
    secret: Secret.fromBase32(secret.replace(/\s+/g, '')),
  });
  return totp.generate({ timestamp: at });
}

/**
 * Signs `admin` in at /admin/login and waits for /admin to show who is signed in and the
 * sign-out button. The first time, sets the authenticator up from the key shown as text (and
 * keeps it on `admin`); later, enters a code. `shot` is called at each step (screenshots).
 */
export async function signInAsAdmin(
  page: Page,
  admin: TestAdmin,
  t: Copy,
  a: AdminCopy,
  shot: (step: string) => Promise<void> = async () => undefined,
): Promise<void> {
  await page.goto('/admin/login');
  await seen(page.getByRole('heading', { name: t('shell:adminLogin.title'), level: 1 }));
  await field(page, t('shell:adminLogin.email')).fill(admin.email);
  await field(page, t('shell:adminLogin.password')).fill(admin.password);
  await shot('password');
  await page.getByRole('button', { name: t('shell:adminLogin.submit'), exact: true }).click();

  if (!admin.secret) {
    await seen(page.getByRole('heading', { name: a.setup.title, level: 1 }));
    await seen(page.getByRole('img', { name: a.setup.qrLabel }));
    const key = page.getByText(a.setup.keyLabel).locator('code');
    admin.secret = ((await key.textContent()) ?? '').replace(/\s+/g, '');
    expect(admin.secret).toMatch(/^[A-Z2-7]{16,}$/);
    const codes = page.getByRole('list', { name: a.setup.recoveryTitle }).getByRole('listitem');
    expect(await codes.count()).toBe(10);
    await shot('setup');
    await field(page, a.setup.codeLabel).fill(nextCode(admin, admin.secret));
    await page.getByRole('button', { name: a.setup.submit, exact: true }).click();
  } else {
    await seen(page.getByRole('heading', { name: a.code.title, level: 1 }));
    await field(page, a.code.codeLabel).fill(nextCode(admin, admin.secret));
    await shot('code');
    await page.getByRole('button', { name: a.code.submit, exact: true }).click();
  }

  // The console opens on its reports queue.
  await onPath(page, /^\/admin(\/reports)?$/);
  await seen(page.getByText(admin.email));
  await seen(page.getByRole('button', { name: a.home.signOut, exact: true }));
}

/** Signs out from the administrators' pages and waits for /admin/login. */
export async function signOutAdmin(page: Page, a: AdminCopy): Promise<void> {
  await page.getByRole('button', { name: a.home.signOut, exact: true }).click();
  await onPath(page, '/admin/login');
}
