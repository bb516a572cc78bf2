import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test as base } from '@playwright/test';
import type { DemoAccount } from '../../../packages/ui/src/mocks/auth/auth.fixtures';

type Role = DemoAccount['role'];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Where the `sessions` setup project (sessions.setup.ts) saves each role's logged-in browser state. */
export function sessionFile(role: Role): string {
  return path.join(root, 'test-results/e2e-sessions', `${role}.json`);
}

/**
 * localStorage key the demo console reads once at start-up (packages/console/src/boot/console.tsx, demo mode only): the
 * mock latency in ms instead of the spec's 600–1000 ms.
 */
export const MOCK_DELAY_KEY = 'pasture.mockDelay';

export interface ConsoleOptions {
  /**
   * Start the test logged in as this role, from the browser state the `sessions` setup project saved after logging
   * in through the form (`null`: logged out). Only tests of the login itself leave it `null` and use the form.
   */
  session: Role | null;
  /**
   * Latency of the demo's mocked server in ms (`'demo'`: the real 600–1000 ms). The demo project answers after a
   * few ms so the suite does not spend most of its time waiting; one test keeps the real delay.
   */
  mockDelay: number | 'demo';
}

/**
 * `test` for the console suites: every test also fails on an uncaught page error or a console error/warning,
 * so a broken render or a React warning cannot hide behind a passing assertion. A test that provokes a failure on
 * purpose names the one message it expects with `expectConsole(/pattern/)`; each such message must then appear.
 */
export const test = base.extend<ConsoleOptions & { expectConsole: (pattern: RegExp) => void }>({
  session: [null, { option: true }],
  mockDelay: ['demo', { option: true }],
  // `provide`, not `use`: the React hooks lint rule reads a call to `use` in a named function as React's hook.
  storageState: async ({ session, storageState }, provide) => {
    await provide(session ? sessionFile(session) : storageState);
  },
  context: async ({ context, mockDelay }, provide) => {
    // Before any page script on every navigation, so the console's start-up reads it; a saved session may carry a
    // value from the setup run, so the real delay removes it explicitly.
    await context.addInitScript(
      ({ key, value }) => {
        try {
          if (value === null) window.localStorage.removeItem(key);
          else window.localStorage.setItem(key, value);
        } catch {
          // about:blank and other opaque origins have no localStorage.
        }
      },
      { key: MOCK_DELAY_KEY, value: mockDelay === 'demo' ? null : String(mockDelay) },
    );
    await provide(context);
  },
  expectConsole: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const expected: RegExp[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          problems.push(`console.${message.type()}: ${message.text()}`);
        }
      });
      await use((pattern) => expected.push(pattern));
      for (const pattern of expected) {
        expect(
          problems.some((problem) => pattern.test(problem)),
          `expected ${pattern}`,
        ).toBe(true);
      }
      expect(
        problems.filter((problem) => !expected.some((pattern) => pattern.test(problem))),
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
