// The production build over real HTTP (support/serve-production.mjs, ADR 020): where its servers are, and a `test`
// that fails on any Content-Security-Policy violation, seen in the page or reported to the server.
import type { BrowserContext } from '@playwright/test';
import { expect, test as base } from './test';

const host = '127.0.0.1';
const portOf = (name: string) => {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run the suite through tests/e2e/playwright.config.ts.`);
  return value;
};

/** The contract server (the MSW handlers as an HTTP server). */
export const apiOrigin = `http://${host}:${portOf('E2E_API_PORT')}`;

export interface ConsoleServer {
  name: 'same-origin' | 'cross-origin';
  /** Where the console is served (strict CSP, recommended headers). */
  origin: string;
  /** Where its API calls must go. */
  apiOrigin: string;
}

/** The production build behind a reverse proxy: the console and `/api` on one origin. */
export const sameOriginConsole: ConsoleServer = {
  name: 'same-origin',
  origin: `http://${host}:${portOf('E2E_SAME_ORIGIN_PORT')}`,
  get apiOrigin() {
    return this.origin;
  },
};

/** The same build on its own origin, its API base URL set at deployment to the contract server (CORS). */
export const crossOriginConsole: ConsoleServer = {
  name: 'cross-origin',
  origin: `http://${host}:${portOf('E2E_CROSS_ORIGIN_PORT')}`,
  apiOrigin,
};

interface Observed {
  cspReports: { console: string; report: string }[];
  tokenRequests: { console: string; method: string; url: string }[];
}

/** What the console servers saw that they should not have (every test of the run, both servers). */
export async function observedByServers(): Promise<Observed> {
  const response = await fetch(`${sameOriginConsole.origin}/__e2e/observed`);
  return (await response.json()) as Observed;
}

async function watchViolations(context: BrowserContext, violations: string[]): Promise<void> {
  await context.exposeBinding('__pastureCspViolation', (_source, violation: string) => {
    violations.push(violation);
  });
  // Registered by the browser before any page script, so even a violation of the entry script is seen.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __pastureCspViolation: (text: string) => void })
        .__pastureCspViolation;
      void report(
        `${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      );
    });
  });
}

/**
 * `test` of support/test.ts (fails on page errors and console errors) that also fails on a CSP violation: the
 * page's `securitypolicyviolation` events, and the reports the browser sent to the servers' report-uri.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, provide) => {
      const violations: string[] = [];
      await watchViolations(context, violations);
      await provide(violations);
      expect(violations, 'securitypolicyviolation events').toEqual([]);
      expect((await observedByServers()).cspReports, 'CSP reports').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
