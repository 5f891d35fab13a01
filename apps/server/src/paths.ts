import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of the @wob/server package. The same code runs from src/ (tsx, Vitest) and
 * bundled from dist/main.js, at different depths, so it is found by walking up to the
 * package.json that names this package instead of by a fixed relative path.
 */
function findServerRoot(start: string): string {
  let dir = start;
  for (let depth = 0; depth < 8; depth += 1) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@wob/server') return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  throw new Error(`Cannot find the @wob/server package folder above ${start}`);
}

export const serverRoot = findServerRoot(dirname(fileURLToPath(import.meta.url)));

export const serverVersion: string =
  (JSON.parse(readFileSync(join(serverRoot, 'package.json'), 'utf8')) as { version?: string })
    .version ?? '0.0.0';

/** Committed SQL migrations, read at run time (never copied into dist). */
export const migrationsFolder = join(serverRoot, 'drizzle');

/** Where `pnpm build` puts the web app in this repository. */
export const defaultWebDir = resolve(serverRoot, '../web/dist');
