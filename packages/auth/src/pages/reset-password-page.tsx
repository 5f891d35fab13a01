import { Button, PasswordField } from '@wob/ui';
import { ResetPasswordFormSchema } from '@wob/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { AuthLayout } from '../components/auth-layout';
import { onSubmit, useForm } from '../forms/use-form';
import { useMessage } from '../forms/use-message';
import { LOGIN_PATH } from '../guards/guards';
import { useSessionStore } from '../store/session-context';

export const RESET_SUCCESS_PATH = '/reset-password/success';

/** /reset-password/:reset — the new password twice; the token comes from the e-mailed link. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const { reset = '' } = useParams();
  const resetPassword = useSessionStore((state) => state.resetPassword);
  const [busy, setBusy] = useState(false);
  const form = useForm(ResetPasswordFormSchema, { password: '', confirmPassword: '' });

  const submit = async () => {
    const input = form.validate();
    if (!input) return;
    setBusy(true);
    const result = await resetPassword({ token: reset, password: input.password });
    if (result.ok) {
      navigate(RESET_SUCCESS_PATH, { replace: true });
      return;
    }
    setBusy(false);
    // The token is not a field of this form; its message has been toasted.
    const { token: _token, ...fieldErrors } = result.fieldErrors;
    if (Object.keys(fieldErrors).length > 0) form.showErrors(fieldErrors);
  };

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
        <PasswordField
          label={t('auth:reset.password')}
          name="password"
          autoComplete="new-password"
          showLabel={t('common:showPassword')}
          hideLabel={t('common:hidePassword')}
          value={form.values.password}
          onChange={(value) => form.setField('password', value)}
          errorMessage={message(form.errors.password)}
          isRequired
        />
        <PasswordField
          label={t('auth:reset.confirm')}
          name="confirmPassword"
          autoComplete="new-password"
          showLabel={t('common:showPassword')}
          hideLabel={t('common:hidePassword')}
          value={form.values.confirmPassword}
          onChange={(value) => form.setField('confirmPassword', value)}
          errorMessage={message(form.errors.confirmPassword)}
          isRequired
        />
        <Button type="submit" size="lg" fullWidth isLoading={busy}>
          {t('auth:reset.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}

export const Component = ResetPasswordPage;
