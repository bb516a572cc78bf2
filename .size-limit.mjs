// size-limit budgets for what a user downloads from the production console (packages/console/dist, built by
// `npm run build:console`). Sizes are brotli (size-limit's default), i.e. what a CDN serves. The chunk sets are
// read from the build itself: the initial load is index.html's entry script, the chunks it statically imports and
// the console it starts (the login page among them), which index.html lists for its first script to preload; a
// logged-in page adds the frame listed beside it. Budgets for what each entry fetches before it is usable live in
// scripts/bench.mjs.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { moduleScripts, preloadList } from './scripts/lib/built-index.mjs';
import { routeFiles } from './scripts/lib/route-files.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(root, 'packages/console/dist');

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
const entries = moduleScripts(html, dist);
if (entries.length === 0) throw new Error('packages/console/dist/index.html has no module script.');
// Vite lists the entry's static imports as modulepreload links; both views must agree, so take the union.
const preloaded = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/?([^"]+)"/g)].map(
  (m) => path.join(dist, m[1]),
);
/** The files of one of index.html's preload lists (scripts/chunks.ts). */
function listed(name) {
  const files = preloadList(html, name, dist);
  if (!files) throw new Error(`packages/console/dist/index.html has no ${name} list.`);
  return files;
}
// The console, which the entry script imports when it starts (ADR 023 §10): not linked, listed for preloading.
const consoleFiles = listed('pasture-console-preload');
const initial = withStaticImports([...entries, ...preloaded, ...consoleFiles]);

// What a logged-in page loads with the entry: the frame (layout, shell, page routes) and what it imports, listed in
// index.html for its entry redirect to preload (packages/console/scripts/chunks.ts).
const frame = withStaticImports(listed('pasture-logged-in-preload')).filter(
  (file) => !initial.includes(file),
);
const relative = (files) => files.map((file) => path.relative(root, file));

// index.html answers every path (ADR 023): the prerendered login form with its styles, the scripts it links (the
// entry redirect inline, the early login, the entry script) and the console they start, listed for preloading.
const loginHtmlFile = path.join(dist, 'index.html');
const loginHtml = readFileSync(loginHtmlFile, 'utf8');
if (!loginHtml.includes('type="password"')) {
  throw new Error(
    'packages/console/dist/index.html has no login form: the login page was not prerendered.',
  );
}
const loginLinked = [
  ...loginHtml.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/?(assets\/[^"]+\.js)"/g),
].map((m) => path.join(dist, m[1]));

const consoleChecks = [
  {
    // Since issue 21 the login page is in the entry (ADR 023): this is everything /login downloads, which was the
    // initial JS + the login route's chunks before (178.08 kB then, on main after ADR 025 and 026; 165.08 kB with
    // issue 21, 166.07 kB after issue 18's words and components; 167.93 → 168.58 kB with the login page's language
    // switch stand-in, the tooltips' input tracking and the narrow layouts of descriptions and steps; 169.16 kB with the
    // guard's denied-page notice, the role header of Switch Roles and the farm kept per account).
    name: 'console: initial JS (entry + static imports: router, runtime, login page)',
    path: relative(initial),
    limit: '169.5 kB',
  },
  {
    // As issue 13 counts it: gzip, the HTML (markup and critical CSS) and every JS file it links or starts.
    name: 'console: the login page as served (index.html, the chunks it links and the console it starts, gzip)',
    path: relative([loginHtmlFile, ...new Set([...loginLinked, ...consoleFiles])]),
    gzip: true,
    // 213.06 → 198.36 kB when the login page joined the entry and the dialogs, toasts and route tables left it (issue 21);
    // 199.4 kB after issue 18's words and components; 201.01 kB with index.html the page for every path, its first
    // script doing what boot.js did (boot.js, a file outside assets/, was not counted before); 202.64 kB when the
    // entry script and the console became two entries, the console started when the visitor lets it (ADR 023 §10:
    // one more file, and Vite's dynamic-import helper with the early login's chunk); 203.97 kB with the language
    // switch in the login page's corner (its markup and styles in the HTML, the stand-in in the JS; the menu itself
    // loads when the switch is first pointed at or focused); 204.65 kB with the guard's denied-page notice, the role
    // header of Switch Roles and the farm kept per account.
    limit: '205 kB',
  },
  {
    name: 'console: the logged-in frame beyond the initial JS (layout, shell, overlays)',
    path: relative(frame),
    // 72.66 kB in three chunks (issue 21); a logged-in bookmark preloads them with the entry. 74.59 → 75.22 kB when
    // the menu flyouts, message box and farm switcher moved onto the DropdownMenu and Popover primitives (issue 20:
    // the props they needed — navigation variant, link items, sub-menus, flush and max-height panels).
    limit: '76 kB',
  },
];

// A page route beyond the entry and the logged-in frame (scripts/lib/route-files.mjs; `node scripts/route-chunks.mjs`
// lists it chunk by chunk): the search table, the heaviest list page. Template pages are in the demo build only.
const demoDist = path.join(root, 'packages/console/dist-demo');
if (!existsSync(path.join(demoDist, 'index.html'))) {
  throw new Error(
    'packages/console/dist-demo is missing: run `npm run build:console:demo` first (`npm test` does).',
  );
}
const searchTableRoute = routeFiles(
  demoDist,
  'SearchTableScreen',
  'screens/list/search-table/locales',
).route;
consoleChecks.push({
  name: 'console (demo build): the search table route beyond the entry and the logged-in frame (gzip)',
  path: relative(searchTableRoute),
  gzip: true,
  limit: '60 kB',
});

// ---- @pasture/ui as another team installs it (issue 13 §1, issue 17, docs/decisions/022 and 027) -------------------
// `npm pack` of packages/ui (built by `npm run build:ui`), extracted as node_modules/@pasture/ui of a folder inside the
// workspace's node_modules, so the package's own imports (react, lucide-react …) resolve to the installed copies and
// the tarball's exports map and `sideEffects` decide what a named import pulls in — no source alias is involved.
// Bundled and minified by esbuild like a host's bundler would; sizes are gzip. Lazy parts (a screen's texts, its
// dialogs) count too: without code splitting esbuild inlines `import()`.
function packedLibrary() {
  const ui = path.join(root, 'packages/ui');
  if (!existsSync(path.join(ui, 'dist/index.js'))) {
    throw new Error('packages/ui/dist is missing: run `npm run build:ui` first (`npm test` does).');
  }
  const scratch = path.join(root, 'node_modules/.cache/pasture-ui-packed');
  const installed = path.join(scratch, 'node_modules/@pasture/ui');
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(installed, { recursive: true });
  const output = execFileSync('npm', ['pack', '--json', '--pack-destination', scratch], {
    cwd: ui,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const [packed] = JSON.parse(output.slice(output.indexOf('[')));
  execFileSync('tar', [
    '-xzf',
    path.join(scratch, packed.filename),
    '-C',
    installed,
    '--strip-components=1',
  ]);
  return installed;
}

/** The file a specifier of the tarball's exports map resolves to (`@pasture/ui/screens/search-table` → …/index.js). */
function entryFile(installed, specifier) {
  const { exports } = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8'));
  const key = specifier === '@pasture/ui' ? '.' : `./${specifier.slice('@pasture/ui/'.length)}`;
  const target = exports[key]?.import?.default;
  if (!target) throw new Error(`${specifier} is not an entry of the packed @pasture/ui`);
  return path.join(installed, target);
}

const packedUi = packedLibrary();
const hostShared = ['react', 'react-dom', 'styled-components'];
// Every peer a host already has for Pasture's screens: the same import, minus i18next (≈ 15 kB gz, which
// react-i18next's useTranslation imports whole), react-i18next and TanStack Query.
const hostPeers = [...hostShared, 'i18next', 'react-i18next', '@tanstack/react-query'];
const fromTarball = (names, limit, { from = '@pasture/ui', ignore = hostShared, label } = {}) => ({
  name: `@pasture/ui tarball: ${label ?? `import { ${names} } from '${from}'`} (gzip, beyond ${ignore.join(' + ')})`,
  import: { [entryFile(packedUi, from)]: `{ ${names} }` },
  ignore,
  gzip: true,
  limit,
});

/** What the package check's primitives-only page imports (tests/package/consumer/app/src/primitives.jsx). */
const primitivesPage =
  'Button, Checkbox, Input, Modal, Select, Switch, Tabs, TabsContent, TabsList, TabsTrigger, Tag';

// Limits are the measured sizes plus a little headroom (how they are measured: ADR 022; moved by 025 and 027).
// Since the library reads its texts itself (ADR 025) no component imports react-i18next's useTranslation, and with
// it the whole of i18next: ExceptionScreen beyond react + react-dom + styled-components went 25.6 → 8.34 kB;
// beyond every host peer 6.83 → 8.3 kB, as the text reader (≈ 1.5 kB) is now the library's own code.
const libraryChecks = [
  fromTarball('Button', '5 kB'),
  fromTarball(primitivesPage, '60 kB', { label: 'a primitives-only page' }),
  fromTarball('DataTable', '102 kB'),
  fromTarball('ExceptionScreen', '9 kB', { from: '@pasture/ui/screens/exception' }),
  fromTarball('ExceptionScreen', '8.8 kB', {
    from: '@pasture/ui/screens/exception',
    ignore: hostPeers,
  }),
  fromTarball('LoginScreen', '108 kB', { from: '@pasture/ui/screens/login' }),
  fromTarball('SearchTableScreen', '215 kB', { from: '@pasture/ui/screens/search-table' }),
];

// The console's checks measure built files as they are; only the library's checks bundle with esbuild.
export default [
  ...consoleChecks.map((check) => ({ disablePlugins: ['@size-limit/esbuild'], ...check })),
  ...libraryChecks,
];
