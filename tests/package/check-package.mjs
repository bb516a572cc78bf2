#!/usr/bin/env node
// Checks the published shape of @pasture/ui from the built dist/ (run `npm run build:ui` first; `npm test` does):
// publint, are-the-types-wrong, the tarball's file list, then a scratch consumer project outside the workspace that
// installs the tarball without network and imports it from plain Node as ESM and CJS and type-checks against it,
// and a Vite app of another team built from it and driven in Chromium (docs/decisions/022-library-packaging.md): the
// README's app, a host page with its own i18n, CSS and theme around a light and a dark Pasture provider, and
// primitives with no provider.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const uiDir = path.join(root, 'packages/ui');
const consumerSources = path.join(root, 'tests/package/consumer');
const keep = process.env.KEEP_PACKAGE_TMP === '1';

const results = [];

function step(name, fn) {
  const started = performance.now();
  process.stdout.write(`\n── ${name} ──\n`);
  try {
    fn();
    results.push({ name, ok: true, ms: performance.now() - started });
  } catch (error) {
    results.push({ name, ok: false, ms: performance.now() - started, error: error.message });
    process.stdout.write(`✗ ${name}: ${error.message}\n`);
  }
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? root,
    env: { ...process.env, ...options.env },
    encoding: 'utf8',
    stdio: options.capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    if (options.capture) process.stdout.write(`${result.stdout}${result.stderr}`);
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
  }
  return result.stdout;
}

const bin = (name) => path.join(root, 'node_modules/.bin', name);
const manifest = JSON.parse(readFileSync(path.join(uiDir, 'package.json'), 'utf8'));

/** Every file the exports map (and main/module/types) promises. */
function promisedFiles() {
  const files = new Set([manifest.main, manifest.module, manifest.types].filter(Boolean));
  const walk = (value) => {
    if (typeof value === 'string') files.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(manifest.exports);
  return [...files].map((file) => file.replace(/^\.\//, ''));
}

if (!existsSync(path.join(uiDir, 'dist/index.js'))) {
  process.stdout.write(
    'packages/ui/dist is missing: build the library first (`npm run build:ui`, or `npm test` which does it).\n',
  );
  process.exit(1);
}

const scratch = mkdtempSync(path.join(os.tmpdir(), 'pasture-ui-package-'));
const consumer = path.join(scratch, 'consumer');
let tarball;

step('publint (strict)', () => {
  run(bin('publint'), ['--strict'], { cwd: uiDir });
});

// node16 profile: the package supports Node's exports-aware resolution and bundlers; TypeScript's legacy `node10`
// resolution cannot see subpath exports at all (docs/decisions/004-package-checks.md).
step('are-the-types-wrong (profile node16)', () => {
  run(bin('attw'), ['--pack', '.', '--profile', 'node16', '--format', 'table'], { cwd: uiDir });
});

// A bundler drops any module of a `sideEffects: false` package that nothing uses, so no module may be imported only
// for what it does on load (a global stylesheet, a registration): such files belong in `sideEffects`. Bare imports of
// packages and of modules with exports are what `import { type X } from '…'` leaves behind.
step('sideEffects: no module of dist/ is imported for its effects', () => {
  if (manifest.sideEffects !== false) return;
  const offenders = [];
  // A module that exports nothing but runs code is there for its effects.
  const onlyEffects = (file) => {
    if (!existsSync(file)) return false;
    const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    return code.trim() !== '' && !/^export\b/m.test(code);
  };
  const walk = (directory) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const file = path.join(directory, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.css')) offenders.push(path.relative(uiDir, file));
      else if (entry.name.endsWith('.js')) {
        const code = readFileSync(file, 'utf8');
        for (const [, specifier] of code.matchAll(/^import\s*["']([^"']+)["']/gm)) {
          const relative = specifier.startsWith('.');
          if (
            specifier.endsWith('.css') ||
            (relative && onlyEffects(path.resolve(directory, specifier)))
          ) {
            offenders.push(`${path.relative(uiDir, file)} → ${specifier}`);
          }
        }
      }
    }
  };
  walk(path.join(uiDir, 'dist'));
  if (offenders.length) {
    throw new Error(
      `"sideEffects": false, but these are imported for effects: ${offenders.join(', ')}`,
    );
  }
});

// The public surface, types included: one API Extractor report per entry, written by the build
// (packages/ui/scripts/types.mjs), must match the committed one (packages/ui/api/*.api.md, ADR 027).
step('API reports: the public surface matches packages/ui/api', () => {
  run(process.execPath, [path.join(root, 'scripts/api-report.mjs')]);
});

// The shipped declarations are read in a host's editor, without this repository: their JSDoc may not send the reader
// to a document the package does not ship (the product contract, the ADRs, the spec).
step('type declarations: no JSDoc points at documents the package does not ship', () => {
  const pointers = /§\s?\d|docs\/|\bADR\s?\d|product-contract|\bthe contract\b|\bSPEC\b/i;
  const offenders = [];
  const walk = (directory) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const file = path.join(directory, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.d\.c?ts$/.test(entry.name)) {
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, index) => {
            if (pointers.test(line)) {
              offenders.push(`${path.relative(uiDir, file)}:${index + 1}: ${line.trim()}`);
            }
          });
      }
    }
  };
  walk(path.join(uiDir, 'dist'));
  if (offenders.length) {
    throw new Error(
      `${offenders.length} declaration lines point at unshipped documents; say the rule itself:\n${offenders.join('\n')}`,
    );
  }
});

step('npm pack: tarball contents', () => {
  const output = run('npm', ['pack', '--json', '--pack-destination', scratch], {
    cwd: uiDir,
    capture: true,
  });
  const [packed] = JSON.parse(output.slice(output.indexOf('[')));
  tarball = path.join(scratch, packed.filename);
  const files = packed.files.map((file) => file.path);
  const missing = promisedFiles().filter((file) => !files.includes(file));
  if (missing.length)
    throw new Error(`exports point at files missing from the tarball: ${missing.join(', ')}`);
  if (!files.includes('README.md')) throw new Error('README.md is missing from the tarball');
  const stray = files.filter(
    (file) =>
      /^src\//.test(file) ||
      /\.(test|stories)\.[cm]?[jt]sx?$/.test(file) ||
      /tsup\.config/.test(file),
  );
  if (stray.length) throw new Error(`the tarball ships files it should not: ${stray.join(', ')}`);
  const kb = (packed.size / 1024).toFixed(1);
  const unpackedKb = (packed.unpackedSize / 1024).toFixed(1);
  process.stdout.write(
    `${packed.filename}: ${files.length} files, ${kb} kB packed, ${unpackedKb} kB unpacked\n`,
  );
});

step('scratch consumer: install the tarball offline', () => {
  if (!tarball) throw new Error('no tarball (npm pack failed)');
  const target = path.join(consumer, 'node_modules/@pasture/ui');
  mkdirSync(target, { recursive: true });
  run('tar', ['-xzf', tarball, '-C', target, '--strip-components=1']);
  // Only what the manifest declares (plus the consumer's own type packages) is linked, so an import of an
  // undeclared dependency fails here exactly as it would for another team.
  const declared = [
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
    '@types/react',
    '@types/react-dom',
    // The consumer app's own build tools (tests/package/consumer/app).
    'vite',
    '@vitejs/plugin-react',
  ];
  for (const name of declared) {
    const source = [
      path.join(uiDir, 'node_modules', name),
      path.join(root, 'node_modules', name),
    ].find(existsSync);
    if (!source)
      throw new Error(`${name} is declared by @pasture/ui but not installed in the workspace`);
    const link = path.join(consumer, 'node_modules', name);
    mkdirSync(path.dirname(link), { recursive: true });
    symlinkSync(source, link, 'dir');
  }
  writeFileSync(
    path.join(consumer, 'package.json'),
    `${JSON.stringify({ name: 'pasture-ui-consumer', private: true, type: 'module' }, null, 2)}\n`,
  );
  cpSync(consumerSources, consumer, { recursive: true });
  // What `npx msw init public` writes: the worker script of the consumer's own msw.
  mkdirSync(path.join(consumer, 'app/public'), { recursive: true });
  cpSync(
    path.join(consumer, 'node_modules/msw/lib/mockServiceWorker.js'),
    path.join(consumer, 'app/public/mockServiceWorker.js'),
  );
  process.stdout.write(`consumer at ${consumer} (${declared.length} packages linked)\n`);
});

step('scratch consumer: import as ESM and CJS under plain Node', () => {
  const env = { NODE_PATH: '', NODE_OPTIONS: '' };
  run(process.execPath, ['--test', '--test-reporter=spec', 'esm.test.mjs', 'cjs.test.cjs'], {
    cwd: consumer,
    env,
  });
});

step('scratch consumer: type-check against the shipped .d.ts (module nodenext)', () => {
  writeFileSync(
    path.join(consumer, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        module: 'nodenext',
        moduleResolution: 'nodenext',
        target: 'es2022',
        lib: ['es2023', 'dom'],
        strict: true,
        noEmit: true,
        types: [],
        // Third-party declarations are their authors' business; ours are held precise by the @ts-expect-error lines.
        skipLibCheck: true,
      },
      files: ['types.mts'],
    }),
  );
  run(
    process.execPath,
    [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'],
    {
      cwd: consumer,
    },
  );
});

step('packages/ui/README.md shows the consumer app as the test builds it', () => {
  // The app minus its header comment (up to the first import) and its smoke-test-only lines.
  const app = readFileSync(path.join(consumerSources, 'app/src/main.jsx'), 'utf8')
    .replace(/^[\s\S]*?(?=^import )/m, '')
    .replace(/\n *\/\/ smoke-test-only[\s\S]*?\/\/ end smoke-test-only\n/, '');
  const readme = readFileSync(path.join(uiDir, 'README.md'), 'utf8');
  const shown = readme.match(/```jsx\n([\s\S]*?)```/)?.[1];
  if (shown !== app) {
    throw new Error(
      "the README's ```jsx block differs from tests/package/consumer/app/src/main.jsx (header and smoke-test-only lines aside)",
    );
  }
});

// A Vite app of another team (tests/package/consumer/app), three pages in one build: the README's app (its own i18n
// instance, query client and, in development only, MSW worker; the login screen and the search table, logged in
// through in Chromium), a host page of its own (i18n on defaultNS 'app' and lng 'en', CSS on body/h1/button, a
// styled-components theme, light and dark providers with their own seed colours) and primitives with no provider.
const viteBuild = (mode, outDir) =>
  run(
    process.execPath,
    [path.join(consumer, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir],
    // NODE_ENV decides `import.meta.env.DEV` in a Vite build (development: the app starts its mocks).
    { cwd: path.join(consumer, 'app'), env: { NODE_PATH: '', NODE_OPTIONS: '', NODE_ENV: mode } },
  );

step('scratch consumer app: Vite development build from the tarball', () => {
  viteBuild('development', 'dist');
});

// The README's setup loads MSW and the fixtures with `import()` behind `import.meta.env.DEV`: a production build must
// not contain them at all, not even as a lazy chunk (issue 17 measured 185 kB gzip of them in a production entry).
step('scratch consumer app: the production build has no mock code', () => {
  viteBuild('production', 'dist-production');
  const assets = path.join(consumer, 'app/dist-production/assets');
  const files = readdirSync(assets).filter((name) => name.endsWith('.js'));
  const markers = [
    'mockServiceWorker', // msw/browser's worker registration
    'setMockDelay', // @pasture/ui/mocks
    '13800000001', // a fixture (the demo admin's mobile number)
  ];
  const found = files.flatMap((name) => {
    const code = readFileSync(path.join(assets, name), 'utf8');
    return markers.filter((marker) => code.includes(marker)).map((marker) => `${name}: ${marker}`);
  });
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
  const gzipped = files.reduce(
    (sum, name) => sum + gzipSync(readFileSync(path.join(assets, name))).length,
    0,
  );
  process.stdout.write(`production build: ${files.length} JS files, ${kb(gzipped)} gzip\n`);
  if (found.length) throw new Error(`mock code in the production build: ${found.join(', ')}`);
});

step('scratch consumer app in Chromium: the README app, a host page, primitives alone', () => {
  run(
    process.execPath,
    ['--test', '--test-reporter=spec', path.join(root, 'tests/package/consumer-app.test.mjs')],
    { env: { CONSUMER_DIST: path.join(consumer, 'app/dist') } },
  );
});

if (keep) process.stdout.write(`\nKEEP_PACKAGE_TMP=1: left ${scratch}\n`);
else rmSync(scratch, { recursive: true, force: true });

const failed = results.filter((result) => !result.ok);
process.stdout.write('\n── package check summary ──\n');
for (const result of results) {
  process.stdout.write(
    `${result.ok ? '✓' : '✗'} ${result.name} (${(result.ms / 1000).toFixed(1)} s)\n`,
  );
}
process.stdout.write(`${results.length - failed.length} passed, ${failed.length} failed\n`);
process.exit(failed.length ? 1 : 0);
