// The scratch consumer app (tests/package/consumer/app, built by Vite from the packed tarball in check-package.mjs)
// in Chromium: its login screen logs a demo account in through the app's own MSW worker, then the search table shows
// the mocked rows, and the texts and reads went to the app's own i18next instance and query client.
// Run by check-package.mjs with CONSUMER_DIST set to the app's build.
import assert from 'node:assert/strict';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';

const dist = process.env.CONSUMER_DIST;
if (!dist || !existsSync(path.join(dist, 'index.html'))) {
  throw new Error(`CONSUMER_DIST must point at the consumer app's build (got ${dist})`);
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** A static server for the build, as any host would serve it (the worker file at the root of the origin). */
const server = createServer((request, response) => {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://consumer').pathname);
  let file = path.join(dist, pathname);
  if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) {
    file = path.join(dist, 'index.html');
  }
  response.writeHead(200, {
    'content-type': types[path.extname(file)] ?? 'application/octet-stream',
  });
  createReadStream(file).pipe(response);
});

let browser;
let origin;

before(async () => {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
  browser = await chromium.launch({ executablePath: await findChromium(), args: chromiumArgs });
});

after(async () => {
  await browser?.close();
  server.close();
});

test('logs in on the login screen, then the search table shows the mocked rows', async () => {
  const page = await browser.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  try {
    await page.goto(origin);
    const timeout = 15_000;
    await page.getByRole('heading', { name: /^Login to / }).waitFor({ timeout });
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill('admin');
    await page.getByRole('textbox', { name: 'Mobile', exact: true }).fill('13800000001');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Admin123');
    await page.getByRole('button', { name: 'login', exact: true }).click();

    const table = page.getByRole('table', { name: 'Content sets' });
    await table.getByRole('rowheader', { name: '260001', exact: true }).waitFor({ timeout });

    const shared = await page.evaluate(() => {
      const { i18n, queryClient, runtime } = window.consumer;
      return {
        runtimeUsesHostI18n: runtime.i18n === i18n,
        runtimeUsesHostQueryClient: runtime.queryClient === queryClient,
        // The search table's texts joined the host's instance, in the library's namespace, on first render.
        searchTableTextsInHostI18n: i18n.exists('searchTable.title', { ns: 'pasture' }),
        readsInHostCache: queryClient.getQueryCache().getAll().length,
      };
    });
    assert.deepEqual(
      { ...shared, readsInHostCache: shared.readsInHostCache > 0 },
      {
        runtimeUsesHostI18n: true,
        runtimeUsesHostQueryClient: true,
        searchTableTextsInHostI18n: true,
        readsInHostCache: true,
      },
    );
    assert.deepEqual(problems, []);
  } catch (error) {
    // What the page shows and said, so a failure on CI can be read without rerunning it.
    const snapshot = await page
      .locator('body')
      .ariaSnapshot()
      .catch(() => '(no snapshot)');
    throw new Error(
      `${error.message}\n--- page ---\n${snapshot}\n--- problems ---\n${problems.join('\n')}`,
      { cause: error },
    );
  } finally {
    await page.close();
  }
});
