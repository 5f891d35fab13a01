import type {} from '@testing-library/jest-dom/vitest';
import * as matchers from '@testing-library/jest-dom/matchers';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect } from 'vitest';

// Not `import '@testing-library/jest-dom/vitest'`: that file imports 'vitest' from jest-dom's
// own location, which pnpm resolves to a second vitest copy here, and loading it breaks
// toMatchFileSnapshot (in @wob/ui). Extending this package's expect does the
// same without the second copy; the type-only import above keeps the matcher types.
expect.extend(matchers);

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Lazy pages load through dynamic imports; on a busy machine the first one of a file can
// take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });
