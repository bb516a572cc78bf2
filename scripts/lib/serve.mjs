// Serves a built folder (static Storybook, the console's demo build) on a free loopback port with http-server and
// waits until it answers. Used by the story runner, the visual check and the benchmark.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import waitOn from 'wait-on';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A free TCP port on 127.0.0.1 (the OS picks it; the listener closes before we hand the port out). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * @param {string} dir folder to serve, relative to the repo root
 * @param {{ spa?: boolean, readyPath?: string, timeoutMs?: number }} [options] `spa` answers unknown paths with
 *   index.html (client-side routes such as /login); `readyPath` is fetched until it answers 200.
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function serveStatic(
  dir,
  { spa = false, cors = false, readyPath = '/', timeoutMs = 30_000 } = {},
) {
  const absolute = path.resolve(root, dir);
  if (!existsSync(absolute)) throw new Error(`${dir} does not exist: build it first.`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const args = [absolute, '-p', String(port), '-a', '127.0.0.1', '-s', '-c-1'];
  // http-server's documented SPA fallback: whatever it cannot find is proxied to the root, i.e. index.html.
  if (spa) args.push('-P', `${url}?`);
  // Access-Control-Allow-Origin: * — for files another origin's page loads in CORS mode (fonts).
  if (cors) args.push('--cors');
  const server = spawn(path.join(root, 'node_modules/.bin/http-server'), args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    // http-server 14 trips a Node deprecation warning on every start; it says nothing about our build.
    env: {
      ...process.env,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --no-deprecation`.trim(),
    },
  });
  let exited = false;
  server.on('exit', () => {
    exited = true;
  });
  const close = () =>
    new Promise((resolve) => {
      if (exited) return resolve();
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
  try {
    await waitOn({
      resources: [`${url}${readyPath}`],
      timeout: timeoutMs,
      interval: 100,
      validateStatus: (s) => s === 200,
    });
  } catch (error) {
    await close();
    throw new Error(
      `http-server did not answer ${url}${readyPath} within ${timeoutMs} ms: ${error.message}`,
      { cause: error },
    );
  }
  return { url, close };
}
