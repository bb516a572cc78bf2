#!/usr/bin/env node
// Builds the Arco Design Pro React anchor of `npm run bench -- --compare scripts/bench-anchors/arco-pro-react.mjs`
// from the `arco-design-pro` package on npm (the template generator Arco's CLI uses; its Vite flavour), outside
// the repository: $PASTURE_ANCHORS (default ~/.cache/pasture-anchors)/arco-pro-react. Needs the npm registry and
// about two minutes; the suite never runs it. Two edits, both for a like-for-like run: the mocks answer in the
// production build (as on Arco's demo site) and with 1 ms latency instead of 500–1500 ms.
//
// Usage: node scripts/bench-anchors/build-arco.mjs [--force]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const VERSION = '2.8.1';

/** Where the anchor is built; its `dist/` is what the profile serves. */
export function anchorDir() {
  return path.join(
    process.env.PASTURE_ANCHORS ?? path.join(os.homedir(), '.cache/pasture-anchors'),
    'arco-pro-react',
  );
}

function edit(file, from, to) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer contains ${JSON.stringify(from)}`);
  writeFileSync(file, text.replace(from, to));
}

function build({ force }) {
  const dir = anchorDir();
  if (existsSync(path.join(dir, 'dist/index.html')) && !force) {
    console.log(`Arco Pro React anchor already built: ${dir}/dist (--force rebuilds it)`);
    return;
  }
  rmSync(dir, { recursive: true, force: true });
  const work = path.join(dir, '..', 'arco-design-pro-package');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const run = (command, args, cwd) => execFileSync(command, args, { cwd, stdio: 'inherit' });
  run('npm', ['pack', `arco-design-pro@${VERSION}`, '--silent'], work);
  run('tar', ['xzf', `arco-design-pro-${VERSION}.tgz`], work);
  const generator = path.join(work, 'package');
  run(
    'npm',
    [
      'install',
      '--no-save',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      'fs-extra@10',
      'minimist@1',
    ],
    generator,
  );
  // The generator copies the Vite template and the pages it shares with the Next.js one.
  run('node', ['scripts/vite.js', '--projectPath', dir], generator);
  edit(
    path.join(dir, 'src/utils/setupMock.ts'),
    "mock = process.env.NODE_ENV === 'development'",
    'mock = true',
  );
  edit(path.join(dir, 'src/mock/index.ts'), "timeout: '500-1500'", "timeout: '1'");
  // Only what `vite build` needs (the template's lint and hook tooling is not).
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const keep = new Set(['@arco-plugins/vite-plugin-svgr', '@vitejs/plugin-react', 'less', 'vite']);
  manifest.devDependencies = Object.fromEntries(
    Object.entries(manifest.devDependencies).filter(([name]) => keep.has(name)),
  );
  manifest.scripts = { build: 'vite build' };
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
  run('npm', ['install', '--ignore-scripts', '--legacy-peer-deps', '--no-audit', '--no-fund'], dir);
  run('npx', ['vite', 'build'], dir);
  rmSync(work, { recursive: true, force: true });
  console.log(`Arco Pro React anchor built: ${dir}/dist`);
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  build({ force: process.argv.includes('--force') });
