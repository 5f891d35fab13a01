import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTitle, usePageTitle } from './use-page-title';

describe('usePageTitle', () => {
  it('names the tab after the page and follows a new title', () => {
    const { rerender } = renderHook(({ title }) => usePageTitle(title), {
      initialProps: { title: 'Saved Woblers' as string | null },
    });
    expect(document.title).toBe('Saved Woblers · Woble');
    rerender({ title: 'Members · Bogklubben Nørrebro' });
    expect(document.title).toBe('Members · Bogklubben Nørrebro · Woble');
  });

  it('shows the brand alone while the page has no title yet', () => {
    renderHook(() => usePageTitle(null));
    expect(document.title).toBe('Woble');
    expect(pageTitle('')).toBe('Woble');
    expect(pageTitle(undefined)).toBe('Woble');
  });
});
