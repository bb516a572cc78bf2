import { expect, test as base } from '@playwright/test';

/**
 * `test` for the console suites: every test also fails on an uncaught page error or a console error/warning,
 * so a broken render or a React warning cannot hide behind a passing assertion. A test that provokes a failure on
 * purpose names the one message it expects with `expectConsole(/pattern/)`; each such message must then appear.
 */
export const test = base.extend<{ expectConsole: (pattern: RegExp) => void }>({
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
