import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The landing page's first load may use these; its JavaScript budget has no room for React
// Aria. This walks each one's imports (through our own files) and fails if any of them
// reaches React Aria or its date library.
const LIGHT = [
  'components/logo/logo.tsx',
  'components/button/button.tsx',
  'components/spinner/spinner.tsx',
  'components/skeleton/skeleton.tsx',
  'components/avatar/avatar.tsx',
  'components/badge/badge.tsx',
  'components/empty-state/empty-state.tsx',
  'components/error-state/error-state.tsx',
  'components/progress-bar/progress-bar.tsx',
  'components/card/card.tsx',
  'components/stack/stack.tsx',
  'components/visually-hidden/visually-hidden.tsx',
  'components/toast/toaster.tsx',
  'components/toast/toast-store.ts',
  'utils/contrast.ts',
  'utils/relative-date.ts',
  'utils/use-page-title.ts',
];

const HEAVY =
  /^(react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@internationalized)(\/|$)/;
const srcDir = dirname(fileURLToPath(import.meta.url));

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return Array.from(
    text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g),
    (m) => m[1] ?? '',
  );
}

function resolveLocal(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      // try the next extension
    }
  }
  throw new Error(`Cannot resolve ${specifier} from ${from}`);
}

function heavyImports(entry: string): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  const queue = [resolve(srcDir, entry)];
  while (queue.length > 0) {
    const file = queue.pop();
    if (!file || seen.has(file)) continue;
    seen.add(file);
    for (const specifier of importsOf(file)) {
      if (specifier.startsWith('.')) {
        queue.push(resolveLocal(file, specifier));
      } else if (HEAVY.test(specifier)) {
        found.push(`${file.slice(srcDir.length + 1)} → ${specifier}`);
      }
    }
  }
  return found;
}

describe('light components', () => {
  it.each(LIGHT)('%s does not reach React Aria', (entry) => {
    expect(heavyImports(entry)).toEqual([]);
  });

  it('the check itself sees React Aria where it is used', () => {
    expect(heavyImports('components/select/select.tsx').length).toBeGreaterThan(0);
  });
});
