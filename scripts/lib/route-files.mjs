// The files one console route downloads beyond the frame every page already has: the route's screen chunk and its
// static imports (plus the screen's feature texts), minus what the entry (index.html) and the logged-in frame (the
// layout, shell and page host, listed in index.html) bring; and the chunks the route imports only on demand.
// Read by size-limit (.size-limit.mjs: the route's budget) and scripts/route-chunks.mjs (the route chunk by chunk).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { moduleScripts, preloadList } from './built-index.mjs';

const text = (file) => readFileSync(file, 'utf8');
const staticImports = (file) =>
  [...text(file).matchAll(/(?:\bfrom|\bimport)\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)].map((m) =>
    path.resolve(path.dirname(file), m[1]),
  );
const dynamicImports = (file) =>
  [...text(file).matchAll(/\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g)].map((m) =>
    path.resolve(path.dirname(file), m[1]),
  );

/** The files `start` loads, with their static imports, transitively. */
export function closure(start) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    staticImports(file).forEach(visit);
  };
  start.forEach(visit);
  return seen;
}

/**
 * @param {string} dist a built console (index.html and assets/)
 * @param {string} screen the screen's chunk name (`SearchTableScreen`)
 * @param {string} localeDir the folder of its texts in the sources (`screens/list/search-table/locales`)
 * @returns {{ frame: Set<string>, route: string[], onDemand: Array<{ file: string, chunks: string[] }> }}
 */
export function routeFiles(dist, screen, localeDir) {
  const assets = path.join(dist, 'assets');
  if (!existsSync(assets)) throw new Error(`${dist} has no assets/: build it first.`);
  const names = readdirSync(assets).filter((name) => /\.js$/.test(name));
  const found = names.find(
    (name) => name.startsWith(`${screen}-`) && /^[^-]+-[\w-]{8}\.js$/.test(name),
  );
  if (!found) throw new Error(`no ${screen}-*.js chunk in ${assets}`);
  const indexHtml = text(path.join(dist, 'index.html'));
  const listed = (name) => {
    const files = preloadList(indexHtml, name, dist);
    if (!files) throw new Error(`${dist}/index.html has no ${name} list`);
    return files;
  };
  // The console and the logged-in frame (layout, shell, page host), which index.html lists for its first script to
  // preload (packages/console/scripts/chunks.ts): every page route loads them first.
  const frame = closure([
    ...moduleScripts(indexHtml, dist),
    ...listed('pasture-console-preload'),
    ...listed('pasture-logged-in-preload'),
  ]);
  const localeChunks = names
    .filter((name) => name.startsWith('locales-'))
    .map((name) => path.join(assets, name))
    .filter(
      (file) =>
        existsSync(`${file}.map`) &&
        (JSON.parse(text(`${file}.map`)).sources ?? []).some((source) =>
          source.includes(`/${localeDir}/`),
        ),
    );
  const route = [...closure([path.join(assets, found), ...localeChunks])].filter(
    (file) => !frame.has(file),
  );
  const routeSet = new Set(route);
  // Each on-demand import with what it brings beyond the frame and the route.
  const onDemand = [...new Set(route.flatMap(dynamicImports))]
    .filter((file) => !frame.has(file) && !routeSet.has(file))
    .map((file) => ({
      file,
      chunks: [...closure([file])].filter((dep) => !frame.has(dep) && !routeSet.has(dep)),
    }));
  return { frame, route, onDemand };
}
