export { createQueryClient, shouldRetryRead, DEFAULT_STALE_TIME_MS } from './queryClient';
export { attachErrorPolicy, isReportable } from './errorPolicy';
export type { ErrorPolicyOptions, PastureMutationMeta } from './errorPolicy';
export { useApiScope, farmQueryKey, isFarmScopedKey } from './apiScope';
export type { ApiScope } from './apiScope';
