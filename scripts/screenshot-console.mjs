#!/usr/bin/env node
// Screenshots of every console route for a person to look at (issue 18's proof): 1440 px en-US light and 390 px
// zh-CN dark by default, full page, after each page's calls have settled. Not part of `npm test` (≈2 min, and a
// picture proves nothing until someone looks at it).
//
//   npm run build:console:demo && node scripts/screenshot-console.mjs [--out DIR] [--origin URL] [--only PART]
//
// --origin takes a running demo console (e.g. `npm start`'s http://localhost:5173) instead of serving dist-demo.
// --only keeps the routes whose path contains PART. The page gets Noto Sans SC (the npm package Storybook and the
// benchmark use): the machines here have no CJK font, an operator's has.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from './chromium.mjs';
import { demoAdminSession, noMockDelay } from './lib/demo-login.mjs';
import { root, serveStatic } from './lib/serve.mjs';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: 'test-results/console-screenshots' },
    origin: { type: 'string' },
    only: { type: 'string', multiple: true },
    views: { type: 'string', default: 'wide,phone' },
  },
});

const views = {
  wide: { name: '1440-en-US-light', width: 1440, height: 900, locale: 'en-US', theme: 'light' },
  phone: { name: '390-zh-CN-dark', width: 390, height: 844, locale: 'zh-CN', theme: 'dark' },
  'wide-zh': { name: '1440-zh-CN-dark', width: 1440, height: 900, locale: 'zh-CN', theme: 'dark' },
  'phone-en': { name: '390-en-US-light', width: 390, height: 844, locale: 'en-US', theme: 'light' },
  1280: { name: '1280-en-US-light', width: 1280, height: 800, locale: 'en-US', theme: 'light' },
  1920: { name: '1920-zh-CN-light', width: 1920, height: 1080, locale: 'zh-CN', theme: 'light' },
};

const routes = [
  '/login',
  '/product/shop-window',
  '/dashboard/workplace',
  '/dashboard/monitor',
  '/visualization/data-analysis',
  '/visualization/multi-dimension-data-analysis',
  '/list/search-table',
  '/list/card',
  '/form/step',
  '/form/group',
  '/profile/basic',
  '/result/success',
  '/result/error',
  '/exception/403',
  '/exception/404',
  '/exception/500',
  '/user/info',
  '/user/setting',
].filter((route) => !values.only || values.only.some((part) => route.includes(part)));

const fontDir = path.join(root, 'node_modules/@fontsource/noto-sans-sc');
const fontFaces = ['400.css', '500.css'].flatMap((file) =>
  [
    ...readFileSync(path.join(fontDir, file), 'utf8').matchAll(
      /font-weight: (\d+);\s*src: url\(\.\/files\/([^)]+\.woff2)\)[^;]*;\s*unicode-range: ([^;]+);/g,
    ),
  ].map(([, weight, file, unicodeRange]) => ({ weight, file, unicodeRange })),
);

function declareFont({ origin, faces }) {
  for (const { weight, file, unicodeRange } of faces) {
    document.fonts.add(
      new FontFace('Noto Sans SC', `url(${origin}/${file}) format('woff2')`, {
        weight,
        unicodeRange,
      }),
    );
  }
}

function preferences({ locale, theme }) {
  localStorage.setItem('locale', locale);
  const saved = JSON.parse(localStorage.getItem('pasture.settings') ?? '{}');
  localStorage.setItem('pasture.settings', JSON.stringify({ ...saved, theme }));
}

const served = values.origin
  ? null
  : await serveStatic('packages/console/dist-demo', { spa: true });
const origin = values.origin ?? served.url;
const fonts = await serveStatic(path.relative(root, path.join(fontDir, 'files')), { cors: true });
const browser = await chromium.launch({ executablePath: await findChromium(), args: chromiumArgs });
const outDir = path.resolve(root, values.out);
mkdirSync(outDir, { recursive: true });
try {
  const session = await demoAdminSession(browser, origin);
  for (const key of values.views.split(',')) {
    const view = views[key];
    if (!view) throw new Error(`Unknown view ${key}: ${Object.keys(views).join(', ')}`);
    for (const route of routes) {
      const loggedIn = route !== '/login';
      const context = await browser.newContext({
        viewport: { width: view.width, height: view.height },
        locale: view.locale,
        storageState: loggedIn ? session : undefined,
      });
      await context.addInitScript(noMockDelay);
      await context.addInitScript(preferences, view);
      await context.addInitScript(declareFont, { origin: fonts.url, faces: fontFaces });
      const page = await context.newPage();
      await page.goto(`${origin}${route}`);
      await page.waitForLoadState('networkidle');
      // Charts animate in and fonts arrive after the calls: wait for both to settle.
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(1200);
      const file = path.join(outDir, `${view.name}${route.replaceAll('/', '_')}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(path.relative(root, file));
      await context.close();
    }
  }
} finally {
  await browser.close();
  await fonts.close();
  await served?.close();
}
