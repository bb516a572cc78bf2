#!/usr/bin/env node
// `npm start`: the console in demo mode (Vite dev server, `vite --mode demo`: MSW answers every call with the
// demo data), and its URL once it answers.
import { spawn } from 'node:child_process';
import waitOn from 'wait-on';
import { root } from './lib/serve.mjs';

// Fixed in packages/console/vite.config.ts (server.port, strictPort).
const url = process.env.PASTURE_DEV_URL ?? 'http://localhost:5173/';

const child = spawn('npm', ['run', 'dev', '-w', '@pasture/console'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
});
const stop = (signal) => child.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

try {
  await waitOn({ resources: [url.replace(/^http/, 'http-get')], timeout: 60_000, interval: 250 });
  console.log(`\n  Pasture Console (demo mode) is running: ${url}\n  Stop it with Ctrl+C.\n`);
} catch {
  console.error(`\nThe dev server did not answer at ${url} within 60 s; see the output above.`);
}
