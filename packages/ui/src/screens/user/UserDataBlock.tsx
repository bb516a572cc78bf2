import { useCallback } from 'react';
import type { ApiClient } from '../../api/client';
import { useApiClient } from '../../api/ApiProvider';
import { AsyncBlock, useAsyncData, type AsyncBlockProps } from '../../components/AsyncBlock';
import type { UserCallOptions } from './user.api';

export interface UserDataBlockProps<T> extends Omit<
  AsyncBlockProps<T>,
  'state' | 'onRetry' | 'isEmpty'
> {
  /** Names the request; another name loads again. */
  name: string;
  /** One of the typed calls of `user.api.ts` (a module-level function, so it is stable). */
  call: (client: ApiClient, options: UserCallOptions) => Promise<T>;
  /** Whether the answer counts as empty. Default: an empty list. */
  isEmpty?: (data: T) => boolean;
}

function isEmptyList(data: unknown): boolean {
  return Array.isArray(data) && data.length === 0;
}

/**
 * One block of the user centre that loads its own data through the API client and shows its own skeleton,
 * error with Retry, empty state or data, so one failing call never blanks the page.
 */
export function UserDataBlock<T>({
  name,
  call,
  isEmpty = isEmptyList,
  ...rest
}: UserDataBlockProps<T>) {
  const client = useApiClient();
  const load = useCallback((signal: AbortSignal) => call(client, { signal }), [client, call]);
  const { state, retry } = useAsyncData(name, load);
  return <AsyncBlock state={state} onRetry={retry} isEmpty={isEmpty} {...rest} />;
}
