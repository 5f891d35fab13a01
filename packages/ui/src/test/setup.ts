import type {} from '@testing-library/jest-dom/vitest';
import * as matchers from '@testing-library/jest-dom/matchers';
import { cleanup } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';

// Not `import '@testing-library/jest-dom/vitest'`: that file imports 'vitest' from jest-dom's
// own location, which pnpm resolves to a second vitest copy here, and loading it breaks
// toMatchFileSnapshot (the tokens.css check). Extending this package's expect does the
// same without the second copy; the type-only import above keeps the matcher types.
expect.extend(matchers);

// After every test the page, the storage, the clock, the globals and the spies as they were:
// test files share one jsdom per worker (`isolate: false`). The packages above this one use
// @wob/test-utils/setup, which does the same; @wob/ui is below it and keeps its own.
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
