import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '@pasture/ui';
import { landingPath } from './guard';
import { useConsoleRouting } from './ConsoleRoutingContext';

/**
 * 'Back' of a page: one step back in the console's own history, or — when the page was opened directly (no
 * earlier entry of this app) — the user's landing page.
 */
export function useLeavePage(): () => void {
  const navigate = useNavigate();
  const { access } = useConsoleRouting();
  const { role } = useSession();
  return useCallback(() => {
    // react-router numbers its history entries; 0 is the first one this app made in the tab.
    const index = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof index === 'number' && index > 0) void navigate(-1);
    else void navigate(landingPath(access, role), { replace: true });
  }, [navigate, access, role]);
}
