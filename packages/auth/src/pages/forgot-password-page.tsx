import { Button } from '@wob/ui';
import { ForgotPasswordSchema } from '@wob/validation';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthLayout } from '../components/auth-layout';
import { FormTextField } from '../components/form-fields';
import { onSubmit, useSchemaForm } from '../forms/use-schema-form';
import { useSubmit } from '../forms/use-submit';
import { LOGIN_PATH } from '../guards/guards';
import { useSessionStore } from '../store/session-context';

/** /forgot-password: asks for the e-mail; on success the server's message and then login. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const forgotPassword = useSessionStore((state) => state.forgotPassword);
  const form = useSchemaForm(ForgotPasswordSchema, { email: '' });
  const { busy, submit } = useSubmit(form, forgotPassword, () => navigate(LOGIN_PATH));

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
        <FormTextField
          form={form}
          name="email"
          label={t('auth:fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('auth:placeholders.email')}
        />
        <Button type="submit" size="lg" fullWidth isLoading={busy}>
          {t('auth:forgot.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}

export const Component = ForgotPasswordPage;
