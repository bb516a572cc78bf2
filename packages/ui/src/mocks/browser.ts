import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** MSW worker for the browser (demo mode, other teams' apps). Serve `mockServiceWorker.js` and call `worker.start()`. */
export const worker = setupWorker(...handlers);
