import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { Clock } from '../clock';
import { HOUR_MS } from '../clock';
import { hmacBase64Url, safeEqual } from '../crypto';

/** How long a signed media URL stays valid. */
export const SIGNED_URL_TTL_MS = 24 * HOUR_MS;

export interface MediaStorage {
  /** Absolute folder under which media files live. */
  readonly root: string;
  /** Writes a file and answers its path relative to the root. */
  write(id: string, extension: string, data: Buffer): Promise<string>;
  /**
   * Writes a file under a key the caller chose (the operator's files, e.g. 'ads/<id>.webp');
   * never over an existing file. Answers the key.
   */
  put(key: string, data: Buffer): Promise<string>;
  /**
   * Moves a finished file from inside the root (an upload streamed to disk, chat media) into
   * place under `id`; answers its path relative to the root.
   */
  adopt(id: string, extension: string, sourcePath: string): Promise<string>;
  /** Removes a file; a file that is already gone is fine. */
  remove(relativePath: string): Promise<void>;
  absolutePath(relativePath: string): string;
  /** A URL for `<img>` that works without headers until it expires. */
  signedUrl(id: string): string;
  /** Whether exp/sig from a URL are a valid, unexpired signature for this id. */
  verify(id: string, exp: string | undefined, sig: string | undefined): boolean;
}

export function createMediaStorage(options: {
  dataDir: string;
  secret: string;
  now: Clock;
}): MediaStorage {
  const root = join(options.dataDir, 'media');
  const sign = (id: string, exp: number) => hmacBase64Url(options.secret, `media:${id}:${exp}`);

  const absolutePath = (relativePath: string) => {
    const full = normalize(join(root, relativePath));
    // Paths come from our own rows, but a path outside the root must never be touched.
    if (!full.startsWith(root + sep)) throw new Error('media path outside the media folder');
    return full;
  };

  return {
    root,
    async write(id, extension, data) {
      // Two-character fan-out keeps folders small once there are many files.
      const relativePath = join(id.slice(0, 2), `${id}.${extension}`);
      const full = absolutePath(relativePath);
      await mkdir(dirname(full), { recursive: true });
      await writeFile(full, data, { flag: 'wx' });
      return relativePath;
    },
    async put(key, data) {
      const full = absolutePath(key);
      await mkdir(dirname(full), { recursive: true });
      await writeFile(full, data, { flag: 'wx' });
      return key;
    },
    async adopt(id, extension, sourcePath) {
      const relativePath = join(id.slice(0, 2), `${id}.${extension}`);
      const full = absolutePath(relativePath);
      await mkdir(dirname(full), { recursive: true });
      await rename(sourcePath, full);
      return relativePath;
    },
    async remove(relativePath) {
      await rm(absolutePath(relativePath), { force: true });
    },
    absolutePath,
    signedUrl(id) {
      // Rounded up to the hour, so the same picture keeps one URL (and one browser cache
      // entry) for an hour instead of changing on every answer.
      const expMs = Math.ceil((options.now().getTime() + SIGNED_URL_TTL_MS) / HOUR_MS) * HOUR_MS;
      const exp = Math.floor(expMs / 1000);
      return `/media/${encodeURIComponent(id)}?exp=${exp}&sig=${sign(id, exp)}`;
    },
    verify(id, exp, sig) {
      if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
      const expSeconds = Number(exp);
      if (expSeconds * 1000 <= options.now().getTime()) return false;
      return safeEqual(sig, sign(id, expSeconds));
    },
  };
}
