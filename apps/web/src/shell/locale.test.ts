import { readStoredRaw } from '@wob/api';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from './change-locale';
import { addLocalePreparer, bootLocale, getLocale, switchLocale } from './locale';
import { setNavigator } from './navigation';

describe('locale on boot (spec section 4)', () => {
  it('starts a first visit in Danish and stores it', () => {
    expect(bootLocale(['en-US'])).toBe('da');
    expect(readStoredRaw('locale')).toBe('da');
    expect(document.documentElement.lang).toBe('da');
  });

  it('keeps a stored supported language', () => {
    localStorage.setItem('user-locale', 'en');
    expect(bootLocale(['da-DK'])).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('ignores an unsupported stored value, then tries the browser languages', () => {
    localStorage.setItem('user-locale', 'fr');
    expect(bootLocale(['de-DE', 'da-DK', 'en'])).toBe('da');
    expect(document.documentElement.lang).toBe('da');
    // Ignored, not overwritten: the value is left as it was.
    expect(readStoredRaw('locale')).toBe('fr');
  });

  it('falls back to English when neither storage nor browser helps', () => {
    localStorage.setItem('user-locale', 'sv');
    expect(bootLocale(['de-DE', 'fr'])).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('switching the language', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  it('stores the choice and sets <html lang>', async () => {
    bootLocale([]);
    await switchLocale('en');
    expect(getLocale()).toBe('en');
    expect(readStoredRaw('locale')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('goes to the root and keeps the language when the switch fails', async () => {
    localStorage.setItem('user-locale', 'da');
    bootLocale([]);
    const visited: string[] = [];
    setNavigator((to) => visited.push(to));
    cleanups.push(addLocalePreparer(() => Promise.reject(new Error('chunk failed'))));
    await changeLocale('en');
    expect(visited).toEqual(['/']);
    expect(getLocale()).toBe('da');
    expect(readStoredRaw('locale')).toBe('da');
    expect(document.documentElement.lang).toBe('da');
  });
});
