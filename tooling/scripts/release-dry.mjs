#!/usr/bin/env node
// `pnpm release:dry`: what a consumer gets from the published packages, checked end to end
// without publishing. Every public package is packed as `changeset publish` would pack it
// (`pnpm pack`, whose `prepack` builds it first), the tarballs are installed together into an
// empty project with npm (third-party packages from the npm registry), and that project then
//   1. imports every entry point of every package in Node (the `exports` maps; CSS excepted),
//   2. bundles a page that imports each package and its CSS with esbuild and with Vite,
//   3. type-checks the same imports with `strict` and `skipLibCheck: false`.
// esbuild, Vite and TypeScript are the workspace's own. Exits 1 naming each failed check.
// `--keep` leaves the temporary folder for a look.
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'wob-release-dry-'));
const consumer = join(work, 'consumer');
const tarballs = join(work, 'tarballs');
const started = Date.now();
const failures = [];

// The workspace's tools: TypeScript of the root, Vite of the web app, esbuild of tsup.
const fromWeb = createRequire(join(root, 'apps/web/package.json'));
const fromChat = createRequire(join(root, 'packages/chat/package.json'));
const viteBin = join(dirname(fromWeb.resolve('vite/package.json')), 'bin/vite.js');
const esbuildBin = join(
  dirname(createRequire(fromChat.resolve('tsup')).resolve('esbuild/package.json')),
  'bin/esbuild',
);
const tscBin = join(root, 'node_modules/typescript/bin/tsc');

/** Entry points that are not for a browser bundle, and why. */
const NOT_IN_BUNDLE = {
  '@wob/chat/contract': 'the adapters’ contract suite, run by vitest',
  '@wob/chat/emoji-assets': 'Node: the emoji files an app serves',
};
/** Dev tools a consumer adds itself: the type-check's React types, the contract suite's vitest. */
const CONSUMER_DEV = { '@types/react': '^19.0.0', '@types/react-dom': '^19.0.0', vitest: '^4.1.0' };

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Runs a command; its output is shown only when it fails. */
function run(command, args, cwd) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() };
}

/** One check: prints ✓ or ✗ with its time; a failure is remembered with its output. */
function check(title, body) {
  const since = Date.now();
  let problem = null;
  try {
    problem = body();
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  }
  if (problem) {
    failures.push(title);
    console.log(`  ✗ ${title} (${seconds(since)})\n${indent(problem)}`);
    return false;
  }
  console.log(`  ✓ ${title} (${seconds(since)})`);
  return true;
}

function indent(text) {
  const lines = text.split('\n');
  const shown =
    lines.length > 60 ? [...lines.slice(0, 60), `… ${lines.length - 60} more lines`] : lines;
  return shown.map((line) => `      ${line}`).join('\n');
}

function sizeOf(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, name) => sum + sizeOf(join(path, name)), 0);
}
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The public packages of the workspace (those changesets publishes). */
function publicPackages() {
  return readdirSync(join(root, 'packages'))
    .map((name) => join(root, 'packages', name))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }))
    .filter(({ manifest }) => !manifest.private);
}

/** Every entry point of an installed package, wildcards expanded against its files. */
function entryPoints(name) {
  const dir = join(consumer, 'node_modules', name);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const entries = [];
  for (const [key, target] of Object.entries(manifest.exports ?? { '.': manifest.main })) {
    const file = typeof target === 'string' ? target : (target.import ?? target.default);
    const css = file.endsWith('.css');
    if (!key.includes('*')) {
      entries.push({ specifier: key === '.' ? name : `${name}/${key.slice(2)}`, css });
      continue;
    }
    // './locales/*' → './dist/locales/*.js': each file that matches names one entry.
    const [before, after] = file.split('*');
    const folder = join(dir, before);
    for (const found of listFiles(folder)) {
      const path = `${before}${relative(folder, found)}`;
      if (!path.endsWith(after)) continue;
      const stem = path.slice(before.length, path.length - after.length);
      entries.push({ specifier: `${name}/${key.slice(2).replace('*', stem)}`, css });
    }
  }
  return entries;
}

function listFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

const packages = publicPackages();
console.log(`release:dry in ${work}`);
console.log(`packages: ${packages.map(({ manifest }) => manifest.name).join(', ')}`);

// 1. Pack each package as it would be published.
console.log('\n● pnpm pack (prepack builds each package)');
check('no package depends on what another takes as a peer (an app has one copy)', () => {
  const peerOf = new Map();
  for (const { manifest } of packages) {
    for (const name of Object.keys(manifest.peerDependencies ?? {})) {
      peerOf.set(name, [...(peerOf.get(name) ?? []), manifest.name]);
    }
  }
  const clashes = packages.flatMap(({ manifest }) =>
    Object.keys(manifest.dependencies ?? {})
      .filter((name) => peerOf.has(name))
      .map(
        (name) => `${manifest.name} depends on ${name}, a peer of ${peerOf.get(name).join(', ')}`,
      ),
  );
  return clashes.length > 0 ? clashes.join('\n') : null;
});
mkdirSync(tarballs, { recursive: true });
const packed = new Map();
for (const { dir, manifest } of packages) {
  check(`${manifest.name}: packs with its dist, no workspace: or catalog: left`, () => {
    const result = run('pnpm', ['pack', '--pack-destination', tarballs], dir);
    if (!result.ok) return result.output;
    const tarball = readdirSync(tarballs).find((file) =>
      file.startsWith(`${manifest.name.replace('@', '').replace('/', '-')}-${manifest.version}`),
    );
    if (!tarball) return `no tarball for ${manifest.name} in ${tarballs}`;
    packed.set(manifest.name, join(tarballs, tarball));
    const listing = run('tar', ['-tzf', join(tarballs, tarball)], work).output.split('\n');
    if (!listing.some((file) => file.startsWith('package/dist/')))
      return 'the tarball has no dist/';
    const doubles = listing.filter((file) => /\/(test|fake)\/|\.test\.|\.stories\./.test(file));
    if (doubles.length > 0) return `test files in the tarball:\n${doubles.join('\n')}`;
    const json = run(
      'tar',
      ['-xzOf', join(tarballs, tarball), 'package/package.json'],
      work,
    ).output;
    if (/"(workspace|catalog):/.test(json))
      return `package.json still says workspace: or catalog:\n${json}`;
    return null;
  });
}
if (packed.size !== packages.length) finish();

// 2. Install the tarballs together into an empty project.
console.log('\n● npm install of the tarballs into an empty project');
mkdirSync(join(consumer, 'src'), { recursive: true });
const dependencies = Object.fromEntries([...packed].map(([name, file]) => [name, `file:${file}`]));
writeFileSync(
  join(consumer, 'package.json'),
  `${JSON.stringify(
    {
      name: 'wob-consumer',
      private: true,
      type: 'module',
      dependencies,
      devDependencies: CONSUMER_DEV,
      // The packages' dependencies on each other resolve to these tarballs too.
      overrides: Object.fromEntries([...packed.keys()].map((name) => [name, `$${name}`])),
    },
    null,
    2,
  )}\n`,
);
const installed = check('npm install (peers included, as npm does by default)', () => {
  const result = run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], consumer);
  return result.ok ? null : result.output;
});
if (!installed) finish();
for (const name of packed.keys()) {
  console.log(
    `    ${name}: tarball ${mb(statSync(packed.get(name)).size)}, installed ${mb(sizeOf(join(consumer, 'node_modules', name)))}`,
  );
}
console.log(`    node_modules in all: ${mb(sizeOf(join(consumer, 'node_modules')))}`);

const entries = [...packed.keys()].flatMap(entryPoints);
const scripts = entries.filter((entry) => !entry.css);
const browser = scripts.filter((entry) => !(entry.specifier in NOT_IN_BUNDLE));

// 3. Every entry point in Node.
console.log(`\n● import in Node: ${scripts.length} entry points`);
for (const { specifier } of scripts) {
  check(`import('${specifier}')`, () => {
    const code = `const m = await import(${JSON.stringify(specifier)}); if (Object.keys(m).length === 0) throw new Error('no exports');`;
    const result = run(process.execPath, ['--input-type=module', '-e', code], consumer);
    return result.ok ? null : result.output;
  });
}
check('@wob/chat/emoji-assets lists files that the package ships', () => {
  const code = `import { emojiAssetFiles, emojiAssetSource } from '@wob/chat/emoji-assets';
import { existsSync } from 'node:fs'; import { join } from 'node:path';
const source = emojiAssetSource(); const files = emojiAssetFiles(source);
const missing = files.filter((file) => !existsSync(join(source, file)));
if (!source.includes('node_modules/@wob/chat/dist/emoji') || files.length < 3000 || missing.length) {
  throw new Error(source + ' ' + files.length + ' files, missing ' + missing.slice(0, 5));
}`;
  const result = run(process.execPath, ['--input-type=module', '-e', code], consumer);
  return result.ok ? null : result.output;
});

// 4. A page that uses every package (and its CSS), bundled by esbuild and by Vite.
const lines = [
  '// Imports every entry point of the packages, and their CSS, as an app would.',
  ...entries.filter((entry) => entry.css).map(({ specifier }) => `import '${specifier}';`),
  ...browser.map(({ specifier }, at) => `import * as entry${at} from '${specifier}';`),
  `export const entries = [${browser.map((_, at) => `entry${at}`).join(', ')}];`,
  'document.body.dataset.entries = String(entries.length);',
  '',
];
writeFileSync(join(consumer, 'src/main.ts'), lines.join('\n'));
writeFileSync(
  join(consumer, 'src/node-entries.ts'),
  [
    '// The entry points that are not for browsers, type-checked too.',
    ...Object.keys(NOT_IN_BUNDLE).map(
      (specifier, at) => `import * as node${at} from '${specifier}';`,
    ),
    `export const nodeEntries = [${Object.keys(NOT_IN_BUNDLE)
      .map((_, at) => `node${at}`)
      .join(', ')}];`,
    '',
  ].join('\n'),
);
writeFileSync(
  join(consumer, 'index.html'),
  '<!doctype html><html><body><script type="module" src="/src/main.ts"></script></body></html>\n',
);
writeFileSync(
  join(consumer, 'vite.config.mjs'),
  "import { emojiAssetsPlugin } from '@wob/chat/emoji-assets';\nexport default { plugins: [emojiAssetsPlugin()], logLevel: 'warn', build: { outDir: 'out/vite', chunkSizeWarningLimit: 100000 } };\n",
);

console.log(`\n● bundle a page with ${browser.length} entry points and the CSS`);
check('esbuild bundles it (fonts with the file loader, nothing Vite-only)', () => {
  const result = run(
    esbuildBin,
    [
      'src/main.ts',
      '--bundle',
      '--format=esm',
      '--splitting',
      '--platform=browser',
      '--outdir=out/esbuild',
      '--loader:.woff2=file',
      '--loader:.woff=file',
      '--log-level=warning',
    ],
    consumer,
  );
  if (!result.ok) return result.output;
  // The emoji images are files the app serves itself, listed by @wob/chat/emoji-assets.
  const source = join(consumer, 'node_modules/@wob/chat/dist/emoji');
  for (const file of ['sheets-256/32.png', '64/1f44d.png']) {
    mkdirSync(dirname(join(consumer, 'out/esbuild/emoji', file)), { recursive: true });
    copyFileSync(join(source, file), join(consumer, 'out/esbuild/emoji', file));
  }
  return null;
});
check('Vite builds it (with the chat’s emoji plugin)', () => {
  const result = run(process.execPath, [viteBin, 'build', '--config', 'vite.config.mjs'], consumer);
  if (!result.ok) return result.output;
  if (!existsSync(join(consumer, 'out/vite/emoji/sheets-256/64.png')))
    return 'no emoji/ in the build';
  return null;
});

// 5. The same imports type-checked as strictly as a consumer may.
console.log('\n● type-check (TypeScript, strict, skipLibCheck: false)');
writeFileSync(
  join(consumer, 'tsconfig.json'),
  `${JSON.stringify(
    {
      compilerOptions: {
        target: 'es2022',
        lib: ['es2023', 'dom', 'dom.iterable'],
        module: 'esnext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        skipLibCheck: false,
        noEmit: true,
        types: [],
      },
      include: ['src'],
    },
    null,
    2,
  )}\n`,
);
check(`tsc on ${scripts.length} entry points`, () => {
  const result = run(process.execPath, [tscBin, '-p', 'tsconfig.json'], consumer);
  return result.ok ? null : result.output;
});

finish();

function finish() {
  console.log(`\nrelease:dry took ${seconds(started)}`);
  if (!process.argv.includes('--keep')) rmSync(work, { recursive: true, force: true });
  if (failures.length > 0) {
    console.log(
      `✗ release:dry: ${failures.length} check(s) failed:\n${failures.map((f) => `  - ${f}`).join('\n')}`,
    );
    process.exit(1);
  }
  console.log('✓ release:dry: every package packs, installs, imports, bundles and type-checks');
  process.exit(0);
}
