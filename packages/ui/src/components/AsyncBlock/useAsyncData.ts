import { useCallback, useEffect, useState } from 'react';

/** What a block knows about its data: still loading, failed, or loaded. */
export type AsyncState<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

type Settled<T> =
  { key: string; status: 'error'; error: unknown } | { key: string; status: 'success'; data: T };

/**
 * Runs `load` for `key` (again after `retry`) and tracks its state. `load` must be stable for a given key
 * (`useCallback`); a newer key or an unmount aborts the older request, whose late answer is dropped.
 */
export function useAsyncData<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
): { state: AsyncState<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const requestKey = `${key}#${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key: requestKey, status: 'success', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key: requestKey, status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [requestKey, load]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  // Derived rather than set in the effect: a new key shows 'loading' in the same render.
  const state: AsyncState<T> =
    settled === null || settled.key !== requestKey
      ? { status: 'loading' }
      : settled.status === 'success'
        ? { status: 'success', data: settled.data }
        : { status: 'error', error: settled.error };
  return { state, retry };
}
