import type { Locale } from '@wob/i18n';
import { common as daCommon } from '@wob/i18n/locales/da/common';
import { landing as daLanding } from '@wob/i18n/locales/da/landing';
import { shell as daShell } from '@wob/i18n/locales/da/shell';
import { common as enCommon } from '@wob/i18n/locales/en/common';
import { landing as enLanding } from '@wob/i18n/locales/en/landing';
import { shell as enShell } from '@wob/i18n/locales/en/shell';
import { useCallback, useSyncExternalStore } from 'react';
import { getLocale, subscribeLocale } from './locale';

// The app frame (header, landing, legal pages, 404) reads its copy through this small
// translator instead of i18next: i18next and every namespace in both languages would cost
// about 35 KB gzip of the landing's 125 KB budget. The copy is the same @wob/i18n files;
// the signed-in area and the account screens use i18next (loaded with them).

type Catalog = Record<string, unknown>;

const catalogs: Record<Locale, Catalog> = {
  da: { common: daCommon, shell: daShell, landing: daLanding },
  en: { common: enCommon, shell: enShell, landing: enLanding },
};

/** Adds a namespace loaded later (the legal texts). */
export function addNamespace(locale: Locale, namespace: string, value: unknown): void {
  catalogs[locale][namespace] = value;
}

export function hasNamespace(locale: Locale, namespace: string): boolean {
  return Object.hasOwn(catalogs[locale], namespace);
}

/** The value at 'namespace:dotted.path' (a text, or a structure such as a legal document). */
export function lookup(locale: Locale, key: string): unknown {
  const [namespace = '', path = ''] = key.split(':', 2);
  let node: unknown = catalogs[locale][namespace];
  for (const segment of path.split('.')) {
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, segment)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

export type CopyParams = Record<string, string | number>;

/** Fills `{{name}}` placeholders, as i18next does. */
export function interpolate(text: string, params?: CopyParams): string {
  if (!params) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** The plural category of `count` in `locale` ('one', 'other'), as i18next picks it. */
function pluralOf(locale: Locale, count: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/**
 * The keys tried for a text, first found wins: with a numeric `count`, as i18next does,
 * `key_zero` for 0, then `key_<plural category>` ('_one', '_other'), then the key itself.
 */
function candidates(locale: Locale, key: string, params?: CopyParams): string[] {
  const count = params?.count;
  if (typeof count !== 'number') return [key];
  const keys = [`${key}_${pluralOf(locale, count)}`, key];
  return count === 0 ? [`${key}_zero`, ...keys] : keys;
}

function textOf(locale: Locale, key: string, params?: CopyParams): string | undefined {
  for (const candidate of candidates(locale, key, params)) {
    const found = lookup(locale, candidate);
    if (typeof found === 'string') return found;
  }
  return undefined;
}

/**
 * The text of a key, plural texts chosen by `count` ('…_one', '…_other'); missing keys fall
 * back to Danish (ARCHITECTURE 'Locale'), then the key.
 */
export function translate(locale: Locale, key: string, params?: CopyParams): string {
  const found = textOf(locale, key, params) ?? textOf('da', key, params);
  return found === undefined ? key : interpolate(found, params);
}

export type Translate = (key: string, params?: CopyParams) => string;

/** `t` and the language for the app frame; re-renders when the language changes. */
export function useCopy(): { t: Translate; locale: Locale } {
  const locale = useSyncExternalStore(subscribeLocale, getLocale, getLocale);
  const t = useCallback<Translate>((key, params) => translate(locale, key, params), [locale]);
  return { t, locale };
}
