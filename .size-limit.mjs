// size-limit budgets for what a user downloads from the production console (packages/console/dist, built by
// `npm run build:console`). Sizes are brotli (size-limit's default), i.e. what a CDN serves. The chunk sets are
// read from the build itself: the initial load is index.html's entry script plus the chunks it statically imports;
// the login route adds the LoginRoute chunk and its static imports. Budgets for timings live in scripts/bench.mjs.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(root, 'packages/console/dist');
const assets = path.join(dist, 'assets');

if (!existsSync(path.join(dist, 'index.html'))) {
  throw new Error(
    'packages/console/dist is missing: run `npm run build:console` first (`npm test` does).',
  );
}

/** Static imports of an ESM chunk (minified `import … from"./x.js"` / `import"./x.js"`), transitively. */
function withStaticImports(files) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      visit(path.resolve(path.dirname(file), match[1]));
    }
  };
  files.forEach(visit);
  return [...seen];
}

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entries = [...html.matchAll(/<script[^>]+type="module"[^>]+src="\/?([^"]+)"/g)].map((m) =>
  path.join(dist, m[1]),
);
if (entries.length === 0) throw new Error('packages/console/dist/index.html has no module script.');
// Vite lists the entry's static imports as modulepreload links; both views must agree, so take the union.
const preloaded = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/?([^"]+)"/g)].map(
  (m) => path.join(dist, m[1]),
);
const initial = withStaticImports([...entries, ...preloaded]);

const loginChunks = existsSync(assets)
  ? readdirSync(assets).filter((name) => /^LoginRoute-[\w-]+\.js$/.test(name))
  : [];
if (loginChunks.length !== 1) {
  throw new Error(
    `Expected one LoginRoute-*.js chunk in packages/console/dist/assets, found ${loginChunks.length}. ` +
      'If the login route module was renamed, update .size-limit.mjs.',
  );
}
const login = withStaticImports([path.join(assets, loginChunks[0])]);
const loginOnly = login.filter((file) => !initial.includes(file));
const relative = (files) => files.map((file) => path.relative(root, file));

export default [
  {
    name: 'console: initial JS (entry + static imports)',
    path: relative(initial),
    limit: '155 kB',
  },
  {
    name: 'console: login route chunks (beyond the initial JS)',
    path: relative(loginOnly),
    limit: '45 kB',
  },
  {
    name: 'console: everything /login downloads',
    path: relative([...new Set([...initial, ...login])]),
    limit: '197 kB',
  },
];
