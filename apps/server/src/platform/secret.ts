import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hmacBase64Url } from './crypto';

const SECRET_FILE = 'media-secret';

/**
 * The HMAC key for signed media URLs and hashed IP addresses. Production sets MEDIA_SECRET;
 * a local installation generates one on first start and keeps it in the data folder, so
 * URLs stay valid across restarts.
 */
export async function resolveServerSecret(
  configured: string | undefined,
  dataDir: string,
): Promise<string> {
  if (configured) return configured;
  await mkdir(dataDir, { recursive: true });
  const file = join(dataDir, SECRET_FILE);
  try {
    // 'wx' fails when the file exists: two processes starting at once keep the first secret.
    await writeFile(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters`);
  return secret;
}

/**
 * The server's secret as the running server resolved it, read without creating one: the
 * server's command-line tools (`pnpm admin:create`) use it. Null when no server has started
 * with this data folder yet.
 */
export async function readServerSecret(
  configured: string | undefined,
  dataDir: string,
): Promise<string | null> {
  if (configured) return configured;
  try {
    return (await readFile(join(dataDir, SECRET_FILE), 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The key `pnpm admin:create` shows the running server: derived from the server's secret, so
 * the secret itself never travels, and good for nothing else.
 */
export function serverCommandKey(secret: string): string {
  return hmacBase64Url(secret, 'server-command:v1');
}
