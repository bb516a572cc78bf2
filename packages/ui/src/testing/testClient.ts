import { createApiClient, type ApiClient, type ApiClientOptions } from '../api/client';
import { isApiError, type ApiError } from '../api/errors';
import type { Role } from '../constants';
import { demoAccounts, demoUsers } from '../mocks/auth/auth.fixtures';
import { issueDemoToken } from '../mocks/auth/demoToken';

/**
 * Options of `createTestClient`: whose session the calls carry, and any `createApiClient` option (a spy as
 * `onSessionExpired`, `language`, `debug: false` for the real server's envelope).
 */
export interface CreateTestClientOptions extends Partial<ApiClientOptions> {
  /** The demo account whose token every call carries (default `admin`); `null` sends no token (logged out). */
  as?: Role | null;
}

/** The token the mocks issue to the demo account of `role` on its first farm. */
function demoTokenOf(role: Role): string {
  const account = demoAccounts.find((candidate) => candidate.role === role);
  const farmId = account ? demoUsers[account.username]?.farmIds[0] : undefined;
  if (!account || farmId === undefined) {
    throw new Error(`createTestClient: the mocks have no demo account for the role ${role}.`);
  }
  return issueDemoToken({ username: account.username, farmId, clientTypeId: 1 });
}

/**
 * An API client for a test of a screen's calls against the mocks: the debug envelope (the demo's), the admin's demo
 * token unless told (`as: 'user'`, or `as: null` for none), and a session expiry that asks nobody (the call then
 * rejects with kind `session`). The mocks must be answering (`@pasture/ui/mocks/node`'s `server`).
 */
export function createTestClient(options: CreateTestClientOptions = {}): ApiClient {
  const { as = 'admin', ...rest } = options;
  const token = as === null ? null : demoTokenOf(as);
  return createApiClient({
    debug: true,
    getToken: () => token,
    onSessionExpired: () => undefined,
    ...rest,
  });
}

/**
 * The `ApiError` a call rejects with, to assert on its kind, code and message. Fails the test when the call
 * succeeds, or rejects with anything but an `ApiError`.
 */
export async function apiRejection(call: Promise<unknown>): Promise<ApiError> {
  let value: unknown;
  try {
    value = await call;
  } catch (error) {
    if (isApiError(error)) return error;
    throw new Error(
      `Expected the call to reject with an ApiError; it rejected with ${String(error)}.`,
      {
        cause: error,
      },
    );
  }
  throw new Error(
    `Expected the call to reject with an ApiError; it resolved with ${JSON.stringify(value)}.`,
  );
}
