import { buttonClassName, Logo } from '@wob/ui';
import { lazy, type Ref, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { useCopy } from './copy';
import { LanguageSelect } from './language-select';
import { useSignedIn } from './session-host';

// Signed in only (search, bell, menu), built on React Aria and the session: never part of
// the landing's first load.
const SignedInHeader = lazy(() =>
  import('./signed-in-header').then((module) => ({ default: module.SignedInHeader })),
);

export const LOGIN_PATH = '/auth/login';
export const REGISTER_PATH = '/auth/register';

/** Spec section 2 'Header': logo home, language, and Login / Get Started or the menu. */
export function Header({ ref }: { ref?: Ref<HTMLElement> }) {
  const { t } = useCopy();
  const signedIn = useSignedIn();
  const { pathname } = useLocation();
  // The administrators' pages (/admin/login and the console) are not the members' product:
  // their header has the logo and the language only, whoever is signed in as a member.
  const adminArea = pathname === '/admin' || pathname.startsWith('/admin/');

  return (
    <header ref={ref} className="wob-header">
      <div className="wob-header__inner">
        <Link to={adminArea ? '/admin' : signedIn ? '/home' : '/'} className="wob-header__home">
          <Logo size={32} aria-label={t('shell:homeLink')} />
        </Link>
        <nav className="wob-header__actions" aria-label={t('shell:header.menu')}>
          <LanguageSelect />
          {adminArea ? null : signedIn ? (
            <Suspense fallback={<span className="wob-header__menu-placeholder" />}>
              <SignedInHeader />
            </Suspense>
          ) : (
            <>
              {pathname !== LOGIN_PATH && (
                <Link
                  to={LOGIN_PATH}
                  className={buttonClassName('ghost', 'sm', 'wob-header__link')}
                >
                  {t('shell:header.login')}
                </Link>
              )}
              {pathname !== REGISTER_PATH && (
                <Link
                  to={REGISTER_PATH}
                  className={buttonClassName('primary', 'sm', 'wob-header__link')}
                >
                  {t('shell:header.getStarted')}
                </Link>
              )}
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
