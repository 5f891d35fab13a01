// The packages' half of `pnpm check:deps` beside the direction: no import cycle between the
// files of a package, and no @wob/* package listed in a package.json that none of its files
// imports. Each rule fails on a scratch tree that breaks it, and the repository passes.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, runtimeImports, unusedWobDependencies } from '../check-deps.mjs';
import { scratchTrees } from '../lib/scratch.mjs';
import { root } from '../lib/test-run.mjs';

/** A scratch package folder with these files (path → text). */
const tree = scratchTrees('wob-check-deps-');

describe('pnpm check:deps: import cycles', () => {
  it('reads the imports that are there at run time, not the type-only or dynamic ones', () => {
    const text = [
      "import { a } from './a';",
      "import B, { type BProps } from '../b/b';",
      "import { c, type C } from './c';",
      'import {',
      '  d,',
      '  e,',
      "} from './de';",
      "export * from './f';",
      "export { g } from './g';",
      "import './h.css';",
      "import type { T } from './t';",
      "import { type U, type V } from './uv';",
      "export type { W } from './w';",
      "export { type X } from './x';",
      "const lazy = () => import('./lazy');",
      "import { z } from 'zustand';",
    ].join('\n');
    expect(runtimeImports(text)).toEqual(['./a', '../b/b', './c', './de', './f', './g', './h.css']);
  });

  it('fails on a cycle between the files of a package, through an index too', () => {
    const dir = tree({
      'src/deck/store.ts': "import { filtersSlice } from './slices';\nexport const useDeck = 1;\n",
      'src/deck/slices/index.ts': "export { filtersSlice } from './filters';\n",
      'src/deck/slices/filters.ts':
        "import { useDeck } from '../store';\nexport const filtersSlice = useDeck;\n",
      'src/one.tsx': "import { one } from './one';\nexport { one };\n",
      'src/fine.ts': "import { useDeck } from './deck/store';\n",
    });
    expect(importCycles(dir)).toEqual([
      'src/deck/slices/filters.ts → src/deck/store.ts → src/deck/slices/index.ts → src/deck/slices/filters.ts',
      'src/one.tsx → src/one.tsx',
    ]);
  });

  it('passes a cycle closed only by a type-only or a dynamic import', () => {
    const dir = tree({
      'src/store.ts': "import { slice } from './slice';\nexport const store = 1;\n",
      'src/slice.ts': "import type { Store } from './store';\nexport const slice = 1;\n",
      'src/routes.tsx':
        "import { page } from './page';\nexport const routes = () => import('./page');\n",
      'src/page.tsx': "export const page = () => import('./routes');\n",
      'src/other.ts': "import { type Store } from './store';\nexport const other = 1;\n",
    });
    expect(importCycles(dir)).toEqual([]);
  });

  it('finds none in the repository', () => {
    const dirs = [
      'apps/server',
      'apps/web',
      'e2e',
      ...readdirSync(join(root, 'packages')).map((name) => `packages/${name}`),
    ];
    for (const dir of dirs)
      expect({ dir, cycles: importCycles(join(root, dir)) }).toEqual({ dir, cycles: [] });
  });
});

describe('pnpm check:deps: declared but never imported', () => {
  it('lists a @wob package that no file names, and passes what is imported, re-exported or mocked', () => {
    const dir = tree({
      'src/index.ts': "import { api } from '@wob/api';\nexport { t } from '@wob/i18n';\n",
      'src/styles.css': "@import '@wob/ui/styles.css';\n",
      'src/page.test.tsx': "vi.mock('@wob/store', () => ({}));\n",
      // A comment that names a package does not use it.
      'src/notes.ts': '// Was built on @wob/auth.\n',
    });
    const pkg = {
      name: '@wob/chat',
      dependencies: {
        '@wob/api': 'workspace:*',
        '@wob/auth': 'workspace:*',
        '@wob/i18n': 'workspace:*',
        '@wob/ui': 'workspace:*',
      },
      devDependencies: {
        '@wob/store': 'workspace:*',
        '@wob/tsconfig': 'workspace:*',
        '@wob/test-utils': 'workspace:*',
      },
    };
    expect(unusedWobDependencies(dir, pkg)).toEqual(['@wob/auth', '@wob/test-utils']);
  });

  it('passes the builds the browser tests run without importing them', () => {
    const dir = tree({ 'support/copy.ts': "import { t } from '@wob/i18n';\n" });
    const pkg = {
      name: '@wob/e2e',
      dependencies: { '@wob/i18n': 'workspace:*' },
      devDependencies: {
        '@wob/server': 'workspace:*',
        '@wob/web': 'workspace:*',
        '@wob/chat': 'workspace:*',
      },
    };
    expect(unusedWobDependencies(dir, pkg)).toEqual(['@wob/chat']);
  });
});
