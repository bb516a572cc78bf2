#!/usr/bin/env node
// `npm run bench`: the timing benchmarks, which are not part of `npm test` (a gate judges work, not how busy the
// machine is). Each runs in turn on the builds the gate makes; all run even when one fails, and each says by how
// much it missed. Budgets and how to read them: README.md, "Benchmarks".
//   npm run bench                         first loads, the search table, the docs pages
//   npm run bench -- --only first-loads   one of them (first-loads, search-table, docs-pages)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './lib/serve.mjs';

const benchmarks = [
  {
    id: 'first-loads',
    title:
      'First loads of /, /login and a bookmark, logged out and in (production and demo builds)',
    needs: ['packages/console/dist/index.html', 'packages/console/dist-demo/index.html'],
    command: ['scripts/bench.mjs'],
  },
  {
    id: 'search-table',
    title: 'The search table with 10,000 rows in the demo console: render and fling, CPU per frame',
    needs: ['packages/console/dist-demo/index.html'],
    command: ['scripts/bench-search-table.mjs'],
  },
  {
    id: 'docs-pages',
    title: 'Every docs page of the static Storybook settles within 5 s, nothing spoiled on load',
    needs: ['storybook-static/index.json'],
    command: ['scripts/docs-pages.mjs'],
  },
];

const { values } = parseArgs({ options: { only: { type: 'string' } } });
const only = values.only?.split(',').map((id) => id.trim());
const unknown = (only ?? []).filter((id) => !benchmarks.some((bench) => bench.id === id));
if (unknown.length) {
  console.error(
    `Unknown benchmark(s): ${unknown.join(', ')}. Known: ${benchmarks.map((b) => b.id).join(', ')}`,
  );
  process.exit(2);
}
const missing = [
  ...new Set(
    benchmarks
      .filter((bench) => !only || only.includes(bench.id))
      .flatMap((bench) => bench.needs.filter((file) => !existsSync(path.join(root, file)))),
  ),
];
if (missing.length) {
  console.error(
    `✗ Build first: ${missing.join(', ')} missing (\`npm run build\` and \`npm run build:console:demo\`, or \`npm test\`).`,
  );
  process.exit(1);
}

const results = [];
for (const bench of benchmarks.filter((candidate) => !only || only.includes(candidate.id))) {
  console.log(
    `\n${'━'.repeat(100)}\n${bench.title}\n$ node ${bench.command.join(' ')}\n${'━'.repeat(100)}`,
  );
  const started = performance.now();
  const { status } = spawnSync(process.execPath, bench.command, { cwd: root, stdio: 'inherit' });
  results.push({ ...bench, ok: status === 0, seconds: (performance.now() - started) / 1000 });
}
console.log('\nBenchmarks:');
for (const result of results) {
  console.log(
    `  ${result.ok ? '✓' : '✗'} ${result.id.padEnd(14)} ${result.seconds.toFixed(0).padStart(5)} s  ${result.title}`,
  );
}
const failed = results.filter((result) => !result.ok).length;
if (failed)
  console.error(`✗ ${failed} benchmark(s) over budget: their output above says by how much.`);
process.exit(failed ? 1 : 0);
