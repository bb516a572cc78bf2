// Runs one step of `npm test` (scripts/test.mjs) as a child process in its own process group: streamed to the
// terminal when it runs alone, buffered when it runs beside other steps (so their outputs never interleave), stopped
// with everything it started (servers, browsers) when it hangs or the suite is interrupted. A step is judged hung
// only when it has printed nothing and used (almost) no CPU for a while: a slow step on a busy machine is not hung.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Where a step's CPU time is counted exactly: a cgroup of its own under the cgroup-v1 `cpuacct` controller (or a
 * cgroup-v2 directory with the `cpu` controller), which sums every process the step starts — browsers, their
 * renderers and whatever was orphaned — whether or not anyone waited for it. `null` where the machine does not let
 * us make one (not Linux, not root, read-only cgroups): the step then reports the `/proc/self/stat` children time.
 */
const CGROUP_ROOTS = [
  { dir: '/sys/fs/cgroup/cpuacct', usage: (group) => readNs(group, 'cpuacct.usage') },
  { dir: '/sys/fs/cgroup/unified', usage: (group) => readUsecStat(group) },
];

function readNs(group, file) {
  const value = Number(readFileSync(path.join(group, file), 'utf8').trim());
  return Number.isFinite(value) ? value / 1e6 : null;
}

function readUsecStat(group) {
  const line = readFileSync(path.join(group, 'cpu.stat'), 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('usage_usec '));
  const value = Number(line?.split(' ')[1]);
  return Number.isFinite(value) ? value / 1e3 : null;
}

let cgroupCounter = 0;

/** A fresh, empty cgroup for one step, or `null` when none can be made here. */
function makeCgroup() {
  if (process.platform !== 'linux') return null;
  for (const root of CGROUP_ROOTS) {
    const dir = path.join(root.dir, `pasture-test-${process.pid}-${++cgroupCounter}`);
    try {
      mkdirSync(dir);
      if (root.usage(dir) === null) {
        rmdirSync(dir);
        continue;
      }
      return { dir, usage: () => root.usage(dir) };
    } catch {
      // Not writable or no such controller here: try the next, else count children time.
    }
  }
  return null;
}

/** Ends what a step left in its cgroup and removes the cgroup (best effort: a leftover empty cgroup is harmless). */
function removeCgroup(cgroup) {
  try {
    const pids = readFileSync(path.join(cgroup.dir, 'cgroup.procs'), 'utf8')
      .split('\n')
      .filter(Boolean);
    for (const pid of pids) {
      try {
        process.kill(Number(pid), 'SIGKILL');
      } catch {
        // already gone
      }
    }
  } catch {
    // nothing to read
  }
  const attempt = (left) => {
    try {
      rmdirSync(cgroup.dir);
    } catch {
      if (left > 0) setTimeout(() => attempt(left - 1), 200).unref();
    }
  };
  attempt(10);
}

/**
 * @param {string[]} command program and arguments
 * @param {{ cwd: string, stream: boolean, hangMs: number, env?: NodeJS.ProcessEnv }} options
 *   `hangMs`: the step is stopped as hung after this long with no output and less than 1 % of one core's CPU time.
 * @returns {{ done: Promise<{ code: number, output: string, timedOut: boolean, stopReason: string | null, ms: number,
 *   cpuMs: number | null }>, stop: (reason: string) => void }}
 *   `cpuMs` is the step's CPU time from its cgroup, or `null` where none could be made (see `childrenCpuMs`).
 */
export function runStep(command, { cwd, stream, hangMs, env = process.env }) {
  const started = performance.now();
  const chunks = [];
  let timedOut = false;
  let stopReason = null;
  const cgroup = makeCgroup();
  // The shell joins the cgroup before it becomes the step's program, so nothing the step starts escapes the count.
  const argv = cgroup
    ? [
        'sh',
        '-c',
        `{ echo $$ > '${path.join(cgroup.dir, 'cgroup.procs')}'; } 2>/dev/null; exec "$@"`,
        'sh',
        ...command,
      ]
    : command;
  const child = spawn(argv[0], argv.slice(1), {
    cwd,
    env,
    // Piped either way, so the watchdog sees output; a streamed step's output is forwarded as it arrives.
    stdio: ['ignore', 'pipe', 'pipe'],
    // Own process group, so a hung or stopped step goes together with the servers and browsers it started.
    detached: true,
  });
  let lastOutput = performance.now();
  // One buffer for both streams, in arrival order: an error stays next to the line that led to it.
  child.stdout.on('data', (chunk) => {
    lastOutput = performance.now();
    if (stream) process.stdout.write(chunk);
    else chunks.push(chunk);
  });
  child.stderr.on('data', (chunk) => {
    lastOutput = performance.now();
    if (stream) process.stderr.write(chunk);
    else chunks.push(chunk);
  });
  const kill = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      child.kill(signal);
    }
  };
  const stop = (reason) => {
    if (stopReason || child.exitCode !== null || child.signalCode !== null) return;
    stopReason = reason;
    kill('SIGTERM');
    // Whatever ignores SIGTERM (a browser mid-launch) is killed a few seconds later.
    setTimeout(() => kill('SIGKILL'), 5_000).unref();
  };
  // The watchdog: CPU time from the step's cgroup, else from its process group in /proc.
  const cpuNow = () => {
    try {
      return cgroup ? cgroup.usage() : groupCpuMs(child.pid);
    } catch {
      return null;
    }
  };
  let quietSince = { at: performance.now(), cpuMs: cpuNow() };
  const timer = setInterval(
    () => {
      const now = performance.now();
      const cpuMs = cpuNow();
      const busy =
        cpuMs === null ||
        quietSince.cpuMs === null ||
        cpuMs - quietSince.cpuMs > 0.01 * (now - quietSince.at);
      if (busy || lastOutput > quietSince.at) {
        quietSince = { at: now, cpuMs };
        return;
      }
      if (now - quietSince.at >= hangMs) {
        timedOut = true;
        stop(`hung: no output and no CPU for ${Math.round(hangMs / 1000)} s`);
      }
    },
    Math.min(5_000, hangMs / 4),
  );
  timer.unref();

  const done = new Promise((resolve) => {
    let settled = false;
    const finish = (code, extra = '') => {
      if (settled) return;
      settled = true;
      clearInterval(timer);
      const output = Buffer.concat(chunks).toString('utf8') + extra;
      let cpuMs = null;
      if (cgroup) {
        try {
          cpuMs = cgroup.usage();
        } catch {
          cpuMs = null;
        }
        removeCgroup(cgroup);
      }
      resolve({ code, output, timedOut, stopReason, ms: performance.now() - started, cpuMs });
    };
    // A program that cannot start emits 'error' and may never emit 'close'.
    child.on('error', (error) =>
      finish(1, `\n✗ Could not start ${command[0]}: ${error.message}\n`),
    );
    // A server or browser the step left behind would hold its output pipe open (and the machine busy): the step is
    // over when its main process is, so the rest of its group goes too.
    child.on('exit', () => kill('SIGTERM'));
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
  return { done, stop };
}

/**
 * CPU time (user + system, ms) of this process's children that have ended, with everything they waited for — on
 * Linux, from /proc/self/stat; `null` elsewhere. Read when a step ends, the increase since the previous read is that
 * step's CPU time (two steps ending in the same instant share one reading). CPU time, unlike wall-clock, hardly
 * changes when other work shares the machine, and CPU ÷ wall-clock tells a step that waits from one that computes.
 */
export function childrenCpuMs() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name (which may hold spaces, inside parentheses): state is field 3, cutime 16, cstime 17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[13]) + Number(fields[14]);
    // USER_HZ is 100 on every Linux that Node supports.
    return Number.isFinite(ticks) ? ticks * 10 : null;
  } catch {
    return null;
  }
}

/** CPU time (ms) of the live processes of a process group, from /proc; `null` where there is no /proc. */
function groupCpuMs(pgid) {
  try {
    let ticks = 0;
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        // pgrp is field 5 (index 2 here); utime 14, stime 15, cutime 16, cstime 17 (indexes 11–14).
        if (Number(fields[2]) !== pgid) continue;
        ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      } catch {
        // gone in between
      }
    }
    return ticks * 10;
  } catch {
    return null;
  }
}
