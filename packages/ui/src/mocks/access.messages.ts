import { authMockMessages } from './auth/auth.fixtures';
import { mockMessagesInChinese } from './locale';

// The access rules' words, in a module of their own: the e2e tests read them without loading the endpoint map (and
// through it every feature's manifest and texts, which Node cannot import as the bundlers do).
/** Words of the mocked servers' access checks (answered in the request's language, `mockMessagesInChinese`). */
export const ACCESS_MOCK_MESSAGES = mockMessagesInChinese(
  {
    notLoggedIn: authMockMessages.notLoggedIn,
    tokenInvalid: authMockMessages.tokenInvalid,
    noPermission: 'No permission: this operation needs an administrator account',
  } as const,
  {
    noPermission: '没有权限：此操作需要管理员账号',
  },
);
