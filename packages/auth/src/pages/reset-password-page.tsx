import { Button } from '@wob/ui';
import { ResetPasswordFormSchema } from '@wob/validation';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { AuthLayout } from '../components/auth-layout';
import { FormPasswordField } from '../components/form-fields';
import { onSubmit, useSchemaForm } from '../forms/use-schema-form';
import { useSubmit } from '../forms/use-submit';
import { LOGIN_PATH } from '../guards/guards';
import { useSessionStore } from '../store/session-context';

export const RESET_SUCCESS_PATH = '/reset-password/success';

/** /reset-password/:reset — the new password twice; the token comes from the e-mailed link. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { reset = '' } = useParams();
  const resetPassword = useSessionStore((state) => state.resetPassword);
  const form = useSchemaForm(ResetPasswordFormSchema, { password: '', confirmPassword: '' });
  const { busy, submit } = useSubmit(
    form,
    async (input) => {
      const result = await resetPassword({ token: reset, password: input.password });
      if (result.ok) return result;
      // The token is not a field of this form; its message has been toasted.
      const { token: _token, ...fieldErrors } = result.fieldErrors;
      return { ...result, fieldErrors };
    },
    () => navigate(RESET_SUCCESS_PATH, { replace: true }),
  );

  return (
    <AuthLayout
      title={t('auth:reset.title')}
      intro={t('auth:reset.intro')}
      footer={
        <Link to={LOGIN_PATH} className="wob-auth-link">
          {t('auth:forgot.backToLogin')}
        </Link>
      }
    >
      <form ref={form.formRef} className="wob-auth-form" noValidate onSubmit={onSubmit(submit)}>
        <FormPasswordField
          form={form}
          name="password"
          label={t('auth:reset.password')}
          autoComplete="new-password"
        />
        <FormPasswordField
          form={form}
          name="confirmPassword"
          label={t('auth:reset.confirm')}
          autoComplete="new-password"
        />
        <Button type="submit" size="lg" fullWidth isLoading={busy}>
          {t('auth:reset.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}

export const Component = ResetPasswordPage;
