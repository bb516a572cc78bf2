/**
 * True in a development build. Bundlers replace `process.env.NODE_ENV` (Vite, webpack, esbuild, Rollup with the
 * usual replace plugin), so a production build drops the warnings; where nothing replaces it and there is no
 * `process` (plain ESM in a browser), there are no warnings either.
 */
export function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return false;
  }
}

const warned = new Set<string>();

/** `console.warn` once per `id` and page, in development only, prefixed so a host can tell whose warning it is. */
export function warnOnce(id: string, message: string): void {
  if (!isDevelopment() || warned.has(id)) return;
  warned.add(id);
  // eslint-disable-next-line no-console -- the library's one channel to a host's developer
  console.warn(`[@pasture/ui] ${message}`);
}
