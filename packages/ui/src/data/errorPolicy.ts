import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/errors';

/**
 * What a mutation may say about its own failures (`useMutation({ meta })`). `errorToast: false` is for a form that
 * shows the message in place, next to what the user typed (the re-login form).
 */
export interface PastureMutationMeta {
  errorToast?: boolean;
}

function wantsToast(meta: unknown): boolean {
  return !(
    typeof meta === 'object' &&
    meta !== null &&
    (meta as PastureMutationMeta).errorToast === false
  );
}

/**
 * Whether a failed write is worth a toast: not when the caller cancelled it, and not when the session ended (the
 * session prompt has already told the user, and its own toast carried the server's words for a logout code).
 */
export function isReportable(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.kind !== 'aborted' && error.kind !== 'session';
}

export interface ErrorPolicyOptions {
  /** Shows a failed write's message (the runtime's error toast, 5 s). */
  reportWriteError: (message: string, error: unknown) => void;
  /** The message for a failure that is not an `ApiError` (a bug in a mutation function). */
  fallbackMessage: () => string;
}

/**
 * The one place that decides how a failed call reaches the user (docs/decisions/015-data-layer-and-error-policy.md):
 * a failed write (mutation) is toasted once with the catalogue message; a failed read (query) is not — its block
 * shows the error in place with Retry. Works on any `QueryClient`, also one a host app passes in, because it
 * subscribes to the mutation cache instead of being baked into the client's constructor. Returns the unsubscribe.
 */
export function attachErrorPolicy(
  queryClient: QueryClient,
  { reportWriteError, fallbackMessage }: ErrorPolicyOptions,
): () => void {
  return queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    const { error } = event.action;
    if (!isReportable(error) || !wantsToast(event.mutation.meta)) return;
    reportWriteError(isApiError(error) ? error.message : fallbackMessage(), error);
  });
}
