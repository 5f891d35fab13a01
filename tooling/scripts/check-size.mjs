#!/usr/bin/env node
// Keeps every hand-written source file short enough to read in one go: a file of more than
// MAX_LINES lines (.ts, .tsx, .js, .jsx, .mjs, .cjs, .mts, .cts, .css) fails, listed as
// file: N lines. Split such a file by concern instead (see how the chat adapters, the server's
// db/schema/ and the feature stylesheets' @import lists are split).
//
// Not counted: node_modules, build output (dist, storybook-static, .turbo, coverage) and
// applied migrations (apps/server/drizzle, written by drizzle-kit).
//
// Generated data is excepted by a marker, nothing else: one of the file's first
// MARKER_LINES lines is a comment (`//`, `/*` or ` *`) whose text starts with "Generated"
// and that same line says "Do not edit." — e.g. packages/chat/src/emoji/emoji-names-en.ts:
//   // Generated from emojibase-data@17.0.0 (…) by emoji-data.test.ts (vitest -u). Do not edit.
// Both parts are needed, so a comment that merely mentions generated code does not exempt a file.
//
// Usage: node tooling/scripts/check-size.mjs [file or folder …]
// (default: apps, packages, e2e and tooling).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = new URL('../..', import.meta.url).pathname;
export const MAX_LINES = 500;
export const MARKER_LINES = 5;
const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  'storybook-static',
  '.turbo',
  '.git',
  'coverage',
  'drizzle',
]);
const SOURCE = /\.(?:[cm]?[jt]sx?|css)$/;
const MARKER = /^\s*(?:\/\/|\/\*+|\*)\s*Generated\b.*\bDo not edit\./;

/** The number of lines of a text, as `wc -l` counts them plus an unterminated last line. */
export function lineCount(text) {
  if (text === '') return 0;
  const breaks = text.split('\n').length - 1;
  return text.endsWith('\n') ? breaks : breaks + 1;
}

/** Whether a file's first lines carry the generated-data marker (see the header). */
export function isGenerated(text) {
  return text.split('\n', MARKER_LINES).some((line) => MARKER.test(line));
}

function* filesUnder(path) {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  for (const name of readdirSync(path)) {
    if (SKIP_DIRS.has(name)) continue;
    yield* filesUnder(join(path, name));
  }
}

/**
 * The hand-written source files under `paths` longer than `limit` lines, each as
 * `{ file, lines }` (file relative to `base`), and how many files were read.
 */
export function oversizedFiles(paths, { base = root, limit = MAX_LINES } = {}) {
  const found = [];
  let checked = 0;
  for (const start of paths) {
    for (const file of filesUnder(start)) {
      if (!SOURCE.test(file)) continue;
      checked += 1;
      const text = readFileSync(file, 'utf8');
      const lines = lineCount(text);
      if (lines > limit && !isGenerated(text)) found.push({ file: relative(base, file), lines });
    }
  }
  return { found, checked };
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1]);
if (isMain) {
  // Paths to check (all sources when none); an option passed on by `pnpm lint …` is not one.
  const targets = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const paths =
    targets.length > 0
      ? targets.map((p) => resolve(p))
      : ['apps', 'packages', 'e2e', 'tooling'].map((p) => join(root, p));
  const { found, checked } = oversizedFiles(paths);
  if (found.length > 0) {
    console.error(`File size: ${found.length} source file(s) over ${MAX_LINES} lines`);
    for (const { file, lines } of found) console.error(`  ✗ ${file}: ${lines} lines`);
    console.error(
      'Split each by concern. Generated data is excepted only by a "Generated … Do not edit." comment in its first lines.',
    );
    process.exit(1);
  }
  console.log(`File size: none of ${checked} source files is over ${MAX_LINES} lines`);
}
