import type { RequestHandler } from 'msw';
import { authHandlers } from './auth/auth.handlers';
import { workplaceHandlers } from '../screens/dashboard/workplace/workplace.handlers';
import { messageHandlers } from '../shell/MessageBox/messageBox.handlers';
import { userHandlers } from '../screens/user/user.handlers';

/**
 * Every feature's happy-path handlers, keyed by feature so a story or test can swap one feature's answers for a
 * scenario (`parameters.msw.handlers.auth = authScenarios.serverError`) and keep the rest.
 */
export const handlersByFeature: Record<string, RequestHandler[]> = {
  auth: authHandlers,
  workplace: workplaceHandlers,
  message: messageHandlers,
  user: userHandlers,
};

export const handlers: RequestHandler[] = Object.values(handlersByFeature).flat();
