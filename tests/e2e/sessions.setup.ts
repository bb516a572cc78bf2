// The `sessions` project: logs in once per role through the login form, as a user does, and saves the browser state
// (the token and everything else the console stored) for the tests that start logged in (`session` option).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { logIn } from './support/console';
import { sessionFile, test } from './support/test';

for (const role of ['admin', 'user'] as const) {
  test(`log in as ${role} through the form and save the session`, async ({ page }) => {
    await logIn(page, role);
    mkdirSync(path.dirname(sessionFile(role)), { recursive: true });
    await page.context().storageState({ path: sessionFile(role) });
  });
}
