// Runs one step of `npm test` (scripts/test.mjs) as a child process in its own process group: streamed to the
// terminal when it runs alone, buffered when it runs beside other steps (so their outputs never interleave), stopped
// with everything it started (servers, browsers) when it exceeds its time or the suite is interrupted.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * @param {string[]} command program and arguments
 * @param {{ cwd: string, stream: boolean, timeoutMs: number, env?: NodeJS.ProcessEnv }} options
 * @returns {{ done: Promise<{ code: number, output: string, timedOut: boolean, stopReason: string | null, ms: number }>,
 *   stop: (reason: string) => void }}
 */
export function runStep(command, { cwd, stream, timeoutMs, env = process.env }) {
  const started = performance.now();
  const chunks = [];
  let timedOut = false;
  let stopReason = null;
  const child = spawn(command[0], command.slice(1), {
    cwd,
    env,
    stdio: stream ? ['inherit', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
    // Own process group, so a hung or stopped step goes together with the servers and browsers it started.
    detached: true,
  });
  if (!stream) {
    // One buffer for both streams, in arrival order: an error stays next to the line that led to it.
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
  }
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
  const timer = setTimeout(() => {
    timedOut = true;
    stop(`exceeded ${Math.round(timeoutMs / 1000)} s`);
  }, timeoutMs);

  const done = new Promise((resolve) => {
    let settled = false;
    const finish = (code, extra = '') => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const output = Buffer.concat(chunks).toString('utf8') + extra;
      resolve({ code, output, timedOut, stopReason, ms: performance.now() - started });
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
