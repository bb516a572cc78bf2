#!/usr/bin/env node
// What the feature manifests decide but a TypeScript import cannot carry (docs/decisions/028-the-feature-manifest-
// is-the-registration.md): the screen subpaths of packages/ui/package.json `exports` and of tsconfig.json `paths`
// (JSON), and packages/ui/src/mocks/features.ts (the mock side's static import list, which the app side must not
// import). Read from the manifests that packages/ui/src/features.ts registers: a manifest's `subpath` publishes its
// folder's index.ts; a `x.handlers.ts` beside `x.feature.ts` that exports `defineFeatureMocks(...)` is its mocks.
//
//   node scripts/registry.mjs           fails, naming the files, when any of them differs from the manifests
//   node scripts/registry.mjs --write   rewrites them (`npm run api:update` runs this first)
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import * as prettier from 'prettier';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ui = path.join(root, 'packages/ui');
const src = path.join(ui, 'src');
const files = {
  packageJson: path.join(ui, 'package.json'),
  tsconfig: path.join(root, 'tsconfig.json'),
  mocks: path.join(src, 'mocks/features.ts'),
};

/** `import()` stays an import: a manifest's screens and texts are not evaluated, nor bundled. */
const keepDynamicImports = {
  name: 'keep-dynamic-imports',
  setup(context) {
    context.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    );
  },
};

/**
 * The registered manifests in `features` order, each with its file (relative to packages/ui/src). Bundles each
 * manifest module on its own (packages external, lazy imports kept) and reads its one exported manifest.
 */
export async function readManifests({ featuresFile = path.join(src, 'features.ts') } = {}) {
  const cache = path.join(root, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const scratch = mkdtempSync(path.join(cache, 'pasture-registry-'));
  const bundled = {
    absWorkingDir: root,
    bundle: true,
    metafile: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    loader: { '.json': 'json' },
    plugins: [keepDynamicImports],
    logLevel: 'silent',
  };
  const manifests = [];
  let order = [];
  try {
    const probe = await build({ ...bundled, entryPoints: [featuresFile], write: false });
    const entry = path.relative(root, featuresFile).split(path.sep).join('/');
    const manifestFiles = probe.metafile.inputs[entry].imports
      .map((imported) => imported.path)
      .filter((file) => file.endsWith('.feature.ts'));
    const result = await build({
      ...bundled,
      entryPoints: [entry, ...manifestFiles],
      outbase: path.relative(root, src),
      outdir: scratch,
      outExtension: { '.js': '.mjs' },
    });
    const outputOf = new Map(
      Object.entries(result.metafile.outputs).flatMap(([output, meta]) =>
        meta.entryPoint ? [[meta.entryPoint, path.join(root, output)]] : [],
      ),
    );
    const { features } = await import(pathToFileURL(outputOf.get(entry)).href);
    order = features.map((feature) => feature.name);
    for (const file of manifestFiles) {
      const module = await import(pathToFileURL(outputOf.get(file)).href);
      const [manifest] = Object.values(module).filter(
        (value) => value && typeof value === 'object' && typeof value.name === 'string',
      );
      if (!manifest) throw new Error(`${file} exports no feature manifest.`);
      manifests.push({ manifest, file: path.relative(src, path.join(root, file)) });
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const unlisted = manifests.filter(({ manifest }) => !order.includes(manifest.name));
  if (unlisted.length)
    throw new Error(`Imported but not listed in features: ${unlisted.map(({ file }) => file)}.`);
  return manifests.sort((a, b) => order.indexOf(a.manifest.name) - order.indexOf(b.manifest.name));
}

const conditions = (output) => ({
  import: { types: `./dist/${output}.d.ts`, default: `./dist/${output}.js` },
  require: { types: `./dist/${output}.d.cts`, default: `./dist/${output}.cjs` },
});

/** The screen subpaths: `{ subpath, folder }` per manifest that names one, folder relative to packages/ui/src. */
export function subpathsOf(manifests) {
  return manifests.flatMap(({ manifest, file }) =>
    manifest.subpath
      ? [{ subpath: manifest.subpath, folder: path.dirname(file).split(path.sep).join('/') }]
      : [],
  );
}

/** Subpaths already listed keep their place; new ones follow them in registration order. */
function inListedOrder(subpaths, listed) {
  const at = (subpath) => {
    const index = listed.indexOf(subpath);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  return subpaths
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => at(a.entry.subpath) - at(b.entry.subpath) || a.index - b.index)
    .map(({ entry }) => entry);
}

/** `exports` with the screen subpaths of the manifests after `.`, the other keys kept. */
export function exportsFor(current, subpaths) {
  const others = Object.entries(current).filter(([key]) => !key.startsWith('./screens/'));
  const listed = Object.keys(current).map((key) => key.slice(2));
  return Object.fromEntries([
    ...others.filter(([key]) => key === '.'),
    ...inListedOrder(subpaths, listed).map(({ subpath, folder }) => [
      `./${subpath}`,
      conditions(`${folder}/index`),
    ]),
    ...others.filter(([key]) => key !== '.'),
  ]);
}

/** tsconfig `paths` with the screen subpaths of the manifests, the other specifiers kept. */
export function pathsFor(current, subpaths) {
  const others = Object.entries(current).filter(([key]) => !key.startsWith('@pasture/ui/screens/'));
  const listed = Object.keys(current).map((key) => key.slice('@pasture/ui/'.length));
  return Object.fromEntries([
    ...others.filter(([key]) => key === '@pasture/ui'),
    ...inListedOrder(subpaths, listed).map(({ subpath, folder }) => [
      `@pasture/ui/${subpath}`,
      [`packages/ui/src/${folder}/index.ts`],
    ]),
    ...others.filter(([key]) => key !== '@pasture/ui'),
  ]);
}

/** The feature mocks beside the manifests: `{ name, from }` for each `x.handlers.ts` next to a `x.feature.ts`. */
export function mocksOf(manifests, { base = src } = {}) {
  return manifests.flatMap(({ file }) => {
    const handlers = path.join(base, file.replace(/\.feature\.ts$/, '.handlers.ts'));
    if (!existsSync(handlers)) return [];
    const found = /export const (\w+) = defineFeatureMocks\(/.exec(readFileSync(handlers, 'utf8'));
    if (!found) throw new Error(`${handlers} exports no defineFeatureMocks(...).`);
    const from = path
      .relative(path.join(src, 'mocks'), handlers)
      .split(path.sep)
      .join('/')
      .replace(/\.ts$/, '');
    return [{ name: found[1], from: from.startsWith('.') ? from : `./${from}` }];
  });
}

/** The text of mocks/features.ts for those mocks, after the core's auth calls. */
export function mocksModule(mocks) {
  return `// Generated from the manifests of features.ts by scripts/registry.mjs (\`npm run api:update\`); do not edit.
// The mocks of every registered feature with a \`x.handlers.ts\` beside its \`x.feature.ts\`, after the core's auth
// calls. A list of its own because a production build must never reach a handler; the console imports features.ts
// (docs/decisions/028-the-feature-manifest-is-the-registration.md). Handlers, Storybook's per-feature handlers and
// the mock-state reset of unit tests and stories derive from it (mocks/handlers.ts).
import { authMocks } from './auth/auth.handlers';
import type { FeatureMocks } from './feature';
${mocks.map(({ name, from }) => `import { ${name} } from '${from}';`).join('\n')}

export const featureMocks: readonly FeatureMocks[] = [authMocks, ${mocks.map(({ name }) => name).join(', ')}];
`;
}

async function formatted(file, text) {
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(text, { ...options, filepath: file });
}

/** Each derived file's text as the manifests make it, beside the text it has now. */
export async function derivedFiles() {
  const manifests = await readManifests();
  const subpaths = subpathsOf(manifests);
  const packageJson = JSON.parse(readFileSync(files.packageJson, 'utf8'));
  const tsconfig = JSON.parse(readFileSync(files.tsconfig, 'utf8'));
  packageJson.exports = exportsFor(packageJson.exports, subpaths);
  tsconfig.compilerOptions.paths = pathsFor(tsconfig.compilerOptions.paths, subpaths);
  return [
    {
      file: files.packageJson,
      text: await formatted(files.packageJson, JSON.stringify(packageJson)),
    },
    { file: files.tsconfig, text: await formatted(files.tsconfig, JSON.stringify(tsconfig)) },
    { file: files.mocks, text: await formatted(files.mocks, mocksModule(mocksOf(manifests))) },
  ].map((derived) => ({ ...derived, current: readFileSync(derived.file, 'utf8') }));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const derived = await derivedFiles();
  const stale = derived.filter(({ text, current }) => text !== current);
  if (process.argv.includes('--write')) {
    for (const { file, text } of stale) writeFileSync(file, text);
    process.stdout.write(
      `Registry: ${stale.length ? stale.map(({ file }) => path.relative(root, file)).join(', ') : 'nothing'} rewritten.\n`,
    );
  } else if (stale.length) {
    process.stderr.write(
      `Not as the feature manifests make them: ${stale.map(({ file }) => path.relative(root, file)).join(', ')}.\n` +
        'Run `npm run api:update` (it rewrites them from packages/ui/src/features.ts first), review and commit.\n',
    );
    process.exit(1);
  } else {
    process.stdout.write(
      'Registry: package exports, tsconfig paths and the mocks list match the manifests.\n',
    );
  }
}
