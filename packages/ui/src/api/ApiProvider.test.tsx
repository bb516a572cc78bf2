import { render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiProvider, useApiClient } from './ApiProvider';
import { createApiClient } from './client';

function makeClient() {
  return createApiClient({
    getToken: () => null,
    onSessionExpired: vi.fn(),
  });
}

describe('ApiProvider', () => {
  it('hands its client to useApiClient', () => {
    const client = makeClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApiProvider client={client}>{children}</ApiProvider>
    );
    const { result } = renderHook(() => useApiClient(), { wrapper });
    expect(result.current).toBe(client);
  });

  it('renders its children', () => {
    render(
      <ApiProvider client={makeClient()}>
        <p>Farm list</p>
      </ApiProvider>,
    );
    expect(screen.getByText('Farm list')).toBeInTheDocument();
  });

  it('throws a clear error outside a provider', () => {
    // React reports the render error on console.error before rethrowing it; that report is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useApiClient())).toThrow(
      'useApiClient must be used inside <ApiProvider client={...}>.',
    );
  });
});
