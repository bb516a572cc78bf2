import { authMockMessages } from './auth/auth.fixtures';

// The access rules' words, in a module of their own: the e2e tests read them without loading the endpoint map (and
// through it every feature's manifest and texts, which Node cannot import as the bundlers do).
/** Words of the mocked servers' access checks (server data, so not translated). */
export const ACCESS_MOCK_MESSAGES = {
  notLoggedIn: authMockMessages.notLoggedIn,
  tokenInvalid: authMockMessages.tokenInvalid,
  noPermission: 'No permission: this operation needs an administrator account',
} as const;
