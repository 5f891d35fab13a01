import { createApiClient } from '@wob/api';
import type { Locale } from '@wob/i18n';
import { useEffect, useState } from 'react';
import { addNamespace, hasNamespace, useCopy } from '../../shell/copy';
import { addLocalePreparer, getLocale } from '../../shell/locale';

// What the administrators' pages share (/admin/login and /admin, lazy chunks that members
// never load): the administrator's session token, an API client that sends it (never a
// member's), and their copy, loaded into the frame's small translator on first use.

const TOKEN_KEY = 'wob-admin-session';

/** The token lives in this tab only: closing the tab ends the administrator's session here. */
export function adminToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeAdminToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(TOKEN_KEY, token);
    else sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage refused (private mode): the session lasts as long as the page.
  }
}

export const adminClient = createApiClient({ getToken: adminToken, getLocale });

const copies: Record<
  Locale,
  { validation: () => Promise<{ validation: unknown }>; admin: () => Promise<{ admin: unknown }> }
> = {
  da: {
    validation: () => import('@wob/i18n/locales/da/validation'),
    admin: () => import('@wob/i18n/locales/da/admin'),
  },
  en: {
    validation: () => import('@wob/i18n/locales/en/validation'),
    admin: () => import('@wob/i18n/locales/en/admin'),
  },
};

/** The form messages ('validation') and the pages' own copy ('admin') in `locale`. */
export async function loadAdminCopy(locale: Locale): Promise<void> {
  const copy = copies[locale];
  await Promise.all([
    hasNamespace(locale, 'validation')
      ? undefined
      : copy.validation().then((module) => addNamespace(locale, 'validation', module.validation)),
    hasNamespace(locale, 'admin')
      ? undefined
      : copy.admin().then((module) => addNamespace(locale, 'admin', module.admin)),
  ]);
}

export function adminCopyLoaded(locale: Locale): boolean {
  return hasNamespace(locale, 'validation') && hasNamespace(locale, 'admin');
}

/** Loads the pages' copy on first render and on a change of language; re-renders when in. */
export function useAdminCopy() {
  const copy = useCopy();
  const { locale } = copy;
  const [, setLoaded] = useState(() => adminCopyLoaded(locale));
  useEffect(() => {
    let live = true;
    loadAdminCopy(locale).then(
      () => live && setLoaded(true),
      (error: unknown) => console.warn('administrator copy failed to load', error),
    );
    return () => {
      live = false;
    };
  }, [locale]);
  useEffect(() => addLocalePreparer(loadAdminCopy), []);
  return copy;
}
