// `npm run test:e2e`: the console end-to-end suite in headless Chromium against the BUILT console, demo and
// production. Builds a missing or stale bundle first (`--build` forces it), finds a browser (CHROMIUM_PATH, the
// one @sparticuz/chromium ships, or Debian's) and hands every other argument to `playwright test`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from '../../scripts/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const consoleDir = path.join(root, 'packages/console');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

const args = process.argv.slice(2);
const forceBuild = args.includes('--build');
const playwrightArgs = args.filter((arg) => arg !== '--build');

/** Newest modification time under the given files/folders (what a bundle is built from). */
function newestMtime(entries) {
  let newest = 0;
  const visit = (entry) => {
    if (!existsSync(entry)) return;
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      for (const child of readdirSync(entry))
        if (child !== 'node_modules') visit(path.join(entry, child));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  entries.forEach(visit);
  return newest;
}

const sources = [
  path.join(consoleDir, 'src'),
  path.join(consoleDir, 'public'),
  path.join(consoleDir, 'scripts'),
  path.join(consoleDir, 'index.html'),
  path.join(consoleDir, 'vite.config.ts'),
  ...['.env', '.env.demo', '.env.production'].map((file) => path.join(consoleDir, file)),
  path.join(root, 'packages/ui/src'),
];
const sourceTime = newestMtime(sources);

for (const { mode, outDir } of [
  { mode: 'demo', outDir: 'dist-demo' },
  { mode: 'production', outDir: 'dist' },
]) {
  const index = path.join(consoleDir, outDir, 'index.html');
  const stale = !existsSync(index) || statSync(index).mtimeMs < sourceTime;
  if (!forceBuild && !stale) continue;
  console.log(`e2e: building the console (${mode}) into packages/console/${outDir}`);
  const build = spawnSync(
    bin('vite'),
    ['build', '--mode', mode, '--outDir', outDir, '--logLevel', 'warn'],
    {
      cwd: consoleDir,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const env = { ...process.env, CHROMIUM_PATH: await findChromium() };
const result = spawnSync(
  bin('playwright'),
  ['test', '--config', path.join(root, 'tests/e2e/playwright.config.ts'), ...playwrightArgs],
  { cwd: root, stdio: 'inherit', env },
);
process.exit(result.status ?? 1);
