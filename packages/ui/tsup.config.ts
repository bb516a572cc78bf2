import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

// Anything the consumer installs stays an import, including deep paths such as `msw/node` or `react/jsx-runtime`,
// so the app dedupes React, styled-components and MSW with its own copies. Locale JSON is ours and gets bundled.
const external = [
  ...Object.keys(manifest.dependencies ?? {}),
  ...Object.keys(manifest.peerDependencies ?? {}),
].map((name) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?:/.*)?$`));

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'mocks/index': 'src/mocks/index.ts',
    'mocks/browser': 'src/mocks/browser.ts',
    'mocks/node': 'src/mocks/node.ts',
  },
  format: ['esm', 'cjs'],
  // With "type": "module", tsup names ESM `.js` / `.d.ts` and CJS `.cjs` / `.d.cts`, matching the exports map.
  dts: { compilerOptions: { noEmit: false, composite: false } },
  outDir: 'dist',
  target: 'es2022',
  platform: 'neutral',
  // Shared code between the four entries goes into chunks so `@pasture/ui` and `@pasture/ui/mocks` share one
  // copy of the constants and handlers (a second copy would hold a second mock-delay switch).
  splitting: true,
  treeshake: true,
  sourcemap: true,
  clean: true,
  external,
  loader: { '.json': 'json' },
  tsconfig: 'tsconfig.json',
});
