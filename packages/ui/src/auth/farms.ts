import { queryOptions, useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { getFarmList, getServerMenu } from './auth.api';
import { useSessionStore } from './SessionProvider';

/**
 * The farms the logged-in user may work in (GET /api/BaseFarm/GetFarmList), fetched once and shared by everything
 * that lists them (the navbar's switcher, the product page). It belongs to the user, not to a farm: the runtime
 * empties the cache at logout and marks it stale after a farm switch.
 */
export function farmListQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ['farms'],
    queryFn: ({ signal }) => getFarmList(client, { signal }),
    staleTime: Infinity,
  });
}

/**
 * Switches the session to another farm (ChangeFarmId, new token, farm cached). A refusal is toasted by the error
 * policy with the server's words; every farm-scoped read then loads the new farm's data where it is shown.
 */
export function useChangeFarm() {
  const session = useSessionStore();
  return useMutation({
    mutationKey: ['change-farm'],
    mutationFn: ({ farmId }: { farmId: number }) => session.changeFarm({ farmId }),
  });
}

/**
 * The server's menu tree (contract §4 'menuFromServer': fetched once). Not tied to a user (the call is anonymous), so it
 * stays until the runtime empties the cache at logout (contract §4: logout clears the server menu).
 */
export function serverMenuQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ['server-menu'],
    queryFn: ({ signal }) => getServerMenu(client, { signal }),
    staleTime: Infinity,
  });
}
