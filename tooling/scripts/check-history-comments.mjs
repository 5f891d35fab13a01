#!/usr/bin/env node
// Comments and READMEs say what the code does and why; which issue or task brought a line
// in is git's history (`git log -S`, `git blame`). This check fails on a comment (or a README
// line) that names one — the word issue, task, ticket or PR followed by a number, or a number
// after "(#" — and lists each as file:line. CHANGELOG.md files are history and are skipped.
//
// Usage: node tooling/scripts/check-history-comments.mjs [file or folder …]
// (default: apps, packages, e2e and tooling).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
// Applied migrations (apps/server/drizzle) are never edited, so their comments stay as written.
const SKIP_DIRS = new Set(['node_modules', 'dist', 'storybook-static', '.turbo', 'coverage', 'drizzle']);
const CODE = /\.(?:[cm]?[jt]sx?|css|sql)$/;
const PROSE = /\.md$/;

/** A reference to a project issue, task or pull request. */
const HISTORY = /\b(?:issues?|tasks?|tickets?|PR|pull request)\s?#?\d+\b|\(#\d+\)/i;

/** The comment part of each line of a code file ('' where a line has none). */
function commentsOf(text, sql) {
  const parts = [];
  let inBlock = false;
  for (const line of text.split('\n')) {
    let comment = '';
    let rest = line;
    while (rest.length > 0) {
      if (inBlock) {
        const end = rest.indexOf('*/');
        comment += end === -1 ? rest : rest.slice(0, end);
        if (end === -1) break;
        inBlock = false;
        rest = rest.slice(end + 2);
        continue;
      }
      const markers = [rest.indexOf('//'), rest.indexOf('/*'), sql ? rest.indexOf('--') : -1];
      const at = Math.min(...markers.map((m) => (m === -1 ? Number.POSITIVE_INFINITY : m)));
      if (at === Number.POSITIVE_INFINITY) break;
      if (rest.startsWith('/*', at)) {
        inBlock = true;
        rest = rest.slice(at + 2);
        continue;
      }
      comment += rest.slice(at + 2);
      break;
    }
    parts.push(comment);
  }
  return parts;
}

function* filesUnder(path) {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  for (const name of readdirSync(path)) {
    if (SKIP_DIRS.has(name) || name === '.git') continue;
    yield* filesUnder(join(path, name));
  }
}

// Paths to check (all sources when none); an option such as Turborepo's `--output-logs`,
// passed on by `pnpm lint -- …`, is not a path.
const targets = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const roots = (targets.length > 0 ? targets : ['apps', 'packages', 'e2e', 'tooling']).map((p) =>
  join(root, p),
);
const found = [];
let checked = 0;
for (const start of roots) {
  for (const file of filesUnder(start)) {
    const name = file.split('/').pop() ?? '';
    if (name === 'CHANGELOG.md') continue;
    const code = CODE.test(name);
    if (!code && !PROSE.test(name)) continue;
    checked += 1;
    const text = readFileSync(file, 'utf8');
    const lines = code ? commentsOf(text, name.endsWith('.sql')) : text.split('\n');
    lines.forEach((line, index) => {
      const match = HISTORY.exec(line);
      if (match) found.push(`${relative(root, file)}:${index + 1}: "${match[0]}"`);
    });
  }
}

if (found.length > 0) {
  console.error(`History in comments: ${found.length} reference(s) to an issue or task`);
  for (const line of found) console.error(`  ✗ ${line}`);
  console.error('Say what the code does and why instead; the history is in git.');
  process.exit(1);
}
console.log(`History in comments: none in ${checked} files`);
