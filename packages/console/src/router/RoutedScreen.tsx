import { useMemo, type ComponentType } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { ScreenHostProvider, type ScreenHost } from '@pasture/ui';
import { PageErrorBoundary } from './PageErrorBoundary';
import { useLeavePage } from './useLeavePage';

/**
 * A library screen as a route: its host is this router. Inside a kept-alive tab `useLocation` is the location the
 * page was shown at (KeepAliveOutlet), so a hidden page never sees another page's URL. A page that fails while
 * rendering shows its fallback in place until the user navigates (docs/decisions/021-*).
 */
export function RoutedScreen({ screen: Screen }: { screen: ComponentType }) {
  const location = useLocation();
  const navigate = useNavigate();
  const leave = useLeavePage();
  const revalidator = useRevalidator();
  const host = useMemo<ScreenHost>(
    () => ({
      location,
      navigate: (to, options) => void navigate(to, { replace: options?.replace }),
      leave,
      revalidate: () => void revalidator.revalidate(),
    }),
    [location, navigate, leave, revalidator],
  );
  return (
    <ScreenHostProvider host={host}>
      <PageErrorBoundary resetKey={location.key}>
        <Screen />
      </PageErrorBoundary>
    </ScreenHostProvider>
  );
}
