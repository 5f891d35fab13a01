import { createApiClient, endpoints, isApiError } from '@wob/api';
import type { Locale } from '@wob/i18n';
import { Button, Card, PasswordField, TextField, usePageTitle as useDocumentTitle } from '@wob/ui';
import { AdminLoginSchema, checkForm } from '@wob/validation';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { addNamespace, hasNamespace, useCopy } from '../shell/copy';
import { addLocalePreparer, getLocale } from '../shell/locale';

// /admin/login (spec section 1: a public route). Administrator accounts and the console behind
// this sign-in come later; the server answers every attempt 'Wrong e-mail or password.' until
// then (apps/server README 'Administrators'). The page is a lazy chunk of its own.

/** Never sends a member's session: an administrator's sign-in is a sign-in of its own. */
const client = createApiClient({ getToken: () => null, getLocale });

// The form's messages are @wob/validation's keys in the 'validation' namespace, which the
// frame's small translator loads here, on first use (as the legal page loads its texts).
const validationCopy: Record<Locale, () => Promise<{ validation: unknown }>> = {
  da: () => import('@wob/i18n/locales/da/validation'),
  en: () => import('@wob/i18n/locales/en/validation'),
};

async function loadValidationCopy(locale: Locale): Promise<void> {
  if (hasNamespace(locale, 'validation')) return;
  addNamespace(locale, 'validation', (await validationCopy[locale]()).validation);
}

type Field = 'email' | 'password';

export function AdminLoginPage() {
  const { t, locale } = useCopy();
  useDocumentTitle(t('shell:adminLogin.title'));
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [, setCopyLoaded] = useState(() => hasNamespace(locale, 'validation'));

  useEffect(() => {
    let live = true;
    loadValidationCopy(locale).then(
      () => live && setCopyLoaded(true),
      (error: unknown) => console.warn('validation copy failed to load', error),
    );
    return () => {
      live = false;
    };
  }, [locale]);
  useEffect(() => addLocalePreparer(loadValidationCopy), []);

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const parsed = checkForm(AdminLoginSchema, values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await client.call(endpoints.adminLogin, parsed.output);
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
        setErrors(error.fieldErrors as Partial<Record<Field, string>>);
      } else if (isApiError(error) && error.serverMessage) {
        setFailure(error.serverMessage);
      } else {
        setFailure(t('shell:adminLogin.failed'));
      }
    } finally {
      setBusy(false);
    }
  };

  // A message is a key of ours ('validation:…') or a text the server already translated.
  const message = (text: string | undefined) => (text ? t(text) : undefined);

  return (
    <section className="wob-admin-login" aria-labelledby="admin-login-title">
      <Card as="div" padding="lg" elevated className="wob-admin-login__card">
        <h1 id="admin-login-title" className="wob-admin-login__title">
          {t('shell:adminLogin.title')}
        </h1>
        <p className="wob-admin-login__intro">{t('shell:adminLogin.intro')}</p>
        <p className="wob-admin-login__members">
          {t('shell:adminLogin.membersBefore')}
          <Link to="/auth/login">{t('shell:adminLogin.membersLink')}</Link>
          {t('shell:adminLogin.membersAfter')}
        </p>
        <form className="wob-admin-login__form" noValidate onSubmit={submit}>
          <TextField
            label={t('shell:adminLogin.email')}
            name="email"
            type="email"
            autoComplete="username"
            inputMode="email"
            value={values.email}
            onChange={set('email')}
            errorMessage={message(errors.email)}
            isRequired
          />
          <PasswordField
            label={t('shell:adminLogin.password')}
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={set('password')}
            errorMessage={message(errors.password)}
            showLabel={t('common:showPassword')}
            hideLabel={t('common:hidePassword')}
            isRequired
          />
          {failure && (
            <p className="wob-admin-login__failure" role="alert">
              {failure}
            </p>
          )}
          <Button type="submit" isLoading={busy}>
            {t('shell:adminLogin.submit')}
          </Button>
        </form>
      </Card>
    </section>
  );
}

export const Component = AdminLoginPage;
