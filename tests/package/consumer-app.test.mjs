// The scratch consumer app (tests/package/consumer/app, built by Vite from the packed tarball in check-package.mjs)
// in Chromium: its login screen logs a demo account in through the app's own MSW worker, then the search table shows
// the mocked rows, and the texts and reads went to the app's own i18next instance and query client; a host page of
// its own (i18n, CSS, styled-components theme) with a light and a dark Pasture corner; primitives with no provider.
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
    await page.getByRole('heading', { name: /^Log in to / }).waitFor({ timeout });
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill('admin');
    await page.getByRole('textbox', { name: 'Mobile', exact: true }).fill('13800000001');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Admin123');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();

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

/** A page of the app with its errors, and Pasture's development warnings, collected as problems. */
async function openPage(pathname, contextOptions = {}) {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || text.includes('[@pasture/ui]')) {
      problems.push(`console ${message.type()}: ${text}`);
    }
  });
  await page.goto(`${origin}${pathname}`);
  return { page, problems, close: () => context.close() };
}

/** The computed values of some CSS properties of the element a selector finds. */
function computed(page, selector, properties) {
  return page
    .locator(selector)
    .evaluate(
      (element, names) =>
        Object.fromEntries(names.map((name) => [name, getComputedStyle(element)[name]])),
      properties,
    );
}

/** Runs `check`; on failure, adds what the page shows and said, so a CI failure reads without a rerun. */
async function withPageReport({ page, problems }, check) {
  try {
    await check();
  } catch (error) {
    const snapshot = await page
      .locator('body')
      .ariaSnapshot()
      .catch(() => '(no snapshot)');
    throw new Error(
      `${error.message}\n--- page ---\n${snapshot}\n--- problems ---\n${problems.join('\n')}`,
      { cause: error },
    );
  }
}

const timeout = 15_000;
const hostButton = {
  fontStyle: 'italic',
  fontFamily: 'Georgia, serif',
  fontSize: '15px',
  borderTopLeftRadius: '0px',
  paddingLeft: '14px',
  backgroundColor: 'rgb(255, 255, 255)',
  color: 'rgb(51, 34, 17)',
};

test("a host's page: its i18n, CSS and theme stay its own beside a light and a dark Pasture corner", async () => {
  // Reduced motion: the library's reduced-motion rule must not stop the host's own animation.
  const opened = await openPage('/host.html', { reducedMotion: 'reduce' });
  const { page, problems } = opened;
  try {
    await withPageReport(opened, async () => {
      await page.getByRole('heading', { name: 'Herd planner' }).waitFor({ timeout });
      const corners = {
        light: page.getByRole('region', { name: 'light corner' }),
        dark: page.getByRole('region', { name: 'dark corner' }),
      };
      // Pasture's texts, read from the host's instance (default namespace 'app', language 'en'), in English.
      for (const corner of Object.values(corners)) {
        await corner.getByText('Total 50 items', { exact: true }).waitFor({ timeout });
        await corner.getByRole('button', { name: 'Next page', exact: true }).waitFor();
      }
      const host = await page.evaluate(() => ({
        language: window.hostPage.i18n.language,
        defaultNS: window.hostPage.i18n.options.defaultNS,
        title: window.hostPage.i18n.t('title'),
        rawKeys: document.body.innerText.match(/\b(?:components|dataComponents)\.\w+/g),
        bodyAttributes: document.body.getAttributeNames(),
        htmlAttributes: document.documentElement.getAttributeNames(),
      }));
      assert.deepEqual(host, {
        language: 'en',
        defaultNS: 'app',
        title: 'Herd planner',
        rawKeys: null,
        bodyAttributes: [],
        htmlAttributes: ['lang'],
      });

      // The host's CSS, outside the corners and inside both: what host.html sets, nothing of Pasture's.
      assert.deepEqual(
        await computed(page, 'body', [
          'marginTop',
          'fontFamily',
          'fontSize',
          'backgroundColor',
          'color',
        ]),
        {
          marginTop: '24px',
          fontFamily: 'Georgia, serif',
          fontSize: '17px',
          backgroundColor: 'rgb(250, 244, 230)',
          color: 'rgb(51, 34, 17)',
        },
      );
      assert.deepEqual(
        await computed(page, 'h1', ['marginTop', 'marginBottom', 'fontSize', 'fontWeight']),
        {
          marginTop: '0px',
          marginBottom: '28px',
          fontSize: '36px',
          fontWeight: '600',
        },
      );
      for (const id of ['host-button', 'host-button-light', 'host-button-dark']) {
        assert.deepEqual(
          await computed(page, `[data-testid=${id}]`, Object.keys(hostButton)),
          hostButton,
          id,
        );
      }
      assert.deepEqual(
        await computed(page, '[data-testid=host-spinner]', ['animationName', 'animationDuration']),
        { animationName: 'host-spin', animationDuration: '2s' },
      );
      // The host's styled-components theme reaches its components inside each provider.
      for (const mode of ['light', 'dark']) {
        assert.deepEqual(
          await computed(page, `[data-testid=host-note-${mode}]`, ['color', 'paddingLeft']),
          { color: 'rgb(128, 0, 128)', paddingLeft: '12px' },
          mode,
        );
      }

      // Each corner's Modal portals into its own provider's container, in that provider's mode and seed colour.
      const fills = {};
      for (const [mode, corner] of Object.entries(corners)) {
        const opener = corner.getByRole('button', { name: `Open ${mode} modal` });
        await opener.click();
        const dialog = page.getByRole('dialog', { name: `${mode} modal` });
        await dialog.waitFor({ timeout });
        const ok = dialog.getByRole('button', { name: 'OK', exact: true });
        await dialog.getByRole('button', { name: 'Cancel', exact: true }).waitFor();
        // Off every button: the last OK pressed sat where this one is, and a hovered fill is another colour.
        await page.mouse.move(0, 0);
        const seen = await dialog.evaluate((element, expectedMode) => {
          const portal = element.closest('[data-pasture-portal]');
          const root = document.querySelector(`[aria-label="${expectedMode} corner"] [data-mode]`);
          const toRgb = (color) => {
            const probe = document.createElement('i');
            probe.style.color = color;
            document.body.append(probe);
            const rgb = getComputedStyle(probe).color;
            probe.remove();
            return rgb;
          };
          const okButton = [...element.querySelectorAll('button')].find(
            (button) => button.textContent.trim() === 'OK',
          );
          const [r, g, b] = getComputedStyle(element).backgroundColor.match(/\d+/g).map(Number);
          return {
            portalMode: portal?.getAttribute('data-mode'),
            portalTheme: portal?.getAttribute('data-pasture-theme'),
            rootTheme: root?.getAttribute('data-pasture-theme'),
            okFill: getComputedStyle(okButton).backgroundColor,
            seedFill: toRgb(window.hostPage.primary[expectedMode]),
            surface: r + g + b > 3 * 128 ? 'light' : 'dark',
          };
        }, mode);
        assert.equal(
          seen.portalMode,
          mode,
          `${mode}: the dialog is in its provider's portal container`,
        );
        assert.equal(seen.portalTheme, seen.rootTheme, `${mode}: portal and root carry one theme`);
        assert.equal(seen.okFill, seen.seedFill, `${mode}: OK is filled with the seed's primary`);
        assert.equal(seen.surface, mode, `${mode}: the dialog's surface`);
        fills[mode] = seen.okFill;
        await ok.click();
        await dialog.waitFor({ state: 'hidden', timeout });
      }
      assert.notEqual(fills.light, fills.dark);
      assert.deepEqual(problems, []);
    });
  } finally {
    await opened.close();
  }
});

test('primitives with no provider, no theme and no i18n render styled, with their built-in English texts', async () => {
  const opened = await openPage('/primitives.html');
  const { page, problems } = opened;
  try {
    await withPageReport(opened, async () => {
      const button = page.getByRole('button', { name: 'Open modal' });
      await button.waitFor({ timeout });
      // The default theme's primary (#165DFF) from the CSS variables' fallbacks, white text, rounded corners.
      const fill = { backgroundColor: 'rgb(22, 93, 255)', color: 'rgb(255, 255, 255)' };
      const style = await button.evaluate((element) => {
        const { backgroundColor, color, borderTopLeftRadius } = getComputedStyle(element);
        return { backgroundColor, color, rounded: borderTopLeftRadius !== '0px' };
      });
      assert.deepEqual(style, { ...fill, rounded: true });
      await page.getByRole('tab', { name: 'Herd', selected: true }).waitFor();
      await page.getByRole('checkbox', { name: 'Vaccinated' }).waitFor();
      await page.getByRole('switch', { name: 'Grazing' }).waitFor();

      await button.click();
      const dialog = page.getByRole('dialog', { name: 'Plain modal' });
      await dialog.waitFor({ timeout });
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).waitFor();
      const ok = dialog.getByRole('button', { name: 'OK', exact: true });
      await page.mouse.move(0, 0);
      assert.deepEqual(
        await ok.evaluate((element) => {
          const { backgroundColor, color } = getComputedStyle(element);
          return { backgroundColor, color };
        }),
        fill,
      );
      assert.equal(
        await dialog.evaluate((element) => getComputedStyle(element).backgroundColor),
        'rgb(255, 255, 255)',
      );
      await ok.click();
      await dialog.waitFor({ state: 'hidden', timeout });
      assert.deepEqual(problems, []);
    });
  } finally {
    await opened.close();
  }
});
