import { Button, TextField } from '@wob/ui';
import { ForgotPasswordSchema } from '@wob/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthLayout } from '../components/auth-layout';
import { onSubmit, useForm } from '../forms/use-form';
import { useMessage } from '../forms/use-message';
import { LOGIN_PATH } from '../guards/guards';
import { useSessionStore } from '../store/session-context';

/** /forgot-password: asks for the e-mail; on success the server's message and then login. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const forgotPassword = useSessionStore((state) => state.forgotPassword);
  const [busy, setBusy] = useState(false);
  const form = useForm(ForgotPasswordSchema, { email: '' });

  const submit = async () => {
    const input = form.validate();
    if (!input) return;
    setBusy(true);
    const result = await forgotPassword(input);
    if (result.ok) {
      navigate(LOGIN_PATH);
      return;
    }
    setBusy(false);
    if (Object.keys(result.fieldErrors).length > 0) form.showErrors(result.fieldErrors);
  };

  return (
    <AuthLayout
      title={t('auth:forgot.title')}
      intro={t('auth:forgot.intro')}
      footer={
        <Link to={LOGIN_PATH} className="wob-auth-link">
          {t('auth:forgot.backToLogin')}
        </Link>
      }
    >
      <form ref={form.formRef} className="wob-auth-form" noValidate onSubmit={onSubmit(submit)}>
        <TextField
          label={t('auth:fields.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('auth:placeholders.email')}
          value={form.values.email}
          onChange={(value) => form.setField('email', value)}
          errorMessage={message(form.errors.email)}
          isRequired
        />
        <Button type="submit" size="lg" fullWidth isLoading={busy}>
          {t('auth:forgot.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}

export const Component = ForgotPasswordPage;
