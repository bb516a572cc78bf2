// The console's one inline script (packages/console/src/boot/entryRedirect.js, ADR 023): the text index.html carries
// and the CSP hash that allows it, computed from the same file for the build (packages/console/vite.config.ts), the
// recommended headers (security-headers.mjs) and the test that holds docs/deploying.md to them.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const entryRedirectSource = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../packages/console/src/boot/entryRedirect.js',
);

/** The script as inlined: without its comment lines and indentation. */
export function entryRedirectScript() {
  return readFileSync(entryRedirectSource, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//'))
    .join('\n');
}

/** The CSP source that allows exactly that script: `'sha256-<base64>'`. */
export function entryRedirectHash() {
  const digest = createHash('sha256').update(entryRedirectScript(), 'utf8').digest('base64');
  return `'sha256-${digest}'`;
}
