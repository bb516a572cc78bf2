import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Role } from '@pasture/ui';
import { LoginScreen } from '@pasture/ui/screens/login';
import { resolveLoginRedirect, useClientVariant, useSessionStore } from '@pasture/ui/internal';
import { NO_LANDING_PATH } from '../router/guard';

export interface LoginRouteProps {
  /** The role's landing page; the registered routes it needs load after login (router/shellRoutes.tsx). */
  landing: (role: Role | null) => Promise<string>;
  /**
   * Loads the logged-in frame, its routes and the code of the page after login (`target`: the redirect target, if
   * any); called when a login starts, so they arrive while it runs.
   */
  prepare?: (target: string | null) => void;
}

/**
 * The login page of the client variant (its own, or the standard one); afterwards the `redirect` target (a path
 * on this site) or the role's landing page.
 */
export default function LoginRoute({ landing, prepare }: LoginRouteProps) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { LoginPage = LoginScreen } = useClientVariant();
  const session = useSessionStore();
  // The session is loading once a login starts: the pages after it load meanwhile, not after it (asked for once the
  // login call itself has gone out).
  useEffect(() => {
    if (!prepare) return undefined;
    return session.subscribe(() => {
      if (session.getState().status === 'loading')
        setTimeout(() => prepare(resolveLoginRedirect(search)), 0);
    });
  }, [session, prepare, search]);
  return (
    <LoginPage
      onLoggedIn={({ role }) => {
        const target = resolveLoginRedirect(search);
        // Should the routes fail to load, the not-found path asks the router for them again, which shows the error
        // page (reload) if they still fail.
        const to = target ? Promise.resolve(target) : landing(role).catch(() => NO_LANDING_PATH);
        void to.then((path) => navigate(path, { replace: true }));
      }}
    />
  );
}
