#!/usr/bin/env node
// The committed API reports of @pasture/ui (packages/ui/api/<entry>.api.md) against the ones the last build wrote
// (packages/ui/.tmp/types/api, by packages/ui/scripts/types.mjs). `--update` copies the build's over the committed
// ones (`npm run api:update` builds first); without it, any difference fails with the entries that changed.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'packages/ui/.tmp/types/api');
const committed = path.join(root, 'packages/ui/api');
const update = process.argv.includes('--update');

if (!existsSync(built)) {
  process.stderr.write('No API reports from a build: run `npm run build:ui` first.\n');
  process.exit(1);
}
const reports = (folder) =>
  existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.api.md')) : [];
const fresh = reports(built);

if (update) {
  rmSync(committed, { recursive: true, force: true });
  mkdirSync(committed, { recursive: true });
  for (const name of fresh) copyFileSync(path.join(built, name), path.join(committed, name));
  process.stdout.write(`packages/ui/api: ${fresh.length} API reports written.\n`);
  process.exit(0);
}

const problems = [];
for (const name of fresh) {
  const file = path.join(committed, name);
  if (!existsSync(file)) problems.push(`${name}: new entry, no committed report`);
  else if (readFileSync(file, 'utf8') !== readFileSync(path.join(built, name), 'utf8')) {
    problems.push(`${name}: the public API changed`);
  }
}
for (const name of reports(committed)) {
  if (!fresh.includes(name)) problems.push(`${name}: no such entry any more`);
}
if (problems.length) {
  process.stderr.write(
    `The public API of @pasture/ui differs from its committed reports:\n  ${problems.join('\n  ')}\n` +
      'If the change is meant, run `npm run api:update`, review `git diff packages/ui/api` and commit it with the ' +
      'change (packages/ui/README.md, "Versioning", says which changes need a major version).\n',
  );
  process.exit(1);
}
process.stdout.write(`API reports: ${fresh.length} entries match packages/ui/api.\n`);
