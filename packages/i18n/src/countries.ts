import countries from 'i18n-iso-countries';
import daCountries from 'i18n-iso-countries/langs/da.json';
import enCountries from 'i18n-iso-countries/langs/en.json';
import type { Locale } from './locale';

// Country names are not an i18next namespace: i18n-iso-countries has them in both languages.
// Registration happens on first use, so a bundle that never names a country drops the lists.
let registered = false;

function ensureRegistered(): void {
  if (registered) return;
  countries.registerLocale(daCountries);
  countries.registerLocale(enCountries);
  registered = true;
}

export interface CountryOption {
  /** ISO 3166-1 alpha-2 code, upper case: the value the forms send. */
  code: string;
  name: string;
}

/** The country's name in `locale`, or undefined for a code that is not a country. */
export function countryName(code: string, locale: Locale): string | undefined {
  if (!/^[A-Za-z]{2}$/.test(code)) return undefined;
  ensureRegistered();
  return countries.getName(code.toUpperCase(), locale, { select: 'official' });
}

const optionsCache = new Map<Locale, readonly CountryOption[]>();

/** Every country, sorted by its name in `locale` the way that language sorts (æ ø å last). */
export function countryOptions(locale: Locale): readonly CountryOption[] {
  const cached = optionsCache.get(locale);
  if (cached) return cached;
  ensureRegistered();
  const collator = new Intl.Collator(locale);
  const options = Object.entries(countries.getNames(locale, { select: 'official' }))
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => collator.compare(a.name, b.name));
  const frozen = Object.freeze(options.map((option) => Object.freeze(option)));
  optionsCache.set(locale, frozen);
  return frozen;
}
