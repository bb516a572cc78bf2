import { expect, test } from './support/test';
import { text } from './support/texts';

test('the production login page requests nothing from another origin and starts no mock worker', async ({
  page,
  baseURL,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/exception/404?x=1');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fexception%2F404&x=1$/);
  await expect(
    page.getByRole('button', { name: text('zh-CN', 'login.submit'), exact: true }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');

  const own = new URL(baseURL ?? '').origin;
  const foreign = requests.filter((url) => {
    const { protocol, origin } = new URL(url);
    return (protocol === 'http:' || protocol === 'https:') && origin !== own;
  });
  expect(requests.length).toBeGreaterThan(0);
  expect(foreign).toEqual([]);
  expect(requests.some((url) => url.includes('mockServiceWorker'))).toBe(false);
  const workers = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistrations()).length,
  );
  expect(workers).toBe(0);
});
