import type {} from '@testing-library/jest-dom/vitest';
import * as matchers from '@testing-library/jest-dom/matchers';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';

// Not `import '@testing-library/jest-dom/vitest'`: that file imports 'vitest' from jest-dom's
// own location, which pnpm resolves to a second vitest copy here, and loading it breaks
// toMatchFileSnapshot (in @wob/ui). Extending this package's expect does the
// same without the second copy; the type-only import above keeps the matcher types.
expect.extend(matchers);

// Each test leaves the page, the storage, the clock and the globals as it found them: test
// files share one jsdom per worker (`isolate: false` in vitest.config.ts), so whatever a test
// changes the next file would see.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Lazy pages load through dynamic imports; on a busy machine the first one of a file can
// take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout. The message list's virtualiser reads its scroller's size and scrolls
// it: give elements marked `data-virtual-scroller` a phone-sized box, and every element a
// scrollTo that moves scrollTop, so the rows render as in a browser.
for (const [name, size] of [
  ['clientHeight', 560],
  ['clientWidth', 360],
] as const) {
  const native = Object.getOwnPropertyDescriptor(Element.prototype, name);
  Object.defineProperty(HTMLElement.prototype, name, {
    configurable: true,
    get(this: HTMLElement) {
      if (this.hasAttribute('data-virtual-scroller')) return size;
      return native?.get?.call(this) ?? 0;
    },
  });
}
if (!Element.prototype.scrollTo) {
  Element.prototype.scrollTo = function scrollTo(
    this: Element,
    options?: ScrollToOptions | number,
  ) {
    if (typeof options === 'object' && options.top !== undefined) this.scrollTop = options.top;
  } as Element['scrollTo'];
}
