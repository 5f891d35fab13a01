// The chat's own test set-up, after @wob/test-utils/setup (vitest.config.ts).

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
