import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

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
