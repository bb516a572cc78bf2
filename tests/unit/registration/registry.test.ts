// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  derivedFiles,
  exportsFor,
  mocksModule,
  mocksOf,
  pathsFor,
  subpathsOf,
} from '../../../scripts/registry.mjs';
import { throwawayFeature } from './throwaway/throwaway.feature';

describe('what the manifests decide beyond TypeScript (scripts/registry.mjs)', () => {
  it('holds package exports, tsconfig paths and the mocks list to the registered manifests', async () => {
    const stale = (await derivedFiles()).filter(({ text, current }) => text !== current);
    // Fails after a new or changed manifest until `npm run api:update` rewrites them.
    expect(stale.map(({ file }) => path.relative(process.cwd(), file))).toEqual([]);
  });

  it('publishes a new feature’s subpath and lists its mocks with no other edit', () => {
    // The throw-away feature as if its folder were packages/ui/src/screens/throwaway.
    const registered = [
      { manifest: throwawayFeature, file: 'screens/throwaway/throwaway.feature.ts' },
    ];
    const subpaths = subpathsOf(registered);
    const exports = exportsFor({ '.': {}, './testing': {} }, subpaths);
    expect(Object.keys(exports)).toEqual(['.', './screens/throwaway', './testing']);
    expect(exports['./screens/throwaway']).toMatchObject({
      import: { default: './dist/screens/throwaway/index.js' },
      require: { types: './dist/screens/throwaway/index.d.cts' },
    });
    expect(pathsFor({ '@pasture/ui': ['x'] }, subpaths)).toEqual({
      '@pasture/ui': ['x'],
      '@pasture/ui/screens/throwaway': ['packages/ui/src/screens/throwaway/index.ts'],
    });
    const mocks = mocksOf([{ manifest: throwawayFeature, file: 'throwaway.feature.ts' }], {
      base: path.join(import.meta.dirname, 'throwaway'),
    });
    expect(mocks.map(({ name }) => name)).toEqual(['throwawayMocks']);
    expect(mocksModule(mocks)).toContain(
      'export const featureMocks: readonly FeatureMocks[] = [authMocks, throwawayMocks];',
    );
  });
});
