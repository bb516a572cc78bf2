#!/usr/bin/env node
// `npm test`: everything CI runs, in order, failing fast. Each step prints a header; the end prints a summary with
// timings and a last line `N passed, N failed` for CI to read.
//   npm test -- --keep-going        run every step even after a failure
//   npm test -- --only lint,unit    run only these steps (ids below); --skip visual,bench leaves some out
//   npm test -- --list              print the step ids
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { findChromium } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const exists = (file) => existsSync(path.join(root, file));
const STEP_TIMEOUT_MS = 10 * 60_000;

/** The console's entry script as index.html names it; absent until the app has one. */
function consoleEntryMissing() {
  if (!exists('packages/console/index.html'))
    return 'packages/console/index.html does not exist yet';
  const html = readFileSync(path.join(root, 'packages/console/index.html'), 'utf8');
  const entry = html.match(/<script[^>]+type="module"[^>]+src="\/?([^"]+)"/)?.[1];
  if (!entry) return 'packages/console/index.html has no module script yet';
  return exists(path.join('packages/console', entry))
    ? null
    : `packages/console/${entry} does not exist yet`;
}

/**
 * id, title, command, and `missing`: a function naming the missing input when the step cannot run yet. Such a
 * step is reported as SKIPPED, loudly, never silently passed.
 */
const steps = [
  { id: 'format', title: 'Formatting (prettier --check)', command: ['npm', 'run', 'format:check'] },
  { id: 'lint', title: 'Lint (eslint, 0 warnings)', command: ['npm', 'run', 'lint'] },
  { id: 'typecheck', title: 'Type check (tsc)', command: ['npm', 'run', 'typecheck'] },
  {
    id: 'unit',
    title: 'Unit tests (vitest, happy-dom)',
    command: ['npx', 'vitest', 'run', '--project', 'unit'],
  },
  { id: 'build-ui', title: 'Build @pasture/ui (tsup)', command: ['npm', 'run', 'build:ui'] },
  {
    id: 'package',
    title: 'Package checks (publint, attw, scratch consumer)',
    command: ['npm', 'run', 'test:package'],
  },
  {
    id: 'stories',
    title: 'Story tests in Chromium (vitest + addon-vitest)',
    command: ['npx', 'vitest', 'run', '--project', 'storybook'],
  },
  {
    id: 'build-storybook',
    title: 'Build Storybook (static)',
    command: ['npm', 'run', 'build:storybook'],
  },
  {
    id: 'storybook-static',
    title: 'Static Storybook: test-runner + a11y theme × locale matrix',
    command: ['npm', 'run', 'test:storybook-static'],
  },
  {
    id: 'visual',
    title: 'Visual check (curated stories, light + dark)',
    command: ['npm', 'run', 'test:visual'],
    missing: () =>
      exists('tests/visual/stories.json') ? null : 'tests/visual/stories.json does not exist',
  },
  {
    id: 'build-console',
    title: 'Build @pasture/console (production, debug off)',
    command: ['npm', 'run', 'build:console'],
    missing: consoleEntryMissing,
  },
  {
    id: 'bundle',
    title: 'Production bundle: no mock code, chunk list',
    command: ['node', 'scripts/check-console-bundle.mjs'],
    missing: consoleEntryMissing,
  },
  {
    id: 'size',
    title: 'Size budgets (size-limit)',
    command: ['npm', 'run', 'size'],
    missing: consoleEntryMissing,
  },
  {
    id: 'build-console-demo',
    title: 'Build @pasture/console (demo, MSW)',
    command: ['npm', 'run', 'build:console:demo'],
    missing: consoleEntryMissing,
  },
  {
    id: 'e2e',
    title: 'Console end-to-end (Playwright, demo build)',
    command: ['npm', 'run', 'test:e2e'],
    missing: () =>
      consoleEntryMissing() ??
      (exists('tests/e2e/run.mjs') ? null : 'tests/e2e/run.mjs does not exist yet'),
  },
  {
    id: 'bench',
    title: 'Login route benchmark (FCP, LCP, JS bytes)',
    command: ['npm', 'run', 'bench'],
    missing: consoleEntryMissing,
  },
];

const { values } = parseArgs({
  options: {
    'keep-going': { type: 'boolean', default: false },
    only: { type: 'string' },
    skip: { type: 'string' },
    list: { type: 'boolean', default: false },
  },
});
if (values.list) {
  for (const step of steps) console.log(`${step.id.padEnd(20)} ${step.title}`);
  process.exit(0);
}
const ids = (value) =>
  value
    ? value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean)
    : [];
const only = ids(values.only);
const skip = ids(values.skip);
const unknown = [...only, ...skip].filter((id) => !steps.some((step) => step.id === id));
if (unknown.length) {
  console.error(
    `Unknown step id(s): ${unknown.join(', ')}. Known: ${steps.map((step) => step.id).join(', ')}`,
  );
  process.exit(2);
}

const banner = (text) => console.log(`\n${'━'.repeat(100)}\n${text}\n${'━'.repeat(100)}`);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function run(command) {
  return new Promise((resolve) => {
    // Own process group, so a hung step is stopped together with the servers and browsers it started.
    const child = spawn(command[0], command.slice(1), {
      cwd: root,
      stdio: 'inherit',
      detached: true,
    });
    const timer = setTimeout(() => {
      console.error(`\n✗ Step exceeded ${seconds(STEP_TIMEOUT_MS)}; stopping it.`);
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, STEP_TIMEOUT_MS);
    const stop = (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        child.kill(signal);
      }
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    child.on('error', (error) => {
      console.error(`✗ Could not start ${command[0]}: ${error.message}`);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const started = performance.now();
banner('Browser for the browser tests (scripts/chromium.mjs)');
try {
  // Children inherit the path (and @sparticuz/chromium's font config), so every step uses this same browser.
  process.env.CHROMIUM_PATH = await findChromium();
  console.log(`Chromium: ${process.env.CHROMIUM_PATH}`);
} catch (error) {
  console.error(`✗ ${error.message}`);
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}

const results = [];
let stopped = false;
for (const [index, step] of steps.entries()) {
  const label = `[${index + 1}/${steps.length}] ${step.title}`;
  if (stopped) {
    results.push({ step, status: 'not run' });
    continue;
  }
  if ((only.length && !only.includes(step.id)) || skip.includes(step.id)) {
    results.push({ step, status: 'skipped', reason: 'left out on the command line' });
    continue;
  }
  const missing = step.missing?.();
  if (missing) {
    banner(`${label}\n⚠ SKIPPED: ${missing}`);
    results.push({ step, status: 'skipped', reason: missing });
    continue;
  }
  banner(`${label}\n$ ${step.command.join(' ')}`);
  const stepStarted = performance.now();
  const code = await run(step.command);
  const ms = performance.now() - stepStarted;
  results.push({ step, status: code === 0 ? 'passed' : 'failed', ms, code });
  console.log(
    `\n${code === 0 ? '✓' : '✗'} ${step.title} ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds(ms)}`,
  );
  if (code !== 0 && !values['keep-going']) stopped = true;
}

banner('Summary');
const icon = { passed: '✓', failed: '✗', skipped: '⚠', 'not run': '·' };
for (const { step, status, ms, reason } of results) {
  const detail =
    status === 'skipped'
      ? `SKIPPED — ${reason}`
      : status === 'not run'
        ? 'not run (an earlier step failed)'
        : status;
  console.log(
    `${icon[status]} ${step.id.padEnd(20)} ${(ms === undefined ? '' : seconds(ms)).padStart(8)}  ${detail}`,
  );
}
const count = (status) => results.filter((result) => result.status === status).length;
console.log(`\nTotal ${seconds(performance.now() - started)}.`);
if (count('skipped')) console.log(`⚠ ${count('skipped')} step(s) skipped (see above).`);
if (count('not run')) console.log(`· ${count('not run')} step(s) not run after the failure.`);
console.log(`${count('passed')} passed, ${count('failed')} failed`);
process.exit(count('failed') ? 1 : 0);
