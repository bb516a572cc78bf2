import { useMemo, type ComponentType } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { ScreenHostProvider, type ScreenHost } from '@pasture/ui';
import { useLeavePage } from './useLeavePage';

/**
 * A library screen as a route: its host is this router. Inside a kept-alive tab `useLocation` is the location the
 * page was shown at (KeepAliveOutlet), so a hidden page never sees another page's URL.
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
      <Screen />
    </ScreenHostProvider>
  );
}
