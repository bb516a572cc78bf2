#!/usr/bin/env node
// Production-bundle guard for @pasture/console (`npm test` runs it after `npm run build:console`):
// 1. prints the chunk list with raw / gzip / brotli sizes (what route-level code splitting produced);
// 2. fails if the production build (debug off) carries mock code: the MSW worker file, MSW's runtime, handler or
//    fixture modules, or a demo account's mobile number.
// Usage: node scripts/check-console-bundle.mjs [dir]   (default packages/console/dist)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { moduleScripts, preloadList } from './lib/built-index.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(root, process.argv[2] ?? 'packages/console/dist');
const relative = (file) => path.relative(dist, file);

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

let files;
try {
  files = walk(dist).sort();
} catch {
  console.error(
    `${path.relative(root, dist)} does not exist: run \`npm run build:console\` first.`,
  );
  process.exit(1);
}

// Demo mobiles come from the fixtures themselves, so a new demo account is guarded without editing this file.
function demoMobiles() {
  const mocks = path.join(root, 'packages/ui/src/mocks');
  const found = new Set();
  for (const file of walk(mocks).filter((name) => /\.fixtures\.tsx?$/.test(name))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/mobile:\s*['"](1\d{10})['"]/g)) {
      found.add(match[1]);
    }
  }
  return [...found];
}

const mobiles = demoMobiles();
const markers = [
  { text: 'mockServiceWorker', why: 'the MSW worker script name' },
  { text: '[MSW]', why: "MSW's runtime messages" },
  ...mobiles.map((mobile) => ({ text: mobile, why: 'a demo account mobile (mock fixture)' })),
];
// Module paths inside source maps name exactly which code was bundled.
const forbiddenSources = [
  { pattern: /node_modules\/msw\//, why: 'MSW runtime' },
  { pattern: /node_modules\/@mswjs\//, why: 'MSW interceptors' },
  { pattern: /packages\/ui\/src\/mocks\//, why: '@pasture/ui mocks' },
  { pattern: /\.(handlers|fixtures)\.tsx?$/, why: 'MSW handlers / fixtures' },
];

const problems = [];
const rows = [];
for (const file of files) {
  const name = relative(file);
  const buffer = readFileSync(file);
  if (/mockServiceWorker/i.test(name)) problems.push(`${name}: the MSW worker file is shipped`);
  if (/\.(js|mjs|css|html)$/.test(name)) {
    const text = buffer.toString('utf8');
    for (const marker of markers) {
      if (text.includes(marker.text))
        problems.push(`${name}: contains "${marker.text}" (${marker.why})`);
    }
    rows.push({
      name,
      raw: buffer.length,
      gzip: gzipSync(buffer, { level: 9 }).length,
      brotli: brotliCompressSync(buffer, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length,
    });
  } else if (name.endsWith('.map')) {
    const map = JSON.parse(buffer.toString('utf8'));
    for (const source of map.sources ?? []) {
      const hit = forbiddenSources.find(({ pattern }) => pattern.test(source));
      if (hit) problems.push(`${name}: bundles ${source} (${hit.why})`);
    }
    const content = (map.sourcesContent ?? []).join('\n');
    for (const mobile of mobiles) {
      if (content.includes(mobile)) problems.push(`${name}: source contains demo mobile ${mobile}`);
    }
  } else {
    rows.push({ name, raw: statSync(file).size, gzip: null, brotli: null });
  }
}

const kb = (bytes) => (bytes === null ? '—' : `${(bytes / 1024).toFixed(2)} kB`);
const width = Math.max(...rows.map((row) => row.name.length), 10);
console.log(`Chunks in ${path.relative(root, dist)} (sorted by size):`);
console.log(
  `${'file'.padEnd(width)}  ${'raw'.padStart(11)}  ${'gzip'.padStart(11)}  ${'brotli'.padStart(11)}`,
);
for (const row of [...rows].sort((a, b) => b.raw - a.raw)) {
  console.log(
    `${row.name.padEnd(width)}  ${kb(row.raw).padStart(11)}  ${kb(row.gzip).padStart(11)}  ${kb(row.brotli).padStart(11)}`,
  );
}
const js = rows.filter((row) => /\.m?js$/.test(row.name));
const total = (key) => js.reduce((sum, row) => sum + (row[key] ?? 0), 0);
console.log(
  `${`${js.length} JS chunks, total`.padEnd(width)}  ${kb(total('raw')).padStart(11)}  ${kb(total('gzip')).padStart(11)}  ${kb(total('brotli')).padStart(11)}`,
);
console.log(`Guarded markers: ${markers.map((marker) => marker.text).join(', ')}`);

if (js.length === 0) problems.push('no JavaScript chunk found: is this a Vite build output?');

// The login route: what /login downloads (the entry and its static imports, and the console the entry starts, the
// login page among them since issue 21: ADR 023). index.html lists the console's files for its first script to
// preload; the fresh login form fetches them when its console starts (ADR 023 §10).
function staticClosure(start) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(
      /(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g,
    )) {
      visit(path.resolve(path.dirname(file), match[1]));
    }
  };
  start.forEach(visit);
  return [...seen];
}
const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entryScripts = moduleScripts(indexHtml, dist);
const consoleList = preloadList(indexHtml, 'pasture-console-preload', dist);
if (!consoleList) problems.push("index.html: no list of the console's files to preload");
const consoleFiles = consoleList ?? [];
const loginRoute = staticClosure([...entryScripts, ...consoleFiles]);
if (
  !loginRoute.some((file) =>
    (existsSync(`${file}.map`) ? readFileSync(`${file}.map`, 'utf8') : '').includes(
      'routes/LoginRoute.tsx',
    ),
  )
)
  problems.push(
    'neither the entry nor the console it starts carries the login page (src/routes/LoginRoute.tsx): it would load one step later',
  );
// Allow-list: /login may carry only core code, the login and exception screens and the console's own router and
// frame-less parts. Anything else that reaches it is a problem to look at, not a budget to raise: move it behind a
// lazy import, or — if the login page really needs it — add it here with the reason.
const allowedOnLogin = [
  /^packages\/ui\/src\/(api|auth|i18n|theme|settings|routing|runtime|clientVariants|data|components)\//,
  /^packages\/ui\/src\/(constants|features)\.ts$/,
  // A feature's manifest is a few lazy imports: the console's screen map needs every one of them.
  /^packages\/ui\/src\/.*\.feature\.ts$/,
  /^packages\/ui\/src\/screens\/(login|exception)\//,
  /^packages\/console\/src\/(main|ConsoleProviders|env)\.tsx?$/,
  /^packages\/console\/src\/(router|routes)\//,
  /^packages\/console\/src\/layout\/(RootRoute|PageLoading|RouteErrorPage|scrollMemory)\.tsx?$/,
];
// Libraries the login page needs: React, the router, styling, i18n, the form (react-hook-form + yup), the md5 of the
// password, the query client, the few Radix parts of the form, icons and the navigation bar.
const allowedPackagesOnLogin = new Set([
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'styled-components',
  'stylis',
  'i18next',
  'react-i18next',
  'use-sync-external-store',
  'react-hook-form',
  '@hookform/resolvers',
  'yup',
  'property-expr',
  'tiny-case',
  'toposort',
  'md5',
  'charenc',
  'crypt',
  'is-buffer',
  '@tanstack/query-core',
  '@tanstack/react-query',
  '@radix-ui/primitive',
  '@radix-ui/react-checkbox',
  '@radix-ui/react-compose-refs',
  '@radix-ui/react-context',
  '@radix-ui/react-label',
  '@radix-ui/react-presence',
  '@radix-ui/react-primitive',
  '@radix-ui/react-slot',
  '@radix-ui/react-use-controllable-state',
  '@radix-ui/react-use-effect-event',
  '@radix-ui/react-use-layout-effect',
  '@radix-ui/react-use-size',
  '@radix-ui/react-visually-hidden',
  'lucide-react',
  'nprogress',
]);
const workspaceSource = (source) => {
  const at = source.indexOf('packages/');
  return at === -1 ? null : source.slice(at);
};
console.log(`\nLogin route chunks (${loginRoute.length}):`);
const loginPackages = new Set();
for (const file of loginRoute) {
  const mapFile = `${file}.map`;
  const sources = existsSync(mapFile)
    ? (JSON.parse(readFileSync(mapFile, 'utf8')).sources ?? [])
    : [];
  console.log(`  ${relative(file)}  (${sources.length} modules)`);
  for (const source of sources) {
    const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//)?.[1];
    if (pkg) {
      loginPackages.add(pkg);
      if (!allowedPackagesOnLogin.has(pkg))
        problems.push(`${relative(file)} brings ${pkg} to the login route (not on the allow-list)`);
      continue;
    }
    const own = workspaceSource(source);
    if (own && !allowedOnLogin.some((pattern) => pattern.test(own)))
      problems.push(
        `${relative(file)} brings ${own} to the login route (not login, exception or core code)`,
      );
  }
}
console.log(
  `Packages on the login route (${loginPackages.size}): ${[...loginPackages].sort().join(', ')}`,
);

// Texts travel with their feature (useFeatureTranslation): the login route carries only the core texts (and the
// exception pages'). JSON modules leave no trace in source maps, so look for the texts themselves (the longer,
// distinctive ones) of every other locale folder of the library.
const coreTextFolders = [
  'i18n/locales',
  'components/locales',
  'clientVariants/locales',
  'auth/locales',
  'routing/locales',
  'api/locales',
  'screens/exception/locales',
];
const uiSource = path.join(root, 'packages/ui/src');
const textFolders = readdirSync(uiSource, { recursive: true, encoding: 'utf8' })
  .filter((file) => /(^|\/)locales[^/]*\/zh-CN\.json$/.test(file))
  .map((file) => path.dirname(file))
  .filter((folder) => !coreTextFolders.includes(folder));
const leaves = (node) =>
  typeof node === 'string' ? [node] : Object.values(node).flatMap((value) => leaves(value));
const loginCode = loginRoute.map((file) => readFileSync(file, 'utf8')).join('\n');
for (const folder of textFolders) {
  const file = path.join(uiSource, folder, 'zh-CN.json');
  const texts = leaves(JSON.parse(readFileSync(file, 'utf8'))).filter((text) => text.length >= 8);
  const found = texts.find((text) => loginCode.includes(text));
  if (found) problems.push(`the login route carries texts of ${folder} ("${found}")`);
}
console.log(`Texts not on the login route: ${textFolders.join(', ')}`);

// The prerendered login page (ADR 023): index.html, which answers every path, must carry the form and its styles,
// link or list for preloading every chunk the login route runs (so that none waits for a chunk that imports it: the
// first script fetches the list at once for a page whose console starts at once), and run one inline script
// (the entry redirect and pre-paint work the CSP allows by its hash), before any other script: no script file may
// hold up the parser before the form.
if (!/<html [^>]*data-prerender=""/.test(indexHtml))
  problems.push(
    'index.html: not marked as carrying the prerendered login page (data-prerender on <html>)',
  );
if (!/<div id="root"><.*type="password"/s.test(indexHtml))
  problems.push('index.html: no prerendered login form in #root');
if (!indexHtml.includes('data-styled'))
  problems.push('index.html: no styled-components styles for the prerendered markup');
const inlineScripts = indexHtml.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [];
if (inlineScripts.length !== 1 || indexHtml.indexOf('<script>') > indexHtml.indexOf('<script '))
  problems.push(
    'index.html: not exactly one inline <script>, first (the CSP allows that one by its hash)',
  );
if (/<script(?![^>]*\btype="module")[^>]*\bsrc=/.test(indexHtml))
  problems.push('index.html: a classic script file, which holds up the parser before the form');
const linked = new Set(
  [...indexHtml.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) =>
    path.join(dist, m[1]),
  ),
);
for (const file of loginRoute) {
  if (!linked.has(file) && !consoleFiles.includes(file))
    problems.push(
      `index.html neither links nor lists ${relative(file)}: it would load one step later`,
    );
}
console.log(
  `index.html links ${linked.size} chunks and lists ${consoleFiles.length} of the console; the login route needs ${loginRoute.length}.`,
);

if (problems.length) {
  console.error(
    `\n✗ The production console bundle is not as it should be:\n${problems.map((p) => `  • ${p}`).join('\n')}`,
  );
  process.exit(1);
}
console.log('\n✓ No MSW, handler, fixture or demo-account code in the production bundle.');
