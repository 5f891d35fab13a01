import { Button } from '@wob/ui';
import { LoginSchema } from '@wob/validation';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { AuthLayout } from '../components/auth-layout';
import { FormPasswordField, FormTextField } from '../components/form-fields';
import { onSubmit, useSchemaForm } from '../forms/use-schema-form';
import { useSubmit } from '../forms/use-submit';
import { HOME_PATH } from '../guards/guards';
import { useSessionStore } from '../store/session-context';

/** What a page may hand the login page: the address someone has just signed up with. */
export interface LoginLocationState {
  email?: string;
}

function emailFrom(state: unknown): string {
  const email = (state as LoginLocationState | null)?.email;
  return typeof email === 'string' ? email : '';
}

/**
 * /auth/login: e-mail and password, with the sign-up and forgot-password links. Right after
 * sign-up the e-mail is filled in (handed over in the history state, never in the URL).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useSessionStore((state) => state.login);
  const form = useSchemaForm(LoginSchema, { username: emailFrom(location.state), password: '' });
  const { busy, submit } = useSubmit(form, login, () => navigate(HOME_PATH, { replace: true }));

  return (
    <AuthLayout
      title={t('auth:login.title')}
      intro={t('auth:login.intro')}
      footer={
        <Link to="/auth/register" className="wob-auth-link">
          {t('auth:login.signUp')}
        </Link>
      }
    >
      <form ref={form.formRef} className="wob-auth-form" noValidate onSubmit={onSubmit(submit)}>
        <FormTextField
          form={form}
          name="username"
          label={t('auth:fields.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          placeholder={t('auth:placeholders.email')}
        />
        <FormPasswordField
          form={form}
          name="password"
          label={t('auth:fields.password')}
          autoComplete="current-password"
        />
        <div className="wob-auth-form__aside">
          <Link to="/forgot-password" className="wob-auth-link">
            {t('auth:login.forgotPassword')}
          </Link>
        </div>
        <Button type="submit" size="lg" fullWidth isLoading={busy}>
          {t('auth:login.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}

export const Component = LoginPage;
