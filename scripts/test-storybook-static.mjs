#!/usr/bin/env node
// Runs @storybook/test-runner against the static Storybook in storybook-static/ (built by `npm run
// build:storybook`; `npm test` builds it first): every story's play function, the a11y addon's check, and the
// theme × locale a11y matrix of .storybook/test-runner.ts, in the same Chromium as every other browser test.
// Extra arguments go to test-storybook, e.g. `npm run test:storybook-static -- --includeTags visual`.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findChromium } from './chromium.mjs';
import { root, serveStatic } from './lib/serve.mjs';

if (!existsSync(path.join(root, 'storybook-static/index.json'))) {
  console.error(
    'storybook-static/ is missing: run `npm run build:storybook` first (`npm test` does).',
  );
  process.exit(1);
}

const executablePath = await findChromium();
const server = await serveStatic('storybook-static', { readyPath: '/index.json' });
console.log(`Serving storybook-static at ${server.url} (Chromium: ${executablePath})`);

const workers = Math.max(1, Math.min(2, os.availableParallelism?.() ?? os.cpus().length));
const args = [
  '--url',
  server.url,
  // index.json mode reads the built index instead of re-transforming the story files.
  '--index-json',
  `--maxWorkers=${workers}`,
  '--ci',
  '--failOnConsole',
  ...process.argv.slice(2),
];

const code = await new Promise((resolve) => {
  const child = spawn(path.join(root, 'node_modules/.bin/test-storybook'), args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: executablePath },
  });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
});

await server.close();
process.exit(code);
