import { type AdminView, endpoints, isApiError } from '@wob/api';
import { Button, Card, Spinner, usePageTitle as useDocumentTitle } from '@wob/ui';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { adminClient, adminToken, storeAdminToken } from './admin/admin-kit';
import { useAdminCopy } from './admin-login-page';

// /admin: the signed-in administrator's home (a lazy chunk members never load). It shows who
// is signed in and signs out; without a live administrator session it goes to /admin/login.

export function AdminHomePage() {
  const { t } = useAdminCopy();
  const navigate = useNavigate();
  useDocumentTitle(t('admin:home.title'));
  const [admin, setAdmin] = useState<AdminView | null>(null);
  const [busy, setBusy] = useState(false);
  const token = adminToken();

  useEffect(() => {
    if (!token) return;
    let live = true;
    adminClient.call(endpoints.adminMe, {}).then(
      (answer) => live && setAdmin(answer.data?.admin ?? null),
      (error: unknown) => {
        if (!live) return;
        // An ended session (30 minutes idle, signed out elsewhere): sign in again.
        if (isApiError(error) && error.status === 401) storeAdminToken(null);
        navigate('/admin/login', { replace: true });
      },
    );
    return () => {
      live = false;
    };
  }, [token, navigate]);

  if (!token) return <Navigate to="/admin/login" replace />;

  const signOut = async () => {
    setBusy(true);
    try {
      await adminClient.call(endpoints.adminLogout, {});
    } catch {
      // Ended already (or unreachable): the token is forgotten here either way.
    } finally {
      storeAdminToken(null);
      navigate('/admin/login', { replace: true });
    }
  };

  return (
    <section className="wob-admin-login" aria-labelledby="admin-home-title">
      <Card as="div" padding="lg" elevated className="wob-admin-login__card">
        <h1 id="admin-home-title" className="wob-admin-login__title">
          {t('admin:home.title')}
        </h1>
        {admin ? (
          <>
            <p className="wob-admin-home__who">
              {t('admin:home.signedInAs', { email: admin.email })}
            </p>
            <dl className="wob-admin-home__facts">
              <dt>{t('admin:home.roleLabel')}</dt>
              <dd>{t(`admin:home.roles.${admin.role}`)}</dd>
            </dl>
            <p className="wob-admin-login__intro">{t('admin:home.sessionNote')}</p>
            <Button type="button" variant="secondary" isLoading={busy} onClick={signOut}>
              {t('admin:home.signOut')}
            </Button>
          </>
        ) : (
          <p className="wob-admin-home__loading" role="status">
            <Spinner size="sm" /> {t('admin:home.loading')}
          </p>
        )}
      </Card>
    </section>
  );
}

export const Component = AdminHomePage;
