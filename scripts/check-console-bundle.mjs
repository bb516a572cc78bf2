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

// The login route: what /login downloads (the entry, its static imports, the LoginRoute chunk and its static
// imports). Nothing heavy belongs there: no chart, tab-bar or message-box code, no other page's screen.
const assetsDir = path.join(dist, 'assets');
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
const entryScripts = [...indexHtml.matchAll(/<script[^>]+type="module"[^>]+src="\/?([^"]+)"/g)].map(
  (m) => path.join(dist, m[1]),
);
const loginChunk = readdirSync(assetsDir).find((name) => /^LoginRoute-[\w-]+\.js$/.test(name));
if (!loginChunk) problems.push('no LoginRoute-*.js chunk: cannot check what the login route loads');
const loginRoute = staticClosure([
  ...entryScripts,
  ...(loginChunk ? [path.join(assetsDir, loginChunk)] : []),
]);
const notOnLogin = [
  { pattern: /node_modules\/@visx\//, what: 'chart library (visx)' },
  { pattern: /packages\/ui\/src\/charts\//, what: 'chart components' },
  { pattern: /screens\/dashboard\//, what: 'workplace screen' },
  { pattern: /shell\/TabBar\//, what: 'tab bar' },
  { pattern: /shell\/MessageBox\//, what: 'message box' },
  { pattern: /screens\/product\//, what: 'product screen' },
];
console.log(`\nLogin route chunks (${loginRoute.length}):`);
for (const file of loginRoute) {
  const mapFile = `${file}.map`;
  const sources = existsSync(mapFile)
    ? (JSON.parse(readFileSync(mapFile, 'utf8')).sources ?? [])
    : [];
  console.log(`  ${relative(file)}  (${sources.length} modules)`);
  for (const { pattern, what } of notOnLogin) {
    if (sources.some((source) => pattern.test(source)))
      problems.push(`${relative(file)} loads ${what} on the login route`);
  }
}

// Texts travel with their feature (useFeatureTranslation): the login route carries none of these features' texts.
// JSON modules leave no trace in source maps, so look for the texts themselves (the longer, distinctive ones).
const textsNotOnLogin = [
  { folder: 'shell/TabBar', what: 'tab bar texts' },
  { folder: 'shell/MessageBox', what: 'message box texts' },
  { folder: 'screens/dashboard/workplace', what: 'workplace texts' },
  { folder: 'screens/user', what: 'user centre texts' },
];
const leaves = (node) =>
  typeof node === 'string' ? [node] : Object.values(node).flatMap((value) => leaves(value));
const loginCode = loginRoute.map((file) => readFileSync(file, 'utf8')).join('\n');
for (const { folder, what } of textsNotOnLogin) {
  const file = path.join(root, 'packages/ui/src', folder, 'locales/zh-CN.json');
  const texts = leaves(JSON.parse(readFileSync(file, 'utf8'))).filter((text) => text.length >= 8);
  if (texts.length === 0) problems.push(`${folder}: no distinctive texts to look for`);
  const found = texts.find((text) => loginCode.includes(text));
  if (found) problems.push(`the login route carries ${what} ("${found}")`);
}
console.log(
  `Feature texts not on the login route: ${textsNotOnLogin.map((t) => t.what).join(', ')}`,
);

if (problems.length) {
  console.error(
    `\n✗ The production console bundle carries mock/demo code:\n${problems.map((p) => `  • ${p}`).join('\n')}`,
  );
  process.exit(1);
}
console.log('\n✓ No MSW, handler, fixture or demo-account code in the production bundle.');
