import { Button } from '@wob/ui';
import { LoginSchema } from '@wob/validation';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthLayout } from '../components/auth-layout';
import { FormPasswordField, FormTextField } from '../components/form-fields';
import { onSubmit, useForm } from '../forms/use-form';
import { useSubmit } from '../forms/use-submit';
import { HOME_PATH } from '../guards/guards';
import { useSessionStore } from '../store/session-context';

/** /auth/login: e-mail and password, with the sign-up and forgot-password links. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useSessionStore((state) => state.login);
  const form = useForm(LoginSchema, { username: '', password: '' });
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
