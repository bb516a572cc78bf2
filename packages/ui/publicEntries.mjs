// The public entries of @pasture/ui, read from the one list that defines them: package.json `exports`. The build
// (tsup.config.ts: one .d.ts roll-up per entry), the workspace aliases (scripts/aliases.mjs), the API reports
// (scripts/api-report.mjs) and the package check derive theirs from here (docs/decisions/027-public-entries.md).
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

/** Each entry: exports key, specifier, output path under dist/, source module, API report name (see the .d.mts). */
export const publicEntries = Object.entries(manifest.exports)
  .filter(([, target]) => typeof target === 'object')
  .map(([subpath, target]) => {
    const output = target.import.default.replace(/^\.\/dist\//, '').replace(/\.js$/, '');
    const name = subpath.replace(/^\.\/?/, '');
    return {
      subpath,
      specifier: name ? `@pasture/ui/${name}` : '@pasture/ui',
      output,
      source: `src/${output}.ts`,
      reportName: name ? name.replaceAll('/', '-') : 'index',
    };
  });
