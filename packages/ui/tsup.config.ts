import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync, type Plugin } from 'esbuild';
import { defineConfig } from 'tsup';
import { publicEntries } from './publicEntries.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

/** The public entries (package.json `exports`), by output path: `screens/list/search-table/index` → its source. */
const entrySources = Object.fromEntries(publicEntries.map((entry) => [entry.output, entry.source]));

// Anything the consumer installs stays an import, including deep paths such as `msw/node` or `react/jsx-runtime`,
// so the app dedupes React, styled-components and MSW with its own copies.
const packageNames = [
  ...Object.keys(manifest.dependencies ?? {}),
  ...Object.keys(manifest.peerDependencies ?? {}),
];
const external = packageNames.map(
  (name) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?:/.*)?$`),
);

/**
 * Every source module the public entries reach (statically or through `import()`), found by one metafile-only
 * esbuild pass. These become the entries, one output file each per format: test helpers, stories and fixtures that no
 * entry reaches are not shipped, and nothing reachable is missed when a module is added.
 */
function reachableModules(): string[] {
  const { metafile } = buildSync({
    absWorkingDir: here,
    entryPoints: Object.values(entrySources),
    bundle: true,
    write: false,
    metafile: true,
    splitting: true,
    format: 'esm',
    outdir: 'dist-probe',
    platform: 'neutral',
    external: packageNames.flatMap((name) => [name, `${name}/*`]),
    loader: { '.json': 'json' },
    logLevel: 'silent',
  });
  return Object.keys(metafile.inputs)
    .filter((file) => /^src\/.+\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .sort();
}

const sourceExtensions = ['.ts', '.tsx'];

/**
 * Keeps every relative import between source modules an import of the sibling output file (`./Button` →
 * `./Button.js`, `./components` → `./components/index.js`), so each module is its own file and a bundler can drop
 * what a host does not use. JSON locale files are not touched: they are inlined into the module that imports them
 * (always a feature's `locales/index.ts`, which is itself loaded through `import()`), so no JSON import assertion
 * reaches the consumer.
 */
const keepModulesApart: Plugin = {
  name: 'pasture-keep-modules-apart',
  setup(build) {
    // `.js` beside `.d.ts` for ESM, `.cjs` beside `.d.cts` for CommonJS (the exports map's two branches).
    const suffix = build.initialOptions.format === 'cjs' ? '.cjs' : '.js';
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (args.kind === 'entry-point' || args.path.endsWith('.json')) return undefined;
      const target = path.resolve(args.resolveDir, args.path);
      for (const extension of sourceExtensions) {
        if (existsSync(`${target}${extension}`))
          return { path: `${args.path}${suffix}`, external: true };
      }
      for (const extension of sourceExtensions) {
        if (existsSync(path.join(target, `index${extension}`))) {
          return { path: `${args.path.replace(/\/$/, '')}/index${suffix}`, external: true };
        }
      }
      return {
        errors: [{ text: `cannot map ${args.path} (from ${args.importer}) to an output file` }],
      };
    });
  },
};

export default defineConfig({
  // One output file per source module, in both formats (docs/decisions/022-library-packaging.md):
  // `src/a/b.tsx` → `dist/a/b.js` and `dist/a/b.cjs`. Each module is a module of the host's bundler, so
  // `import { Button } from '@pasture/ui'` takes Button and what it imports, and every module state (the mock delay
  // switch, the locale bundles added to an instance) exists once however many entries a host imports.
  entry: reachableModules(),
  format: ['esm', 'cjs'],
  bundle: true,
  splitting: false,
  treeshake: false,
  esbuildPlugins: [keepModulesApart],
  // Chinese texts as UTF-8, not `\uXXXX` escapes (a third of the bytes).
  esbuildOptions(options) {
    options.charset = 'utf8';
  },
  // Types: packages/ui/scripts/types.mjs, after this build (one .d.ts roll-up and one API report per public entry).
  outDir: 'dist',
  target: 'es2022',
  platform: 'neutral',
  sourcemap: true,
  clean: true,
  // The entry list is a few hundred files long; tsup would print it and every output file.
  silent: true,
  external,
  loader: { '.json': 'json' },
  tsconfig: 'tsconfig.json',
});
