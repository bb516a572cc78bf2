// The same tarball required from CommonJS (the `require` branch of the exports map → dist/*.cjs).
/* eslint-disable @typescript-eslint/no-require-imports -- require() is what this file tests */
const assert = require('node:assert/strict');
const path = require('node:path');
const { test } = require('node:test');

const ui = require('@pasture/ui');
// Taken before anything else loads msw: the root entry must not pull in the optional msw peer.
const loadedAfterRoot = Object.keys(require.cache);

test('resolves every entry to the CJS build inside the tarball', () => {
  for (const entry of [
    '@pasture/ui',
    '@pasture/ui/mocks',
    '@pasture/ui/mocks/browser',
    '@pasture/ui/mocks/node',
  ]) {
    const file = require.resolve(entry);
    assert.match(
      file,
      /node_modules\/@pasture\/ui\/dist\/.+\.cjs$/,
      `${entry} resolved to ${file}`,
    );
  }
});

test('the root entry does not load msw', () => {
  const msw = loadedAfterRoot.filter((file) => file.includes(`${path.sep}msw${path.sep}`));
  assert.deepEqual(msw, []);
});

test('createI18n and the constants work from require()', () => {
  assert.equal(typeof ui.createI18n, 'function');
  const textIn = (locale) => ui.getFeatureTranslation(ui.createI18n({ locale }), ui.commonLocale).t;
  assert.equal(textIn()('common.back'), '返回');
  assert.equal(textIn('en-US')('common.back'), 'Back');
  assert.equal(ui.HTTP_TIMEOUT_MS, 300000);
  assert.equal(typeof ui.PastureThemeProvider, 'function');
  assert.match(ui.theme.color.primary, /^var\(--pc-primary/);
});

test('@pasture/ui/mocks and @pasture/ui/mocks/node load from require()', () => {
  const mocks = require('@pasture/ui/mocks');
  assert.ok(Array.isArray(mocks.handlers));
  mocks.setMockDelay(5);
  assert.equal(mocks.getMockDelay(), 5);
  mocks.setMockDelay('none');
  const { server } = require('@pasture/ui/mocks/node');
  assert.equal(typeof server.listen, 'function');
  assert.equal(typeof server.use, 'function');
});
