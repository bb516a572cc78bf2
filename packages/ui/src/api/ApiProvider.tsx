import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from './client';

const ApiClientContext = createContext<ApiClient | null>(null);
ApiClientContext.displayName = 'ApiClientContext';

export interface ApiProviderProps {
  /** The client every screen below sends its calls through; create it once with `createApiClient`. */
  client: ApiClient;
  children?: ReactNode;
}

/** Makes one API client available to the screens below it. */
export function ApiProvider({ client, children }: ApiProviderProps) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

/** The client of the nearest `ApiProvider`; throws when there is none, so a missing provider fails loudly. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) {
    throw new Error('useApiClient must be used inside <ApiProvider client={...}>.');
  }
  return client;
}
