import { consoleEnv } from '../env';
import { createEarlyLogin } from './earlyLogin';

/** The page's one early login: it sends a held-back login, the console's API client takes its answer. */
export const pageEarlyLogin = createEarlyLogin({ apiBaseUrl: consoleEnv.apiBaseUrl });

// In a production build this module's chunk is also linked from index.html as an `async` script
// (scripts/earlyLogin.ts), so it runs as soon as it arrives, long before the console's entry. Not in the demo build,
// whose mock server starts with the console, nor where there is no page (the prerender).
if (import.meta.env.VITE_MOCK !== 'true' && typeof document !== 'undefined') pageEarlyLogin.watch();
