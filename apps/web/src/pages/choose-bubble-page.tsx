import { useSessionStore } from '@wob/auth';
import { Avatar, buttonClassName, Card, Skeleton } from '@wob/ui';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useAccessDeniedGuard } from '../shell/access-denied';
import { useCopy } from '../shell/copy';
import { useDocumentTitle } from '../shell/document-title';

/**
 * /choose-bubble, where /home leads. Choosing Bubbles comes with the Bubbles capability; until
 * then the signed-in home greets the person by name.
 */
export function ChooseBubblePage() {
  const { t } = useCopy();
  const user = useSessionStore((state) => state.user);
  const refreshProfile = useSessionStore((state) => state.refreshProfile);
  const denyIfForbidden = useAccessDeniedGuard();

  // Also proves the stored session still holds: a 401 ends it and goes to login.
  useEffect(() => {
    void refreshProfile().then((result) => {
      if (!result.ok) denyIfForbidden(result.status);
    });
  }, [refreshProfile, denyIfForbidden]);
  useDocumentTitle(user ? t('shell:welcome.title', { name: user.name }) : null);

  return (
    <div className="wob-home">
      <Card className="wob-welcome" padding="lg" elevated>
        <div className="wob-welcome__bubbles" aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
        {user ? (
          <>
            <Avatar name={user.name} colorId={user._id} src={user.avatar} size="xl" decorative />
            <h1 className="wob-welcome__title">{t('shell:welcome.title', { name: user.name })}</h1>
            <p className="wob-welcome__text">{t('shell:welcome.text')}</p>
            <div className="wob-welcome__actions">
              <Link to="/profile" className={buttonClassName('primary', 'md')}>
                {t('shell:welcome.profile')}
              </Link>
              <Link to="/settings" className={buttonClassName('secondary', 'md')}>
                {t('shell:welcome.settings')}
              </Link>
            </div>
          </>
        ) : (
          <div aria-busy="true" className="wob-welcome__loading">
            <Skeleton shape="circle" width={96} height={96} />
            <Skeleton width="70%" height={28} />
            <Skeleton lines={2} />
          </div>
        )}
      </Card>
    </div>
  );
}

export const Component = ChooseBubblePage;
