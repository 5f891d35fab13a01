import { Button, PasswordField, TextField } from '@wob/ui';
import { LoginSchema } from '@wob/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthLayout } from '../components/auth-layout';
import { onSubmit, useForm } from '../forms/use-form';
import { useMessage } from '../forms/use-message';
import { HOME_PATH } from '../guards/guards';
import { useSessionStore } from '../store/session-context';

/** /auth/login: e-mail and password, with the sign-up and forgot-password links. */
export function LoginPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const login = useSessionStore((state) => state.login);
  const [busy, setBusy] = useState(false);
  const form = useForm(LoginSchema, { username: '', password: '' });

  const submit = async () => {
    const input = form.validate();
    if (!input) return;
    setBusy(true);
    const result = await login(input);
    if (result.ok) {
      navigate(HOME_PATH, { replace: true });
      return;
    }
    setBusy(false);
    if (Object.keys(result.fieldErrors).length > 0) form.showErrors(result.fieldErrors);
  };

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
        <TextField
          label={t('auth:fields.email')}
          type="email"
          name="username"
          autoComplete="username"
          inputMode="email"
          placeholder={t('auth:placeholders.email')}
          value={form.values.username}
          onChange={(value) => form.setField('username', value)}
          errorMessage={message(form.errors.username)}
          isRequired
        />
        <PasswordField
          label={t('auth:fields.password')}
          name="password"
          autoComplete="current-password"
          showLabel={t('common:showPassword')}
          hideLabel={t('common:hidePassword')}
          value={form.values.password}
          onChange={(value) => form.setField('password', value)}
          errorMessage={message(form.errors.password)}
          isRequired
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
