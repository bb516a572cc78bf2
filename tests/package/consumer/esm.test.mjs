// Runs inside a scratch project under os.tmpdir() with the packed tarball in node_modules/@pasture/ui: this is
// what another team gets from `npm install @pasture/ui`, imported as ESM by plain Node (no bundler, no aliases).
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import * as ui from '@pasture/ui';
import { LoginScreen } from '@pasture/ui/screens/login';
import * as mocks from '@pasture/ui/mocks';
import { server } from '@pasture/ui/mocks/node';
import md5 from 'md5';
import { http, HttpResponse } from 'msw';

/** Every entry of the tarball's exports map (`@pasture/ui`, `@pasture/ui/screens/search-table`, …). */
const manifest = JSON.parse(
  readFileSync(new URL('./node_modules/@pasture/ui/package.json', import.meta.url), 'utf8'),
);
const entries = Object.keys(manifest.exports)
  .filter((key) => key !== './package.json')
  .map((key) => (key === '.' ? '@pasture/ui' : `@pasture/ui/${key.slice(2)}`));

test('resolves every entry to the ESM build inside the tarball, and nothing else', async () => {
  assert.ok(entries.length > 4, `exports: ${entries.join(', ')}`);
  for (const entry of entries) {
    const file = fileURLToPath(import.meta.resolve(entry));
    assert.match(file, /node_modules\/@pasture\/ui\/dist\/.+\.js$/, `${entry} resolved to ${file}`);
    assert.ok(existsSync(file), `${entry} → ${file} is missing from the tarball`);
    // msw/browser's setupWorker refuses to run outside a browser; the Chromium app loads that entry.
    if (entry === '@pasture/ui/mocks/browser') continue;
    assert.ok(Object.keys(await import(entry)).length > 0, `${entry} exports nothing`);
  }
  // The workspace's internal specifiers and the modules behind the entries are not part of the package.
  for (const hidden of [
    '@pasture/ui/internal',
    '@pasture/ui/dist/index.js',
    '@pasture/ui/screens/list/search-table',
  ]) {
    assert.throws(
      () => import.meta.resolve(hidden),
      (error) => error.code === 'ERR_PACKAGE_PATH_NOT_EXPORTED',
      hidden,
    );
  }
});

test('createI18n translates with the bundled locale JSON, zh-CN by default', () => {
  assert.equal(typeof ui.createI18n, 'function');
  const zh = ui.createI18n();
  assert.equal(zh.language, 'zh-CN');
  ui.addLocaleBundles(zh, ui.coreLocaleBundles);
  assert.equal(zh.t('common.back'), '返回');
  const en = ui.createI18n({ locale: 'en-US' });
  ui.addLocaleBundles(en, ui.coreLocaleBundles);
  assert.equal(en.t('common.back'), 'Back');
  assert.equal(zh.t('common.back'), '返回', 'instances must be isolated from each other');
});

test('exports the constants a host reads', () => {
  assert.equal(ui.ResponseCode.success, 20000);
  assert.deepEqual([...ui.ROLES], ['admin', 'user']);
  assert.equal(ui.DEFAULT_APP_SETTINGS.themeColor, '#165DFF');
  assert.equal(ui.DEFAULT_APP_SETTINGS.menuWidth, 220);
  assert.ok(Object.isFrozen(ui.DEFAULT_APP_SETTINGS));
  assert.equal(ui.StorageKey.token, 'token');
});

test('theme tokens resolve to CSS variables', () => {
  assert.match(ui.theme.color.primary, /^var\(--pc-primary/);
  assert.match(ui.theme.color.text1, /^var\(--pc-/);
});

test('PastureThemeProvider renders with the consumer’s React and styled-components (one copy of each)', () => {
  assert.equal(typeof ui.PastureThemeProvider, 'function');
  // useLocale reads react-i18next's context with React's hooks: a second React copy would throw "Invalid hook call"
  // here. With no i18n instance at all, the library shows en-US.
  function Probe() {
    const { locale } = ui.useLocale();
    return createElement('output', null, `locale=${locale}`);
  }
  const html = renderToString(
    createElement(ui.PastureThemeProvider, { mode: 'dark' }, createElement(Probe)),
  );
  assert.match(html, /<output>locale=en-US<\/output>/);
});

test('@pasture/ui/mocks: handlers and the one delay switch', async () => {
  assert.ok(Array.isArray(mocks.handlers));
  assert.equal(typeof mocks.handlersByFeature, 'object');
  for (const [feature, list] of Object.entries(mocks.handlersByFeature)) {
    assert.ok(Array.isArray(list), `handlersByFeature.${feature} is not an array`);
  }
  assert.equal(mocks.handlers.length, Object.values(mocks.handlersByFeature).flat().length);
  mocks.setMockDelay(30);
  assert.equal(mocks.getMockDelay(), 30);
  mocks.setMockDelay('none');
  assert.equal(mocks.getMockDelay(), 'none');
  // The demo accounts are part of the mocks' public surface.
  if ('demoAccounts' in mocks) {
    const roles = Object.values(mocks.demoAccounts).map((account) => account.role);
    assert.ok(roles.includes('admin') && roles.includes('user'), `demoAccounts roles: ${roles}`);
  }
});

test('@pasture/ui/mocks/node: the MSW server answers with the consumer’s msw', async () => {
  assert.equal(typeof server.listen, 'function');
  server.listen({ onUnhandledRequest: 'error' });
  try {
    server.use(http.get('https://consumer.test/ping', () => HttpResponse.json({ pong: true })));
    const response = await fetch('https://consumer.test/ping');
    assert.deepEqual(await response.json(), { pong: true });
  } finally {
    server.close();
  }
});

// The shipped handlers themselves, once the auth feature is part of the package (contract §5 and §9 debug login).
test('@pasture/ui/mocks/node: the shipped auth handlers log a demo account in', async (context) => {
  if (!mocks.handlersByFeature.auth || !('demoAccounts' in mocks)) {
    context.skip('the auth mocks are not part of this build');
    return;
  }
  const admin = mocks.demoAccounts.find((account) => account.role === 'admin');
  assert.ok(admin, 'demoAccounts has no admin');
  // Node has no page origin: the handlers answer the absolute base URL the runtime would use, and nothing else.
  mocks.setMockBaseUrl('https://farm.example.test');
  server.listen({ onUnhandledRequest: 'error' });
  try {
    const login = (body) =>
      fetch('https://farm.example.test/api/user/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((response) => response.json());
    const empty = await login({ mobile: '', password: '' });
    assert.equal(empty.code, 50000);
    assert.equal(empty.msg, 'mobile number empty');
    const ok = await login({ mobile: admin.mobile, password: md5(admin.password) });
    assert.equal(ok.code, 20000, `login answered ${JSON.stringify(ok)}`);
    assert.equal(typeof ok.data?.token, 'string');
    // The same path on another origin is not Pasture's API: the handlers let it pass (here: unhandled).
    await assert.rejects(
      fetch('https://host-app.example.test/api/user/login', { method: 'POST', body: '{}' }),
    );
  } finally {
    server.close();
    mocks.setMockBaseUrl('');
  }
});

test('the default runtime renders on a server; only a call asks for an absolute base URL', async () => {
  const runtime = ui.createPastureRuntime();
  const html = renderToString(
    createElement(ui.PastureProvider, { runtime }, createElement(LoginScreen)),
  );
  assert.match(html, /<form/);
  await assert.rejects(
    runtime.client.request({ method: 'POST', path: '/api/user/info', envelope: 'debug' }),
    /needs an absolute API base URL/,
  );
});
