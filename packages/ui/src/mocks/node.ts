import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** MSW server for Node (unit tests, other teams' test suites). Call `server.listen()` in your setup. */
export const server = setupServer(...handlers);
