import { intlLocaleOf } from '@wob/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Formats an amount in minor units (øre) in the currency's own way for the language, e.g.
 * 900 DKK → '9,00 kr.' in Danish and 'DKK 9.00' in English. The number of minor units per
 * major unit comes from Intl too (2 for DKK, 0 for JPY), never from a table of our own.
 */
export function formatMoney(amountMinor: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountMinor / 10 ** digits);
}

/** Spec section 9: 'about DKK 2.25 per week' is the monthly price divided by 4. */
export function weeklyAmount(monthlyMinor: number): number {
  return monthlyMinor / 4;
}

/** A calendar date ('1 December 2026', '1. december 2026') in the person's time zone. */
export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));
}

export interface Formatters {
  locale: 'da-DK' | 'en-GB';
  money(amountMinor: number, currency: string): string;
  date(iso: string): string;
}

/** Money and date formatting in the language the UI shows now. */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  const locale = intlLocaleOf(i18n.language);
  return useMemo(
    () => ({
      locale,
      money: (amountMinor, currency) => formatMoney(amountMinor, currency, locale),
      date: (iso) => formatDate(iso, locale),
    }),
    [locale],
  );
}
