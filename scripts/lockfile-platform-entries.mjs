#!/usr/bin/env node
// Adds the lockfile entries npm leaves out for other platforms' native builds (npm/cli#4828: a lockfile written
// while node_modules exists records only this machine's `@rollup/rollup-linux-x64-gnu`, not the other
// `optionalDependencies` of rollup, @swc/core, @unrs/resolver …). npm 11's `npm ci` then refuses the lockfile on a
// fresh clone ("Missing: @rollup/rollup-darwin-arm64@ from lock file"), and the registry mirror here cannot fill
// them in (it only serves this platform's builds). Each added entry carries version, os, cpu (and libc), exactly
// what `npm ci` needs to skip it on other platforms; elsewhere npm fetches it by name@version.
// See docs/decisions/009-lockfile-platform-entries.md.
// Usage: node scripts/lockfile-platform-entries.mjs [--check]   (--check: exit 1 if entries are missing)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = path.join(root, 'package-lock.json');
const check = process.argv.includes('--check');
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

const platform =
  /-(android|darwin|freebsd|linux|openbsd|openharmony|sunos|win32|netbsd|aix)-(arm64|x64|arm|ia32|ppc64|s390x|riscv64|loong64|mips64el)\b/;

/** Where npm would look for `dep` required from the package at `key` (its own node_modules, then upwards). */
function resolvedKey(key, dep) {
  let base = key;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${dep}`;
    if (packages[candidate]) return candidate;
    if (!base) return null;
    const index = base.lastIndexOf('node_modules/');
    base = index <= 0 ? '' : base.slice(0, index - 1);
  }
}

const added = [];
const unknown = [];
for (const [key, entry] of Object.entries(packages)) {
  for (const [dep, range] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolvedKey(key, dep)) continue;
    const match = dep.match(platform);
    if (!match) {
      unknown.push(`${dep} (optional dependency of ${key || 'the root'})`);
      continue;
    }
    const version = range.replace(/^[~^=]/, '');
    if (!/^\d+\.\d+\.\d+(?:[-+][\w.-]+)?$/.test(version)) {
      unknown.push(`${dep}@${range} (not an exact version)`);
      continue;
    }
    const target = `node_modules/${dep}`;
    const added_entry = { version, cpu: [match[2]] };
    if (entry.dev) added_entry.dev = true;
    if (match[1] === 'linux') added_entry.libc = [/musl/.test(dep) ? 'musl' : 'glibc'];
    added_entry.optional = true;
    added_entry.os = [match[1]];
    if (!packages[target]) {
      packages[target] = added_entry;
      added.push(`${dep}@${version}`);
    }
  }
}

if (unknown.length) {
  console.error(
    `Optional dependencies missing from the lockfile that this script cannot describe:\n  ${unknown.join('\n  ')}`,
  );
}
if (check) {
  if (added.length) {
    console.error(
      `package-lock.json lacks ${added.length} platform entries (npm ci will refuse it):\n  ${added.join('\n  ')}`,
    );
    console.error('Run `node scripts/lockfile-platform-entries.mjs` and commit package-lock.json.');
    process.exit(1);
  }
  console.log('package-lock.json lists every platform build its optional dependencies name.');
  process.exit(unknown.length ? 1 : 0);
}

// npm keeps `packages` sorted by path (the root "" first); keep it so a later `npm install` leaves no diff.
const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'),
  ),
);
lock.packages = sorted;
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length ? `Added ${added.length} entries:\n  ${added.join('\n  ')}` : 'Nothing to add.',
);
