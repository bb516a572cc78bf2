import { expect, test } from './support/test';
import { demoAccount, openAs } from './support/console';
import { text } from './support/texts';

const zh = (key: string, values?: Record<string, string>) => text('zh-CN', key, values);

test.use({ session: 'admin' });

test("a refused session ('not logged in') in the middle of typing keeps the input through an in-place re-login, and the save goes through", async ({
  page,
}) => {
  await openAs(page, 'admin', '/user/setting');
  const nickname = page.getByRole('textbox', { name: zh('user.setting.form.nickname') });
  await expect(nickname).not.toHaveValue('');
  await nickname.fill('牧场小王');

  // The server no longer accepts the token (it expired, or was revoked elsewhere).
  await page.evaluate(() => {
    const token = window.localStorage.getItem('token') ?? '';
    window.localStorage.setItem('token', `${token.slice(0, -4)}0000`);
  });
  let saves = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/user/save-info')) saves += 1;
  });
  await page.getByRole('button', { name: zh('user.setting.form.save') }).click();

  // The save is a debug-envelope call: the server refuses the token with code 50008, and the client asks to log in
  // again ('Confirm logout'; a real-envelope 401 is contract.production.spec's).
  const prompt = page.getByRole('alertdialog', { name: zh('api.session.titleLogout') });
  await expect(prompt).toContainText(zh('api.session.content'));
  await prompt.getByRole('button', { name: zh('api.session.relogin') }).click();
  const relogin = page.getByRole('dialog', { name: zh('api.session.reloginTitle') });
  const { mobile, password } = demoAccount('admin');
  await relogin.getByRole('textbox', { name: zh('login.mobile') }).fill(mobile);
  await relogin.getByLabel(new RegExp(`^\\*?${zh('login.password')}$`)).fill(password);
  await relogin.getByRole('button', { name: zh('api.session.reloginSubmit') }).click();

  // Same page, same input; the failed save was sent again with the new token and succeeded.
  await expect(page.getByText(zh('user.setting.form.saved')).first()).toBeVisible();
  await expect(relogin).toHaveCount(0);
  await expect(page).toHaveURL(/\/user\/setting$/);
  await expect(nickname).toHaveValue('牧场小王');
  expect(saves).toBe(2);
});
