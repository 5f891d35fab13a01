import type {} from '@testing-library/jest-dom/vitest';
import * as matchers from '@testing-library/jest-dom/matchers';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';

// The jsdom test set-up of the packages' component tests (their `setupFiles`): jest-dom's
// matchers, and after every test the page, the storage, the clock, the globals and the spies
// as they were. Test files share one jsdom per worker (`isolate: false`), so whatever a test
// leaves behind the next file would see.
//
// Not `import '@testing-library/jest-dom/vitest'`: that file imports 'vitest' from jest-dom's
// own location, which pnpm may resolve to a second vitest copy, and loading it breaks
// toMatchFileSnapshot. Extending this vitest's expect does the same without the second copy;
// the type-only import above keeps the matcher types.
expect.extend(matchers);

afterEach(() => {
  cleanup();
  // What rendered outside Testing Library's container (portals left by a library) goes too.
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Lazy pages load through dynamic imports; on a busy machine the first one of a file can
// take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });
