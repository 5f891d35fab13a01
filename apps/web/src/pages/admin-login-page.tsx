import { endpoints, isApiError } from '@wob/api';
import { Button, Card, PasswordField, TextField, usePageTitle as useDocumentTitle } from '@wob/ui';
import { AdminLoginSchema, checkForm } from '@wob/validation';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { adminClient, adminToken, storeAdminToken, useAdminCopy } from './admin/admin-kit';
import { type AdminChallenge, AdminSecondStep } from './admin/admin-second-step';

// /admin/login (spec section 1: a public route): the administrators' sign-in, a lazy chunk
// of its own. E-mail and password, then the authenticator's set-up (first sign-in) or a code;
// the session token then lives in this tab and /admin is the signed-in home
// (apps/server README 'Administrators').

type Field = 'email' | 'password';

export function AdminLoginPage() {
  const { t } = useAdminCopy();
  const navigate = useNavigate();
  useDocumentTitle(t('shell:adminLogin.title'));
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<AdminChallenge | null>(null);

  // An administrator already signed in in this tab goes to their home.
  if (adminToken()) return <Navigate to="/admin" replace />;

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
      const answer = await adminClient.call(endpoints.adminLogin, parsed.output);
      if (answer.data) setChallenge(answer.data);
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
        {challenge ? (
          <AdminSecondStep
            challenge={challenge}
            t={t}
            onSignedIn={(token) => {
              storeAdminToken(token);
              navigate('/admin', { replace: true });
            }}
            onStartOver={() => {
              setChallenge(null);
              setValues((current) => ({ ...current, password: '' }));
            }}
          />
        ) : (
          <>
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
          </>
        )}
      </Card>
    </section>
  );
}

export const Component = AdminLoginPage;
