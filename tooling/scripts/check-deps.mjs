#!/usr/bin/env node
// Enforces the package dependency direction of ARCHITECTURE.md:
//   validation, i18n, ui  ←  api  ←  store  ←  auth  ←  bubbles, deck, chat, premium  ←  apps/web
// apps/server may use the contract side only (api, validation, i18n). Feature packages never
// import one another. Both package.json dependencies and source imports are checked.
// @wob/test-utils (private test and story support, on top of the base and api) is the one
// exception to the direction: any package above it may use it, but only as a devDependency
// and only from tests, stories and their support files, so it never reaches shipped code.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const TOOLING = new Set(['@wob/tsconfig', '@wob/vitest-config', '@wob/storybook-config', '@wob/lint', '@wob/scripts']);
const BASE = ['@wob/validation', '@wob/i18n', '@wob/ui'];
const FEATURES = ['@wob/bubbles', '@wob/deck', '@wob/chat', '@wob/premium'];
const TEST_UTILS = '@wob/test-utils';

/** Which @wob packages each package may depend on. */
const allowed = {
  '@wob/validation': [],
  '@wob/i18n': [],
  '@wob/ui': [],
  '@wob/api': [...BASE],
  '@wob/store': [...BASE, '@wob/api'],
  '@wob/auth': [...BASE, '@wob/api', '@wob/store'],
  ...Object.fromEntries(FEATURES.map((f) => [f, [...BASE, '@wob/api', '@wob/store', '@wob/auth']])),
  '@wob/web': [...BASE, '@wob/api', '@wob/store', '@wob/auth', ...FEATURES],
  '@wob/server': ['@wob/api', '@wob/validation', '@wob/i18n'],
  // The browser tests also drive the chat service's contract suite and its adapters
  // against the real server, as a client would.
  '@wob/e2e': ['@wob/i18n', '@wob/api', '@wob/chat', '@wob/server', '@wob/web'],
  [TEST_UTILS]: [...BASE, '@wob/api'],
};

/** Whether a package may use @wob/test-utils at all: not itself, nor what it is built on. */
const mayUseTestUtils = (name) => name !== TEST_UTILS && !allowed[TEST_UTILS].includes(name);

/**
 * Tests, stories and their support (any test/ folder under src/, .storybook/): the only files
 * that may import @wob/test-utils.
 */
const isTestOrStoryFile = (file) =>
  /\.(test|stories)\.[cm]?[jt]sx?$/.test(file) ||
  /\/src\/(?:.+\/)?test\//.test(file) ||
  /\/\.storybook\//.test(file);

function packageDirs() {
  const dirs = [];
  for (const group of ['apps', 'packages', 'tooling']) {
    const base = join(root, group);
    if (!existsSync(base)) continue;
    for (const name of readdirSync(base)) {
      if (existsSync(join(base, name, 'package.json'))) dirs.push(join(base, name));
    }
  }
  if (existsSync(join(root, 'e2e/package.json'))) dirs.push(join(root, 'e2e'));
  return dirs;
}

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.') || name === 'storybook-static') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|js|mjs|jsx)$/.test(name)) yield path;
  }
}

const problems = [];
let checked = 0;
for (const dir of packageDirs()) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  if (TOOLING.has(pkg.name)) continue;
  const rule = allowed[pkg.name];
  if (!rule) {
    problems.push(`${pkg.name}: not placed in the dependency direction (add it to tooling/scripts/check-deps.mjs)`);
    continue;
  }
  checked += 1;
  const declared = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies });
  for (const dep of declared) {
    if (dep === TEST_UTILS && mayUseTestUtils(pkg.name)) {
      if (pkg.dependencies?.[dep] || pkg.peerDependencies?.[dep] || !pkg.devDependencies?.[dep]) {
        problems.push(`${pkg.name}: package.json may list ${dep} only under devDependencies`);
      }
      continue;
    }
    if (dep.startsWith('@wob/') && !TOOLING.has(dep) && !rule.includes(dep)) {
      problems.push(`${pkg.name}: package.json depends on ${dep}, which the dependency direction forbids`);
    }
  }
  // .storybook/ is read too: a preview is where shared story support is most likely imported.
  const files = ['src', '.storybook']
    .map((name) => join(dir, name))
    .filter((path) => existsSync(path))
    .flatMap((path) => [...sourceFiles(path)]);
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](@wob\/[a-z0-9-]+)/g)) {
      const target = match[1];
      if (target === pkg.name || TOOLING.has(target)) continue;
      if (target === TEST_UTILS && mayUseTestUtils(pkg.name)) {
        if (!isTestOrStoryFile(relative(root, file))) {
          problems.push(`${relative(root, file)}: imports ${target}, which only tests and stories may use`);
        }
        continue;
      }
      if (!rule.includes(target)) {
        problems.push(`${relative(root, file)}: imports ${target}, which ${pkg.name} may not use`);
      }
    }
    // Reaching into another package's files by relative path would dodge the rule above.
    for (const match of text.matchAll(/from\s+['"]((?:\.\.\/)+(?:packages|apps)\/[^'"]+)['"]/g)) {
      if (!/\.test\.tsx?$/.test(file)) problems.push(`${relative(root, file)}: imports ${match[1]} across packages by path`);
    }
  }
}

if (problems.length > 0) {
  console.error(`Dependency direction: ${problems.length} problem(s)`);
  for (const p of problems) console.error(`  ✗ ${p}`);
  process.exit(1);
}
console.log(`Dependency direction: ${checked} packages follow ARCHITECTURE.md`);
