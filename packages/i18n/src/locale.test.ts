import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_STORAGE_KEY,
  localeFromAcceptLanguage,
  resolveLocale,
  SUPPORTED_LOCALES,
} from './locale';

describe('locale constants', () => {
  it('supports Danish and English, Danish first, stored under user-locale', () => {
    expect(SUPPORTED_LOCALES).toEqual(['da', 'en']);
    expect(DEFAULT_LOCALE).toBe('da');
    expect(LOCALE_STORAGE_KEY).toBe('user-locale');
  });

  it('isLocale accepts exactly da and en', () => {
    expect(isLocale('da')).toBe(true);
    expect(isLocale('en')).toBe(true);
    for (const value of ['DA', 'en-GB', 'de', '', null, undefined, 1])
      expect(isLocale(value)).toBe(false);
  });
});

describe('resolveLocale', () => {
  it('starts a first visit in Danish and asks to store it, whatever the browser says', () => {
    expect(resolveLocale({ stored: null, browserLanguages: ['en-US', 'en'] })).toEqual({
      locale: 'da',
      shouldStore: true,
    });
  });

  it('keeps a stored da or en', () => {
    expect(resolveLocale({ stored: 'en', browserLanguages: ['da'] })).toEqual({
      locale: 'en',
      shouldStore: false,
    });
    expect(resolveLocale({ stored: 'da', browserLanguages: ['en'] })).toEqual({
      locale: 'da',
      shouldStore: false,
    });
  });

  it('ignores an unsupported stored value and takes the first supported browser language', () => {
    expect(resolveLocale({ stored: 'de', browserLanguages: ['de-DE', 'da-DK', 'en'] })).toEqual({
      locale: 'da',
      shouldStore: false,
    });
    expect(resolveLocale({ stored: 'fr', browserLanguages: ['fr', 'EN-gb', 'da'] })).toEqual({
      locale: 'en',
      shouldStore: false,
    });
  });

  it('treats a stored empty string or a region tag as unsupported', () => {
    expect(resolveLocale({ stored: '', browserLanguages: ['da'] }).locale).toBe('da');
    expect(resolveLocale({ stored: 'en-GB', browserLanguages: ['da'] }).locale).toBe('da');
  });

  it('falls back to English when neither the stored value nor the browser helps', () => {
    expect(resolveLocale({ stored: 'xx', browserLanguages: ['de', 'sv-SE'] })).toEqual({
      locale: 'en',
      shouldStore: false,
    });
    expect(resolveLocale({ stored: 'xx', browserLanguages: [] }).locale).toBe('en');
  });

  it('does not mistake a language whose code merely starts with da or en', () => {
    // 'dav' (Taita) and 'enm' (Middle English) are other languages.
    expect(resolveLocale({ stored: 'xx', browserLanguages: ['dav', 'enm', 'da'] }).locale).toBe(
      'da',
    );
  });
});

describe('localeFromAcceptLanguage', () => {
  it('is Danish without a header', () => {
    expect(localeFromAcceptLanguage()).toBe('da');
    expect(localeFromAcceptLanguage('')).toBe('da');
    expect(localeFromAcceptLanguage(null)).toBe('da');
  });

  it('takes the first supported language in order of weight', () => {
    expect(localeFromAcceptLanguage('en-US,en;q=0.9,da;q=0.8')).toBe('en');
    expect(localeFromAcceptLanguage('de;q=1, en;q=0.5, da;q=0.7')).toBe('da');
    expect(localeFromAcceptLanguage('da;q=0.5, en;q=0.5')).toBe('da');
    expect(localeFromAcceptLanguage('en;q=0.5, da;q=0.5')).toBe('en');
  });

  it('skips unsupported languages, the wildcard and zero weights', () => {
    expect(localeFromAcceptLanguage('fr-FR, de;q=0.9, en;q=0.1')).toBe('en');
    expect(localeFromAcceptLanguage('en;q=0, *;q=0.5')).toBe('da');
    expect(localeFromAcceptLanguage('sv, nb')).toBe('da');
  });

  it('ignores entries with a malformed weight and survives junk', () => {
    expect(localeFromAcceptLanguage('en;q=abc, da;q=0.2')).toBe('da');
    expect(localeFromAcceptLanguage('en;q=2')).toBe('da');
    expect(localeFromAcceptLanguage(';;;,,,=q')).toBe('da');
    expect(localeFromAcceptLanguage(`${'x,'.repeat(10_000)}en`)).toBe('da');
  });
});
