import type {} from '@testing-library/jest-dom/vitest';
import * as matchers from '@testing-library/jest-dom/matchers';
import { cleanup } from '@testing-library/react';
import { afterEach, expect } from 'vitest';

// Not `import '@testing-library/jest-dom/vitest'`: that file imports 'vitest' from jest-dom's
// own location, which pnpm resolves to a second vitest copy here, and loading it breaks
// toMatchFileSnapshot (the tokens.css check). Extending this package's expect does the
// same without the second copy; the type-only import above keeps the matcher types.
expect.extend(matchers);

afterEach(() => {
  cleanup();
});
