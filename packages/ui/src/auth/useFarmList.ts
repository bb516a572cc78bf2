import { useCallback, useEffect, useState } from 'react';
import { useApiClient } from '../api';
import { getFarmList, type FarmRecord } from './auth.api';

/** Where the farm list stands: not asked yet, on its way, failed, or here. */
export type FarmListState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; farms: FarmRecord[] };

export interface UseFarmListOptions {
  /**
   * Load while `true`: on mount, and again each time it turns from `false` to `true` (a switcher passes its open
   * state so every opening shows the current list). Default `true`.
   */
  enabled?: boolean;
}

export interface UseFarmListResult {
  state: FarmListState;
  /** Loads the list again (the retry of an error state). */
  reload: () => void;
}

/**
 * The farms the logged-in user may work in (GET /api/BaseFarm/GetFarmList). The call is silent: a failure is
 * the caller's error state with a retry, not a toast. An answer that arrives after a newer request, after
 * `enabled` turned off or after unmount is dropped.
 */
export function useFarmList({ enabled = true }: UseFarmListOptions = {}): UseFarmListResult {
  const client = useApiClient();
  const [state, setState] = useState<FarmListState>(() =>
    enabled ? { status: 'loading' } : { status: 'idle' },
  );
  // Each reload is a new attempt; the effect below runs the request of the current attempt.
  const [attempt, setAttempt] = useState(0);
  const [wasEnabled, setWasEnabled] = useState(enabled);
  if (wasEnabled !== enabled) {
    // Adjusted while rendering (not in the effect), so an opening never paints the previous answer first.
    setWasEnabled(enabled);
    if (enabled) setState({ status: 'loading' });
  }

  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    getFarmList(client, { silent: true, signal: controller.signal }).then(
      (farms) => {
        if (!controller.signal.aborted) setState({ status: 'ready', farms });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [client, enabled, attempt]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { state, reload };
}
