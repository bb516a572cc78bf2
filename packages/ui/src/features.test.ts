import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createRouteTable, features, loadLocaleBundles, screensByRouteName } from './features';
import { featureMocks } from './mocks/features';
import { flattenRoutes, systemRoutes, type FeatureManifest } from './routing';
import { workplaceQuickLinks } from './screens/dashboard/workplace/components/WorkplaceQuickLinks';

type Messages = { [key: string]: string | Messages };

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(at, value);
    else for (const [k, v] of flatten(value, at)) out.set(k, v);
  }
  return out;
}

const source = path.dirname(fileURLToPath(import.meta.url));
const sourceFiles = readdirSync(source, { recursive: true, encoding: 'utf8' });
const bundles = await loadLocaleBundles();

describe('locale bundles of every registered feature', () => {
  it.each(bundles.map((bundle) => [bundle.feature, bundle] as const))(
    '%s has the same keys in zh-CN and en-US, none empty',
    (_feature, bundle) => {
      const zh = flatten(bundle['zh-CN']);
      const en = flatten(bundle['en-US']);
      const onlyZh = [...zh.keys()].filter((key) => !en.has(key));
      const onlyEn = [...en.keys()].filter((key) => !zh.has(key));
      expect({ onlyZh, onlyEn }).toEqual({ onlyZh: [], onlyEn: [] });
      for (const [key, value] of [...zh, ...en]) expect(value.trim(), key).not.toBe('');
    },
  );

  it('uses only what the library’s own reader fills: `{{name}}` placeholders, no i18next nesting or formats', () => {
    for (const bundle of bundles) {
      for (const [key, value] of [...flatten(bundle['zh-CN']), ...flatten(bundle['en-US'])]) {
        expect(value, key).not.toMatch(/\$t\(|\{\{[^}]*,[^}]*\}\}/);
      }
    }
  });

  it('keeps each feature under its own top-level key so bundles cannot overwrite each other', () => {
    const owners = new Map<string, string>();
    for (const bundle of bundles) {
      for (const key of Object.keys(bundle['zh-CN'])) {
        expect(owners.get(key), `top-level key "${key}"`).toBeUndefined();
        owners.set(key, bundle.feature);
      }
    }
  });

  it('covers every locale folder of the library (a new feature that is not registered fails here)', () => {
    const folders = sourceFiles
      .filter((file) => /(^|\/)locales[^/]*\/zh-CN\.json$/.test(file))
      .map((file) => path.dirname(file));
    // Each folder's zh-CN texts are somewhere among the loaded bundles.
    const loaded = new Set(bundles.map((bundle) => JSON.stringify(bundle['zh-CN'])));
    const missing = folders.filter((folder) => {
      const texts: unknown = JSON.parse(
        readFileSync(path.join(source, folder, 'zh-CN.json'), 'utf8'),
      );
      return !loaded.has(JSON.stringify(texts));
    });
    expect(missing).toEqual([]);
  });
});

describe('registration', () => {
  it('gives every feature a unique name', () => {
    const names = features.map((feature) => feature.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('registers the mocks of every feature that has handlers, under the feature name', () => {
    const withHandlers = sourceFiles
      .filter((file) => file.endsWith('.handlers.ts'))
      .map((file) => path.basename(file, '.handlers.ts'));
    const mockNames = featureMocks.map((mocks) => mocks.name);
    // One mocks entry per handlers file, and each names a feature (or the core's auth calls).
    expect(mockNames).toHaveLength(withHandlers.length);
    const known = new Set(['auth', ...features.map((feature) => feature.name)]);
    expect(mockNames.filter((name) => !known.has(name))).toEqual([]);
  });

  it('gives every route of a manifest a screen of the same manifest, and every screen a route', () => {
    for (const feature of features as readonly FeatureManifest[]) {
      const screens = Object.keys(feature.screens ?? {}).filter((name) => name !== 'notFound');
      const routes = (feature.routes ?? []).map((route) => route.name);
      expect(routes.sort(), feature.name).toEqual(screens.sort());
    }
  });

  it('offers screens only for routes of the route table', () => {
    const routeNames = new Set(
      [
        ...flattenRoutes(createRouteTable({ designSystem: 'x', faq: 'x', displayBigScreen: 'x' })),
        ...systemRoutes,
      ].map((route) => route.name),
    );
    const offered = [...screensByRouteName().keys()];
    expect(offered.filter((name) => !routeNames.has(name))).toEqual([]);
  });

  it('offers each workplace quick link to the roles of the page it opens, and no other', () => {
    const pages = flattenRoutes(
      createRouteTable({ designSystem: 'x', faq: 'x', displayBigScreen: 'x' }),
    );
    for (const link of workplaceQuickLinks) {
      const page = pages.find((route) => route.path === link.path);
      expect(page, link.path).toBeDefined();
      expect([...link.roles], link.path).toEqual([...(page?.roles ?? ['*'])]);
    }
  });
});
