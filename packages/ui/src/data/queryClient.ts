import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/errors';

/**
 * How long a read stays fresh: a kept tab shown again, or a second block asking for the same data, within this
 * time is answered from the cache without a request.
 */
export const DEFAULT_STALE_TIME_MS = 30_000;

/**
 * A dropped connection on a farm intranet is often gone a second later, so a read that never got an answer is tried
 * once more. Everything else failed for a reason a retry does not change (the server said no, the session ended,
 * the caller cancelled), and retrying would only keep the user waiting for the same error.
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && isApiError(error) && error.kind === 'network';
}

/**
 * The query client a Pasture runtime uses unless the host passes its own. Reads stay fresh for
 * `DEFAULT_STALE_TIME_MS`, are retried once after a network failure and not refetched on window focus (the
 * operator refreshes a page on purpose: the tab bar's reload, Retry, or a farm switch); writes are never retried.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_TIME_MS,
        retry: shouldRetryRead,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
