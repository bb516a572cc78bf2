import { useLocation, useNavigate } from 'react-router';
import { LoginScreen, resolveLoginRedirect, useClientVariant } from '@pasture/ui';
import { landingPath } from '../router/guard';
import { useConsoleRouting } from '../router/ConsoleRoutingContext';

/**
 * The login page of the client variant (its own, or the standard one); afterwards the `redirect` target (a path
 * on this site) or the role's landing page.
 */
export default function LoginRoute() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { access } = useConsoleRouting();
  const { LoginPage = LoginScreen } = useClientVariant();
  return (
    <LoginPage
      onLoggedIn={({ role }) => {
        void navigate(resolveLoginRedirect(search) ?? landingPath(access, role), { replace: true });
      }}
    />
  );
}
