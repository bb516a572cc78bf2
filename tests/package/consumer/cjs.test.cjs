// The same tarball required from CommonJS (the `require` branch of the exports map → dist/*.cjs).
/* eslint-disable @typescript-eslint/no-require-imports -- require() is what this file tests */
const assert = require('node:assert/strict');
const path = require('node:path');
const { test } = require('node:test');

const ui = require('@pasture/ui');
// Taken before anything else loads msw: the root entry must not pull in the optional msw peer.
const loadedAfterRoot = Object.keys(require.cache);

test('resolves every entry to the CJS build inside the tarball', () => {
  const { exports } = require('@pasture/ui/package.json');
  const entries = Object.keys(exports)
    .filter((key) => key !== './package.json')
    .map((key) => (key === '.' ? '@pasture/ui' : `@pasture/ui/${key.slice(2)}`));
  for (const entry of entries) {
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
  const textIn = (locale) => {
    const i18n = ui.createI18n({ locale });
    ui.addLocaleBundles(i18n, ui.coreLocaleBundles);
    return (key) => i18n.t(key);
  };
  assert.equal(textIn()('common.back'), '返回');
  assert.equal(textIn('en-US')('common.back'), 'Back');
  assert.equal(ui.ResponseCode.success, 20000);
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
