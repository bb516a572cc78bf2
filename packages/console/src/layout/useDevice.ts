import { useEffect } from 'react';
import { theme, type SettingsStore } from '@pasture/ui';

const NARROW = `(max-width: ${theme.breakpoint.mobile - 1}px)`;

/** `device` follows the window: mobile below the breakpoint, where the menu becomes a drawer. */
export function useDeviceSync(settings: SettingsStore): void {
  useEffect(() => {
    const query = window.matchMedia(NARROW);
    const apply = () => settings.update({ device: query.matches ? 'mobile' : 'desktop' });
    apply();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, [settings]);
}
