import { useLocation, useNavigate } from 'react-router';
import { LoginScreen, resolveLoginRedirect } from '@pasture/ui';
import { landingPath } from '../router/guard';
import { useConsoleRouting } from '../router/ConsoleRoutingContext';

/** The login page; afterwards the `redirect` target (a path on this site) or the role's landing page. */
export default function LoginRoute() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { access } = useConsoleRouting();
  return (
    <LoginScreen
      onLoggedIn={({ role }) => {
        void navigate(resolveLoginRedirect(search) ?? landingPath(access, role), { replace: true });
      }}
    />
  );
}
