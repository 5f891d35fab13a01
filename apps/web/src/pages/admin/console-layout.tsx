import { type AdminView, endpoints, isApiError } from '@wob/api';
import { Badge, Button, Spinner, usePageTitle as useDocumentTitle } from '@wob/ui';
import { createContext, useContext, useEffect, useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import {
  adminClient,
  adminCopyLoaded,
  adminToken,
  storeAdminToken,
  useAdminCopy,
} from './admin-kit';
import { CONSOLE_SECTIONS } from './console-sections';
import { OpenReportsProvider, useOpenReportsCounter } from './open-reports';
import './console.css';

// /admin: the administrators' console (lazy chunks members never load). The frame checks the
// administrator's session, shows who is signed in and the sections their role may open, and
// renders the section below /admin. Without a live session it goes to /admin/login.

const ConsoleAdminContext = createContext<AdminView | null>(null);

/** The navigation's groups, in order, below the ungrouped sections. */
const GROUPS = ['content', 'operation'] as const;

/** The signed-in administrator, inside the console's pages. */
export function useConsoleAdmin(): AdminView {
  const admin = useContext(ConsoleAdminContext);
  if (!admin) throw new Error('useConsoleAdmin outside the console');
  return admin;
}

/**
 * What the console's pages do when a call fails because the session ended (30 minutes idle,
 * signed out elsewhere): forget the token and go to /admin/login. Other errors are the page's.
 */
export function useSessionEnded(): (error: unknown) => boolean {
  const navigate = useNavigate();
  return (error) => {
    if (!(isApiError(error) && error.status === 401)) return false;
    storeAdminToken(null);
    navigate('/admin/login', { replace: true });
    return true;
  };
}

export function ConsoleLayout() {
  const { t, locale } = useAdminCopy();
  const navigate = useNavigate();
  const sessionEnded = useSessionEnded();
  useDocumentTitle(t('admin:home.title'));
  const [admin, setAdmin] = useState<AdminView | null>(null);
  const [busy, setBusy] = useState(false);
  const token = adminToken();
  const { pathname } = useLocation();
  const openReports = useOpenReportsCounter(pathname, Boolean(token && admin));

  useEffect(() => {
    if (!token) return;
    let live = true;
    adminClient.call(endpoints.adminMe, {}).then(
      (answer) => live && setAdmin(answer.data?.admin ?? null),
      (error: unknown) => {
        if (!live) return;
        if (!sessionEnded(error)) navigate('/admin/login', { replace: true });
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

  // The sections' copy comes with the frame's: no page shows before it is in.
  if (!admin || !adminCopyLoaded(locale)) {
    return (
      <p className="wob-console__loading" role="status">
        <Spinner size="sm" /> {t('admin:home.loading')}
      </p>
    );
  }

  const sections = CONSOLE_SECTIONS.filter(
    (section) => section.role === 'moderator' || admin.role === 'administrator',
  );
  // The Reports link carries the open reports' count (read out as 'Reports, 3 open').
  const open = openReports.count ?? 0;
  const link = (section: (typeof sections)[number]) => {
    const counted = section.path === 'reports' && open > 0;
    return (
      <li key={section.path}>
        <NavLink
          to={section.path}
          className="wob-console__link"
          aria-label={counted ? t('admin:console.nav.reportsOpen', { count: open }) : undefined}
        >
          {t(`admin:${section.titleKey}`)}
          {counted && (
            <Badge count={open} max={99} className="wob-console__badge" aria-hidden="true" />
          )}
        </NavLink>
      </li>
    );
  };

  return (
    <ConsoleAdminContext.Provider value={admin}>
      <OpenReportsProvider value={openReports}>
        <div className="wob-console">
          <aside className="wob-console__side">
            <div className="wob-console__who">
              <p className="wob-console__title">{t('admin:home.title')}</p>
              <p className="wob-console__email">
                {t('admin:home.signedInAs', { email: admin.email })}
              </p>
              <p className="wob-console__role">{t(`admin:home.roles.${admin.role}`)}</p>
            </div>
            <nav className="wob-console__sections" aria-label={t('admin:console.navLabel')}>
              <ul className="wob-console__nav">
                {sections.filter((section) => !section.group).map(link)}
              </ul>
              {GROUPS.map((group) => {
                const inGroup = sections.filter((section) => section.group === group);
                if (inGroup.length === 0) return null;
                return (
                  <div key={group} className="wob-console__navgroup">
                    <p className="wob-console__group" id={`wob-console-${group}`}>
                      {t(`admin:console.nav.${group}`)}
                    </p>
                    <ul className="wob-console__nav" aria-labelledby={`wob-console-${group}`}>
                      {inGroup.map(link)}
                    </ul>
                  </div>
                );
              })}
            </nav>
            <p className="wob-console__note">{t('admin:home.sessionNote')}</p>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              className="wob-console__out"
              isLoading={busy}
              onClick={signOut}
            >
              {t('admin:home.signOut')}
            </Button>
          </aside>
          <div className="wob-console__main">
            <Outlet />
          </div>
        </div>
      </OpenReportsProvider>
    </ConsoleAdminContext.Provider>
  );
}

export const Component = ConsoleLayout;
