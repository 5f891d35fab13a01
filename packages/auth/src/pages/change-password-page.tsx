import { Button } from '@wob/ui';
import { ChangePasswordSchema } from '@wob/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageFrame } from '../components/auth-layout';
import { FormPasswordField } from '../components/form-fields';
import { onSubmit, useSchemaForm } from '../forms/use-schema-form';
import { HOME_PATH } from '../guards/guards';
import { useSessionStore } from '../store/session-context';

/** /change-password: old, new and confirm; on success back one page (spec section 2). */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const changePassword = useSessionStore((state) => state.changePassword);
  const [busy, setBusy] = useState(false);
  const form = useSchemaForm(ChangePasswordSchema, {
    oldPassword: '',
    newPassword: '',
    confirmPassword: '',
  });

  // Opened directly (no page of ours before it), "back" would leave Woble: go home instead.
  const goBack = () => {
    if (location.key === 'default') navigate(HOME_PATH, { replace: true });
    else navigate(-1);
  };

  const submit = async () => {
    const input = await form.validate();
    if (!input) return;
    setBusy(true);
    const result = await changePassword(input);
    setBusy(false);
    if (result.ok) {
      goBack();
      return;
    }
    if (Object.keys(result.fieldErrors).length > 0) form.showErrors(result.fieldErrors);
  };

  const passwordField = (
    name: 'oldPassword' | 'newPassword' | 'confirmPassword',
    autoComplete: 'current-password' | 'new-password',
  ) => (
    <FormPasswordField
      form={form}
      name={name}
      label={t(`auth:fields.${name}`)}
      autoComplete={autoComplete}
    />
  );

  return (
    <PageFrame title={t('auth:changePassword.title')} intro={t('auth:changePassword.intro')}>
      <form
        ref={form.formRef}
        className="wob-auth-form wob-account-card"
        noValidate
        onSubmit={onSubmit(submit)}
      >
        {passwordField('oldPassword', 'current-password')}
        {passwordField('newPassword', 'new-password')}
        {passwordField('confirmPassword', 'new-password')}
        <div className="wob-form-actions">
          <Button variant="secondary" onClick={goBack} disabled={busy}>
            {t('auth:changePassword.cancel')}
          </Button>
          <Button type="submit" isLoading={busy}>
            {t('auth:changePassword.submit')}
          </Button>
        </div>
      </form>
    </PageFrame>
  );
}

export const Component = ChangePasswordPage;
