import { buttonClassName } from '@wob/ui';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthLayout } from '../components/auth-layout';
import { LOGIN_PATH } from '../guards/guards';

/** /reset-password/success: 'Password has been reset..!' and the way to log in. */
export function ResetSuccessPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout
      title={t('auth:reset.successTitle')}
      intro={t('auth:reset.successText')}
      top={
        <span className="wob-icon-circle wob-auth-card__badge" aria-hidden="true">
          <CircleCheck />
        </span>
      }
    >
      <Link to={LOGIN_PATH} className={buttonClassName('primary', 'lg', 'wob-auth-form__full')}>
        {t('auth:reset.login')}
      </Link>
    </AuthLayout>
  );
}

export const Component = ResetSuccessPage;
