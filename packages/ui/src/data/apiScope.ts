import { useMemo } from 'react';
import { useApiClient } from '../api/ApiProvider';
import type { ApiClient } from '../api/client';
import { useSession } from '../auth/SessionProvider';

/**
 * What a read depends on besides its own parameters: the client it goes through and the farm the session works in.
 * Query options take a scope so that the farm is part of every key: a farm switch changes the keys, every mounted
 * block loads the new farm's data in place (typed input and scroll stay), and no answer of the old farm can land in
 * the new farm's cache.
 */
export interface ApiScope {
  readonly client: ApiClient;
  /** The farm of the session, `null` before login or for a user without a farm. */
  readonly farmId: number | null;
}

/** The scope of the calling component: the provider's client and the session's current farm. */
export function useApiScope(): ApiScope {
  const client = useApiClient();
  const farmId = useSession().farm?.farmId ?? null;
  return useMemo(() => ({ client, farmId }), [client, farmId]);
}

/**
 * A query key for data of the current farm: the feature's parts first (so `invalidateQueries({ queryKey:
 * ['workplace'] })` reaches every workplace read), the farm last.
 */
export function farmQueryKey<const Parts extends readonly unknown[]>(
  scope: ApiScope,
  ...parts: Parts
): [...Parts, { farmId: number | null }] {
  return [...parts, { farmId: scope.farmId }];
}

/** Whether a query key was made by `farmQueryKey` (its data belongs to one farm). */
export function isFarmScopedKey(queryKey: readonly unknown[]): boolean {
  const last = queryKey[queryKey.length - 1];
  return typeof last === 'object' && last !== null && 'farmId' in last;
}
