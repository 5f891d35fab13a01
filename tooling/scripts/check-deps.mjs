#!/usr/bin/env node
// Enforces the package dependency direction of ARCHITECTURE.md:
//   validation, i18n, ui  ←  api  ←  store  ←  auth  ←  bubbles, deck, chat, premium  ←  apps/web
// apps/server may use the contract side only (api, validation, i18n). Feature packages never
// import one another. Both package.json dependencies and source imports are checked.
// @wob/test-utils (private test and story support, on top of the base and api) is the one
// exception to the direction: any package above it may use it, but only as a devDependency
// and only from tests, stories and their support files, so it never reaches shipped code.
//
// Inside apps/server/src the same is checked for the server's modules and platform (the table
// `serverModules` below, apps/server/README.md 'Modules'): platform/ and the files it shares
// import no module; a module imports another only along the table; no module imports another's
// routes file or the composition root, and no routes file builds a service (modules/index.ts
// builds every service once; app.ts hands each routes file its services).
//
// Two more rules keep the packages tidy beside their direction:
// - No import cycle between the files of one package (apps/*, packages/*, e2e, tooling/*: its
//   relative imports, `export … from` included). The server's modules cannot form a cycle (the
//   table is acyclic and every import is held to it); this adds cycles between its files, inside
//   a module or through the files beside the modules.
//   Type-only imports (`import type`, `export type`, or braces that name only `type` members)
//   are erased by TypeScript and ignored, and so are dynamic `import()`s: a lazily loaded route
//   or adapter is loaded after both modules are evaluated, which is what a cycle breaks.
// - A package lists only @wob/* packages it uses: each one it declares (the tooling presets
//   aside) is named by one of its source files, or is in `BUILT_BEFORE` below.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = new URL('../..', import.meta.url).pathname;
const TOOLING = new Set([
  '@wob/tsconfig',
  '@wob/vitest-config',
  '@wob/storybook-config',
  '@wob/lint',
  '@wob/scripts',
]);
const BASE = ['@wob/validation', '@wob/i18n', '@wob/ui'];
const FEATURES = ['@wob/bubbles', '@wob/deck', '@wob/chat', '@wob/premium'];
const TEST_UTILS = '@wob/test-utils';

/**
 * @wob packages a package declares without importing them: it runs their build output (the
 * browser tests start apps/server/dist/main.js serving apps/web/dist), so Turborepo builds them
 * first and `--affected` reruns it when they change.
 */
const BUILT_BEFORE = {
  '@wob/e2e': ['@wob/server', '@wob/web'],
};

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

/**
 * Which other server modules (apps/server/src/modules/<name>) each module's source may import,
 * lowest first; the table must stay free of cycles. app.ts, modules/index.ts (the composition
 * root), seed/ and tests may import any module.
 */
export const serverModules = {
  // Who sees what of a person, and where a person is: read by every module that shows people.
  people: [],
  // The premium state every user object carries; premium itself needs no other module.
  premium: [],
  // Sign-up, sessions and profiles show people and their premium state.
  accounts: ['people', 'premium'],
  // The administrators' sign-in stands alone.
  admin: [],
  // "Download my data" reads every table itself (one query per file of the ZIP); the bell's
  // ready notice is handed in by the composition root as a function.
  'data-export': [],
  // FAQs and support requests answer premium people first.
  support: ['premium'],
  // The bell shows people, and e-mails premium people sooner.
  notifications: ['people', 'premium'],
  // Likes, connections, saves, blocks and reports record into the bell.
  relations: ['notifications', 'people'],
  // Bubbles and boards show people as accounts do and tell the bell of requests and replies;
  // a Bubble's chat follows its members (the chat's group changes, in the Bubble's transaction).
  bubbles: ['accounts', 'chat', 'notifications', 'people', 'premium'],
  // Polls live on a Bubble's board and follow its access rules.
  polls: ['bubbles', 'people', 'premium'],
  // The deck reads accounts (its bench) and visibility; Bubble tiles are handed in.
  deck: ['accounts', 'people'],
  // The console's content editors: the audit log and admin sessions, the Bubbles' one
  // takedown writer. The bell is handed in.
  content: ['admin', 'bubbles'],
  // The chat takes the pair lock of the relations, follows visibility and blocks, and rings
  // the bell of a mentioned member.
  chat: ['notifications', 'people', 'relations'],
  // CometChat's block mirror is a block hook of the relations; its Bubble groups mirror the
  // chat's.
  cometchat: ['chat', 'relations'],
  // Moderation reads content by its owners' own rules (the chat's read rule and the Bubbles'
  // access; their deletes are handed in; on CometChat, its messages' reader and delete),
  // checks admins and writes their audit log, sets the sign-in sanctions accounts enforces,
  // and records its notices into the bell.
  moderation: ['accounts', 'admin', 'bubbles', 'chat', 'cometchat', 'notifications'],
};

/** Files under apps/server/src that platform/ may use beside itself: they import no module. */
const SERVER_SHARED = /^(?:context|config|messages|policy|paths)\.ts$|^db\//;

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

function* sourceFiles(dir, pattern = /\.(ts|tsx|js|mjs|jsx)$/) {
  for (const name of readdirSync(dir)) {
    if (
      name === 'node_modules' ||
      name === 'dist' ||
      name.startsWith('.') ||
      name === 'storybook-static'
    )
      continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path, pattern);
    else if (pattern.test(name)) yield path;
  }
}

/** A server source file that only tests use: tests drive the whole app and may import any module. */
const isServerTestFile = (path) =>
  /\.test\.ts$/.test(path) ||
  /(?:^|[/-])test-support\.ts$/.test(path) ||
  /(?:^|\/)(?:test|testing)\//.test(path);

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx'];

/** The file a relative import names: as written, or with a source extension, or its index. */
function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier);
  const candidates = [
    base,
    ...SOURCE_EXTENSIONS.map((ext) => `${base}${ext}`),
    ...SOURCE_EXTENSIONS.map((ext) => join(base, `index${ext}`)),
  ];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

/**
 * The relative imports of a source text that are there at run time: `import … from`,
 * `export … from` and bare `import './x'`, not type-only ones nor dynamic `import()`s.
 */
export function runtimeImports(text) {
  const found = [];
  const statement =
    /(?:^|[\n;])\s*(import|export)\s+(type\s+)?([^;'"]*?)\s*from\s*['"](\.{1,2}\/[^'"]+)['"]|(?:^|[\n;])\s*import\s*['"](\.{1,2}\/[^'"]+)['"]/g;
  for (const match of text.matchAll(statement)) {
    if (match[5]) {
      found.push(match[5]);
      continue;
    }
    if (match[2]) continue;
    // `import { type A, type B } from` is erased too; `import X, { type A }` is not.
    const braces = /^\{([^}]*)\}$/.exec(match[3].trim());
    if (braces) {
      const names = braces[1]
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      if (names.length > 0 && names.every((name) => name.startsWith('type '))) continue;
    }
    found.push(match[4]);
  }
  return found;
}

/**
 * The import cycles between the source files under `dir` (each as a path `a → b → a` of paths
 * relative to `dir`); none is allowed.
 */
export function importCycles(dir) {
  const graph = {};
  const files = [...sourceFiles(dir)].sort();
  const name = (file) => relative(dir, file).split(sep).join('/');
  for (const file of files) {
    const targets = runtimeImports(readFileSync(file, 'utf8'))
      .map((specifier) => resolveImport(file, specifier))
      .filter((target) => target && !relative(dir, target).startsWith('..'))
      .map(name);
    graph[name(file)] = [...new Set(targets)].sort();
  }
  return tableCycles(graph);
}

/**
 * The @wob packages that `pkg` (its package.json, in `dir`) declares but none of its source
 * files names: an import, a re-export, a mock or a resolve of '@wob/name' or '@wob/name/…'
 * anywhere in the package (its CSS and .storybook/ included). Tooling presets are left out.
 */
export function unusedWobDependencies(dir, pkg) {
  const declared = Object.keys({
    ...pkg.dependencies,
    ...pkg.devDependencies,
    ...pkg.peerDependencies,
  })
    .filter((dep) => dep.startsWith('@wob/') && !TOOLING.has(dep))
    .filter((dep) => !(BUILT_BEFORE[pkg.name] ?? []).includes(dep));
  const named = new Set();
  const files = [dir, join(dir, '.storybook')]
    .filter((path) => existsSync(path))
    .flatMap((path) => [...sourceFiles(path, /\.(?:ts|tsx|js|mjs|jsx|css)$/)]);
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(
      /['"](@wob\/[a-z0-9-]+)(?:\/[^'"]*)?['"]/g,
    )) {
      named.add(match[1]);
    }
  }
  return declared.filter((dep) => !named.has(dep));
}

/** The cycles of a module table (each as a path `a → b → a`); none is allowed. */
export function tableCycles(table) {
  const cycles = [];
  const state = new Map();
  const visit = (name, path) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'open') {
      cycles.push([...path.slice(path.indexOf(name)), name].join(' → '));
      return;
    }
    state.set(name, 'open');
    for (const next of table[name] ?? []) visit(next, [...path, name]);
    state.set(name, 'done');
  };
  for (const name of Object.keys(table)) visit(name, []);
  return cycles;
}

/**
 * The server's directions in `srcDir` (apps/server/src): answers one line per problem, named by
 * the file's path relative to `srcDir`.
 */
export function checkServerSource(srcDir, table = serverModules) {
  const problems = tableCycles(table).map(
    (cycle) => `server modules: the table has a cycle ${cycle}`,
  );
  const modulesDir = join(srcDir, 'modules');
  if (existsSync(modulesDir)) {
    for (const name of readdirSync(modulesDir)) {
      if (statSync(join(modulesDir, name)).isDirectory() && !table[name]) {
        problems.push(
          `modules/${name}: not placed in the server's module table (add it to tooling/scripts/check-deps.mjs)`,
        );
      }
    }
  }
  for (const file of sourceFiles(srcDir)) {
    const path = relative(srcDir, file).split(sep).join('/');
    if (isServerTestFile(path)) continue;
    const own = /^modules\/([^/]+)\//.exec(path)?.[1];
    const isPlatform = path.startsWith('platform/') || SERVER_SHARED.test(path);
    const text = readFileSync(file, 'utf8');
    // A routes file binds endpoints to the services it is handed; it builds none.
    if (own && /(?:^|-)routes\.ts$/.test(path.split('/').pop())) {
      for (const match of text.matchAll(/(?<![.\w])(create[A-Z]\w*)\(/g)) {
        problems.push(`${path}: calls ${match[1]}(); services are built once, in modules/index.ts`);
      }
    }
    for (const match of text.matchAll(
      /(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g,
    )) {
      const target = relative(srcDir, resolve(dirname(file), match[1]))
        .split(sep)
        .join('/');
      if (!target.startsWith('modules/')) continue;
      const module = /^modules\/([^/]+)\//.exec(target)?.[1];
      if (isPlatform) {
        problems.push(
          `${path}: imports ${target}; the platform and what it shares import no module (hand it a function from the composition root)`,
        );
      } else if (own && !module) {
        problems.push(`${path}: imports ${target}; only app.ts uses the composition root`);
      } else if (own && module && module !== own) {
        if (/(?:^|-)routes(?:\.ts)?$/.test(target.split('/').pop())) {
          problems.push(
            `${path}: imports ${target}; a module never imports another's routes (services come from modules/index.ts)`,
          );
        } else if (!(table[own] ?? []).includes(module)) {
          problems.push(`${path}: imports ${target}, which modules/${own} may not use`);
        }
      }
    }
  }
  return problems;
}

const problems = [];
let checked = 0;
for (const dir of packageDirs()) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  if (TOOLING.has(pkg.name)) continue;
  const rule = allowed[pkg.name];
  if (!rule) {
    problems.push(
      `${pkg.name}: not placed in the dependency direction (add it to tooling/scripts/check-deps.mjs)`,
    );
    continue;
  }
  checked += 1;
  const declared = Object.keys({
    ...pkg.dependencies,
    ...pkg.devDependencies,
    ...pkg.peerDependencies,
  });
  for (const dep of declared) {
    if (dep === TEST_UTILS && mayUseTestUtils(pkg.name)) {
      if (pkg.dependencies?.[dep] || pkg.peerDependencies?.[dep] || !pkg.devDependencies?.[dep]) {
        problems.push(`${pkg.name}: package.json may list ${dep} only under devDependencies`);
      }
      continue;
    }
    if (dep.startsWith('@wob/') && !TOOLING.has(dep) && !rule.includes(dep)) {
      problems.push(
        `${pkg.name}: package.json depends on ${dep}, which the dependency direction forbids`,
      );
    }
  }
  for (const dep of unusedWobDependencies(dir, pkg)) {
    problems.push(
      `${pkg.name}: package.json lists ${dep}, which none of its files imports (remove it)`,
    );
  }
  for (const cycle of importCycles(dir)) {
    problems.push(`${relative(root, dir)}: import cycle ${cycle}`);
  }
  // .storybook/ is read too: a preview is where shared story support is most likely imported.
  const files = ['src', '.storybook']
    .map((name) => join(dir, name))
    .filter((path) => existsSync(path))
    .flatMap((path) => [...sourceFiles(path)]);
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(
      /(?:from\s+|import\s*\(\s*|import\s+)['"](@wob\/[a-z0-9-]+)/g,
    )) {
      const target = match[1];
      if (target === pkg.name || TOOLING.has(target)) continue;
      if (target === TEST_UTILS && mayUseTestUtils(pkg.name)) {
        if (!isTestOrStoryFile(relative(root, file))) {
          problems.push(
            `${relative(root, file)}: imports ${target}, which only tests and stories may use`,
          );
        }
        continue;
      }
      if (!rule.includes(target)) {
        problems.push(`${relative(root, file)}: imports ${target}, which ${pkg.name} may not use`);
      }
    }
    // Reaching into another package's files by relative path would dodge the rule above.
    for (const match of text.matchAll(/from\s+['"]((?:\.\.\/)+(?:packages|apps)\/[^'"]+)['"]/g)) {
      if (!/\.test\.tsx?$/.test(file))
        problems.push(`${relative(root, file)}: imports ${match[1]} across packages by path`);
    }
  }
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1]);
if (isMain) {
  const server = checkServerSource(join(root, 'apps/server/src'));
  problems.push(...server.map((problem) => `apps/server/src/${problem}`));
  if (problems.length > 0) {
    console.error(`Dependency direction: ${problems.length} problem(s)`);
    for (const p of problems) console.error(`  ✗ ${p}`);
    process.exit(1);
  }
  console.log(
    `Dependency direction: ${checked} packages and ${Object.keys(serverModules).length} server modules follow ARCHITECTURE.md`,
  );
}
