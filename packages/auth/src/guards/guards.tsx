import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useSessionStore } from '../store/session-context';

/** Where a visitor who opens a signed-in route is sent (spec section 2, route guard). */
export const LOGIN_PATH = '/auth/login';
/** Where a signed-in user who opens login, register or forgot-password is sent. */
export const HOME_PATH = '/home';

export interface GuardProps {
  /** Rendered when allowed; defaults to the child routes (<Outlet />). */
  children?: ReactNode;
}

/** Signed-in routes: a visitor goes to login (or where the sign-out that just happened goes). */
export function RequireAuth({ children }: GuardProps) {
  const signedIn = useSessionStore((state) => state.token !== null);
  const exitPath = useSessionStore((state) => state.exitPath);
  if (!signedIn) return <Navigate to={exitPath ?? LOGIN_PATH} replace />;
  return children ?? <Outlet />;
}

/** Login, register and forgot-password: a signed-in user goes to home. */
export function RedirectIfAuthed({ children }: GuardProps) {
  const signedIn = useSessionStore((state) => state.token !== null);
  if (signedIn) return <Navigate to={HOME_PATH} replace />;
  return children ?? <Outlet />;
}
