import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client';
import { basicProfileEndpoints as endpoints } from './basicProfile.endpoints';
import { farmQueryKey, type ApiScope } from '../../../data/apiScope';
import type { BasicProfile, OperationLogEntry } from './basicProfile.types';

/** Options shared by the basic profile's calls. */
export interface BasicProfileCallOptions {
  /** Cancels the request (a block that unmounts or refetches). */
  signal?: AbortSignal;
}

/** GET /api/profile/basic: the approval status and the parameters (debug envelope). */
export function getBasicProfile(
  client: ApiClient,
  options: BasicProfileCallOptions = {},
): Promise<BasicProfile> {
  return client.request<BasicProfile>({
    ...endpoints.profileBasic,
    envelope: 'debug',
    signal: options.signal,
  });
}

/** GET /api/operation/log: the operations on the parameters, newest first (debug envelope). */
export function getOperationLog(
  client: ApiClient,
  options: BasicProfileCallOptions = {},
): Promise<OperationLogEntry[]> {
  return client.request<OperationLogEntry[]>({
    ...endpoints.operationLog,
    envelope: 'debug',
    signal: options.signal,
  });
}

/** The basic profile of the current farm. */
export function basicProfileQueryOptions(scope: ApiScope) {
  return queryOptions({
    queryKey: farmQueryKey(scope, 'basic-profile', 'profile'),
    queryFn: ({ signal }) => getBasicProfile(scope.client, { signal }),
  });
}

/** The operation log of the current farm. */
export function operationLogQueryOptions(scope: ApiScope) {
  return queryOptions({
    queryKey: farmQueryKey(scope, 'basic-profile', 'operation-log'),
    queryFn: ({ signal }) => getOperationLog(scope.client, { signal }),
  });
}
