#!/usr/bin/env node
// `npm test`: everything CI runs, in stages (docs/decisions/018-a-test-suite-in-stages.md). A stage's lanes run at
// the same time, each lane's steps one after another; a stage starts when the previous one has finished. A step that
// runs beside others has its output buffered and printed as one block when it ends; a step that runs alone streams.
// The end prints per-step and per-stage timings (also written to test-results/timings.json), checks the whole run
// against its budget and prints a last line `N passed, N failed` for CI to read.
//   npm test -- --keep-going        run every step even after a failure
//   npm test -- --only lint,unit    run only these steps (ids below); --skip e2e leaves some out
//   npm test -- --list              print the stages, lanes and step ids
//   npm test -- --serial            one step at a time, every output streamed (debugging, measuring a step alone)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { findChromium } from './chromium.mjs';
import { childrenCpuMs, runStep } from './lib/run-step.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const exists = (file) => existsSync(path.join(root, file));
/**
 * A step that has printed nothing and used (almost) no CPU for this long has hung, and is stopped. Nothing else is
 * judged on wall-clock time: on a machine busy with other work a step may take several times its idle time, and that
 * is not a failure of the suite.
 */
const HANG_MS = 120_000;
/**
 * The suite's budget, in CPU time: the user + system time of every process the steps start, browsers included
 * (counted per step in a cgroup, scripts/lib/run-step.mjs). CPU time measures what the suite costs and grows when a
 * test or build grows, but hardly moves when other work shares the machine, where wall-clock time doubles; so a
 * slow-down is noticed when it lands, and a busy CI machine does not turn a green suite red (ADR 018).
 */
const CPU_BUDGET_MS = 1_900_000;
const TIMINGS_FILE = 'test-results/timings.json';

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
    // `test:unit` runs both happy-dom projects: the unit tests and the tests on composed stories (vitest.config.ts).
    title: 'Unit tests (vitest, happy-dom: unit + composed stories)',
    command: ['npm', 'run', 'test:unit'],
  },
  { id: 'build-ui', title: 'Build @pasture/ui (tsup)', command: ['npm', 'run', 'build:ui'] },
  {
    id: 'package',
    title: 'Package checks (publint, attw, scratch consumer)',
    command: ['npm', 'run', 'test:package'],
  },
  {
    id: 'build-storybook',
    title: 'Build Storybook (static)',
    command: ['npm', 'run', 'build:storybook'],
  },
  {
    // THE story pass of the suite (ADR 018): each story loaded once; in that page its play function, axe and its
    // pictures in light and dark zh-CN, its play and axe again in en-US, axe in dark en-US. `npm run test:stories`
    // (Vitest browser mode) is the same play + axe from source, for development; it is not part of the suite.
    id: 'stories',
    title:
      'Stories: one pass per story over the static Storybook (play, axe, pictures; zh-CN and en-US, light and dark)',
    command: ['npm', 'run', 'test:storybook-static'],
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
    id: 'build-console-demo',
    title: 'Build @pasture/console (demo, MSW)',
    command: ['npm', 'run', 'build:console:demo'],
    missing: consoleEntryMissing,
  },
  {
    // The byte budgets, one owner (.size-limit.mjs): the production console's loads, a route beyond the frame (demo
    // build), the library as a host bundles it.
    id: 'size',
    title: 'Size budgets (size-limit)',
    command: ['npm', 'run', 'size'],
    missing: consoleEntryMissing,
  },
  {
    id: 'e2e',
    title: 'Console end-to-end (Playwright, demo and production builds)',
    command: ['npm', 'run', 'test:e2e'],
    missing: () =>
      consoleEntryMissing() ??
      (exists('tests/e2e/run.mjs') ? null : 'tests/e2e/run.mjs does not exist yet'),
  },
];

/**
 * Stages in order; within a stage, lanes run concurrently and a lane's steps in order (a step may use what an
 * earlier step of its lane or an earlier stage built). The split follows measurements on two cores (ADR 018).
 */
const stages = [
  {
    id: 'checks-and-builds',
    title: 'Static checks, unit tests and builds',
    // Three lanes of about equal length on two cores (unit + typecheck; format, lint and the Storybook build, which
    // reads the sources, not the library build; the library, its package checks and the console builds, which
    // size-limit measures together).
    lanes: [
      ['unit', 'typecheck'],
      ['format', 'lint', 'build-storybook'],
      ['build-ui', 'package', 'build-console', 'bundle', 'build-console-demo', 'size'],
    ],
  },
  {
    // Alone: it keeps both cores busy with two browsers, and its play functions wait for what they find.
    id: 'stories',
    title: 'Story pass',
    lanes: [['stories']],
  },
  {
    id: 'e2e',
    title: 'End-to-end tests',
    lanes: [['e2e']],
  },
];

const stepById = new Map(steps.map((step) => [step.id, step]));
{
  const placed = stages.flatMap((stage) => stage.lanes.flat());
  const unplaced = steps.filter((step) => !placed.includes(step.id)).map((step) => step.id);
  const unknown = placed.filter((id) => !stepById.has(id));
  if (unplaced.length || unknown.length || new Set(placed).size !== placed.length) {
    throw new Error(
      `scripts/test.mjs: every step belongs to exactly one lane (unplaced: ${unplaced.join(', ') || '-'}, unknown: ${unknown.join(', ') || '-'})`,
    );
  }
}

const { values } = parseArgs({
  options: {
    'keep-going': { type: 'boolean', default: false },
    only: { type: 'string' },
    skip: { type: 'string' },
    list: { type: 'boolean', default: false },
    serial: { type: 'boolean', default: false },
  },
});
if (values.list) {
  for (const [index, stage] of stages.entries()) {
    console.log(
      `Stage ${index + 1}: ${stage.title}${stage.lanes.length > 1 ? ' (lanes run at the same time)' : ''}`,
    );
    for (const lane of stage.lanes) {
      console.log(`  ${lane.join(' → ')}`);
      for (const id of lane) console.log(`    ${id.padEnd(20)} ${stepById.get(id).title}`);
    }
  }
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
const unknown = [...only, ...skip].filter((id) => !stepById.has(id));
if (unknown.length) {
  console.error(
    `Unknown step id(s): ${unknown.join(', ')}. Known: ${[...stepById.keys()].join(', ')}`,
  );
  process.exit(2);
}
const selected = (id) => (!only.length || only.includes(id)) && !skip.includes(id);
// The budget is for the suite as CI runs it: every step, on the parallel schedule.
const fullRun = !only.length && !skip.length && !values.serial;

const rule = '━'.repeat(100);
const banner = (text) => `\n${rule}\n${text}\n${rule}\n`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const print = (text) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);

const started = performance.now();
const startedAt = new Date();
const loadAtStart = os.loadavg()[0];
let cpuReading = childrenCpuMs();
print(banner('Browser for the browser tests (scripts/chromium.mjs)'));
try {
  // Children inherit the path (and @sparticuz/chromium's font config), so every step uses this same browser.
  process.env.CHROMIUM_PATH = await findChromium();
  print(`Chromium: ${process.env.CHROMIUM_PATH}`);
} catch (error) {
  console.error(`✗ ${error.message}`);
  print('\n0 passed, 1 failed');
  process.exit(1);
}

/** @type {Map<string, { status: string, ms?: number, code?: number, reason?: string, startMs?: number, stage: string }>} */
const results = new Map();
const stageTimings = [];
const running = new Map();
let failed = false;
let interrupted = false;

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    for (const handle of running.values()) handle.stop(`interrupted (${signal})`);
  });
}

// Buffered steps say nothing until they end; a line now and then shows the run is alive (and keeps CI's
// no-output watchdogs quiet).
let lastPrint = performance.now();
const heartbeat = setInterval(() => {
  if (running.size === 0 || performance.now() - lastPrint < 60_000) return;
  const now = performance.now();
  const list = [...running.entries()]
    .map(([id, handle]) => `${id} (${Math.round((now - handle.startedAt) / 1000)} s)`)
    .join(', ');
  print(`… still running: ${list}`);
  lastPrint = now;
}, 5_000);
heartbeat.unref();

const runOrder = stages.flatMap((stage) => stage.lanes.flat());
function stepLabel(step) {
  return `[${runOrder.indexOf(step.id) + 1}/${runOrder.length}] ${step.title}`;
}

async function runLane(lane, stage, stream) {
  for (const id of lane) {
    const step = stepById.get(id);
    if (!selected(id)) {
      results.set(id, {
        stage: stage.id,
        status: 'skipped',
        reason: 'left out on the command line',
      });
      continue;
    }
    if ((failed && !values['keep-going']) || interrupted) {
      results.set(id, {
        stage: stage.id,
        status: 'not run',
        reason: interrupted ? 'the run was interrupted' : 'an earlier step failed',
      });
      continue;
    }
    const missing = step.missing?.();
    if (missing) {
      print(banner(`${stepLabel(step)}\n⚠ SKIPPED: ${missing}`));
      results.set(id, { stage: stage.id, status: 'skipped', reason: missing });
      continue;
    }
    const header = `${stepLabel(step)}\n$ ${step.command.join(' ')}`;
    const startMs = performance.now() - started;
    if (stream) print(banner(header));
    else print(`▶ ${id} started (${seconds(startMs)} into the run)`);
    lastPrint = performance.now();
    const env = { ...process.env };
    // Buffered output loses the terminal, and with it the colours; keep them when a person is watching.
    if (!stream && process.stdout.isTTY) env.FORCE_COLOR ??= '1';
    const handle = runStep(step.command, { cwd: root, stream, hangMs: HANG_MS, env });
    running.set(id, { ...handle, startedAt: performance.now() });
    const { code, output, ms, stopReason, timedOut, cpuMs: stepCpuMs } = await handle.done;
    running.delete(id);
    // The step's own cgroup where the machine allows one; else the children time read since the previous step ended.
    const cpuNow = childrenCpuMs();
    const cpuMs =
      stepCpuMs ?? (cpuNow === null || cpuReading === null ? undefined : cpuNow - cpuReading);
    cpuReading = cpuNow;
    // Stopped because another step failed or the run was interrupted: not a failure of its own.
    const status = code === 0 ? 'passed' : stopReason && !timedOut ? 'stopped' : 'failed';
    results.set(id, {
      stage: stage.id,
      status,
      ms,
      cpuMs,
      code,
      startMs,
      reason: stopReason ?? undefined,
    });
    const cpu = cpuMs === undefined ? '' : `, CPU ${seconds(cpuMs)}`;
    const verdict =
      status === 'passed'
        ? `✓ ${step.title} passed in ${seconds(ms)}${cpu}`
        : status === 'stopped'
          ? `· ${step.title} stopped after ${seconds(ms)} (${stopReason})`
          : `✗ ${step.title} failed (exit ${code}${stopReason ? `, ${stopReason}` : ''}) in ${seconds(ms)}${cpu}`;
    print(stream ? `\n${verdict}` : `${banner(header)}${output.trimEnd()}\n\n${verdict}`);
    lastPrint = performance.now();
    if (status === 'failed') {
      failed = true;
      if (!values['keep-going']) {
        for (const [otherId, other] of running) {
          if (otherId !== id) other.stop(`${id} failed`);
        }
      }
    }
  }
}

for (const [index, stage] of stages.entries()) {
  const lanes = values.serial ? [stage.lanes.flat()] : stage.lanes;
  const activeLanes = lanes.filter((lane) => lane.some(selected));
  const stageStarted = performance.now();
  if (activeLanes.length && !((failed && !values['keep-going']) || interrupted)) {
    const parallel = activeLanes.length > 1;
    print(
      banner(
        `Stage ${index + 1}/${stages.length}: ${stage.title}` +
          (parallel
            ? `\n${activeLanes.map((lane) => lane.filter(selected).join(' → ')).join('  ‖  ')}` +
              '\n(lanes run at the same time; each step prints its output when it ends)'
            : ''),
      ).trimEnd(),
    );
  }
  await Promise.all(lanes.map((lane) => runLane(lane, stage, activeLanes.length <= 1)));
  const ran = stage.lanes.flat().some((id) => results.get(id)?.ms !== undefined);
  if (ran) {
    stageTimings.push({
      id: stage.id,
      title: stage.title,
      ms: performance.now() - stageStarted,
      lanes: stage.lanes,
    });
  }
}
clearInterval(heartbeat);

const totalMs = performance.now() - started;

print(banner('Summary').trimEnd());
const icon = { passed: '✓', failed: '✗', skipped: '⚠', 'not run': '·', stopped: '·' };
for (const [index, stage] of stages.entries()) {
  const timing = stageTimings.find((entry) => entry.id === stage.id);
  print(`Stage ${index + 1}: ${stage.title}${timing ? ` — ${seconds(timing.ms)} wall-clock` : ''}`);
  for (const id of stage.lanes.flat()) {
    const { status, ms, cpuMs, reason } = results.get(id) ?? { status: 'not run' };
    const detail =
      status === 'skipped'
        ? `SKIPPED — ${reason}`
        : status === 'not run'
          ? `not run (${reason ?? 'an earlier step failed'})`
          : status === 'stopped'
            ? `stopped (${reason})`
            : status;
    const cpu = cpuMs === undefined ? '' : `CPU ${seconds(cpuMs)}`;
    print(
      `  ${icon[status]} ${id.padEnd(20)} ${(ms === undefined ? '' : seconds(ms)).padStart(8)} ${cpu.padStart(12)}  ${detail}`,
    );
  }
}
const all = [...results.values()];
if (all.some((result) => result.cpuMs !== undefined)) {
  print(
    '\nCPU: user + system time of every process a step started, browsers included (a cgroup per step; where the ' +
      'machine allows none, the processes it waited for); unlike wall-clock it hardly moves when other work shares ' +
      'the machine.',
  );
}
const count = (status) => all.filter((result) => result.status === status).length;
const cpuTotalMs = all.reduce((sum, result) => sum + (result.cpuMs ?? 0), 0);
const cores = os.availableParallelism?.() ?? os.cpus().length;
const loadAtEnd = os.loadavg()[0];
// Judged on full parallel runs only, and only when every step ran (a failed run stops early and costs less).
const judged = fullRun && all.every((result) => result.status === 'passed');
const overCpuBudget = judged && cpuTotalMs > CPU_BUDGET_MS;
const overBudget = overCpuBudget;
print(
  `\nCPU ${seconds(cpuTotalMs)} (budget ${seconds(CPU_BUDGET_MS)}${judged ? '' : ', judged on full green runs only'}); ` +
    `wall-clock ${seconds(totalMs)} on ${cores} cores; ` +
    `load average ${loadAtStart.toFixed(1)} at the start, ${loadAtEnd.toFixed(1)} at the end.`,
);
if (all.some((result) => result.cpuMs !== undefined)) {
  const heaviest = steps
    .map((step) => ({ id: step.id, cpuMs: results.get(step.id)?.cpuMs ?? 0 }))
    .sort((a, b) => b.cpuMs - a.cpuMs)
    .slice(0, 5)
    .map((step) => `${step.id} ${seconds(step.cpuMs)}`)
    .join(', ');
  print(`Most CPU: ${heaviest}.`);
}
if (overCpuBudget) {
  print(
    `✗ The suite used ${seconds(cpuTotalMs)} of CPU, over its budget of ${seconds(CPU_BUDGET_MS)}: find the step ` +
      `that grew (${TIMINGS_FILE}, or compare with the last green run) before raising the budget in ` +
      `scripts/test.mjs and ADR 018.`,
  );
}
if (count('skipped')) print(`⚠ ${count('skipped')} step(s) skipped (see above).`);
if (count('not run') || count('stopped'))
  print(`· ${count('not run') + count('stopped')} step(s) not run or stopped.`);

mkdirSync(path.join(root, path.dirname(TIMINGS_FILE)), { recursive: true });
writeFileSync(
  path.join(root, TIMINGS_FILE),
  `${JSON.stringify(
    {
      startedAt: startedAt.toISOString(),
      totalMs: Math.round(totalMs),
      cpuMs: Math.round(cpuTotalMs),
      cpuBudgetMs: CPU_BUDGET_MS,
      hangMs: HANG_MS,
      fullRun,
      overBudget,
      machine: {
        cores,
        node: process.version,
        ci: Boolean(process.env.CI),
        loadAverage: { start: loadAtStart, end: loadAtEnd },
      },
      stages: stageTimings.map((stage) => ({ ...stage, ms: Math.round(stage.ms) })),
      steps: steps.map((step) => {
        const result = results.get(step.id) ?? { status: 'not run' };
        return {
          id: step.id,
          title: step.title,
          stage: result.stage,
          status: result.status,
          ms: result.ms === undefined ? undefined : Math.round(result.ms),
          cpuMs: result.cpuMs === undefined ? undefined : Math.round(result.cpuMs),
          startMs: result.startMs === undefined ? undefined : Math.round(result.startMs),
          reason: result.reason,
        };
      }),
    },
    null,
    2,
  )}\n`,
);
print(`Timings: ${TIMINGS_FILE}`);

const failures = count('failed') + (overBudget ? 1 : 0);
print(`${count('passed')} passed, ${failures} failed`);
process.exit(failures || interrupted ? 1 : 0);
