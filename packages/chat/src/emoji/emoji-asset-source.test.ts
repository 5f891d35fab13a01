import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// Where `@wob/chat/emoji-assets` reads the emoji images from: a copy of the module in a
// repository-like folder and in an installed-package folder, each with a dist/emoji beside it.

const moduleFile = join(dirname(fileURLToPath(import.meta.url)), '../../emoji-assets.mjs');
const require = createRequire(import.meta.url);
const emojiPackage = dirname(require.resolve('emoji-datasource-twitter/package.json'));
const folders: string[] = [];

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A copy of the module in `relative` under a new temporary folder, with a dist/emoji. */
function packageAt(relative: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'wob-emoji-source-'));
  folders.push(folder);
  const dir = join(folder, relative);
  mkdirSync(join(dir, 'dist/emoji/sheets-256'), { recursive: true });
  writeFileSync(join(dir, 'dist/emoji/sheets-256/64.png'), '');
  copyFileSync(moduleFile, join(dir, 'emoji-assets.mjs'));
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(emojiPackage, join(dir, 'node_modules/emoji-datasource-twitter'), 'dir');
  return dir;
}

/** What the copy in `dir` answers, in plain Node as a bundler's config loads it. */
function sourceOf(dir: string): string {
  const url = pathToFileURL(join(dir, 'emoji-assets.mjs')).href;
  const code = `import { emojiAssetSource } from ${JSON.stringify(url)}; console.log(emojiAssetSource());`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout.trim();
}

describe('emojiAssetSource', () => {
  it('in the repository reads the emoji package, never a dist/emoji the package build may be rewriting', () => {
    const dir = packageAt('woble/packages/chat');
    expect(sourceOf(dir)).toBe(join(emojiPackage, 'img/twitter'));
  });

  it('in an installed package reads its dist/emoji', () => {
    const dir = packageAt('app/node_modules/@wob/chat');
    expect(sourceOf(dir)).toBe(join(dir, 'dist/emoji'));
  });
});
