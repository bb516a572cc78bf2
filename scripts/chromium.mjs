// Finds a Chromium for every browser test: CHROMIUM_PATH, else the one @sparticuz/chromium ships inside its npm
// tarball (so `npm ci` alone brings a pinned browser), else Debian's. No tool here ever downloads a browser.
import { existsSync } from 'node:fs';

/** Flags for headless Chromium as root on a machine with a closed network (see TOOLCHAIN.md). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--font-render-hinting=none',
];

const debianPaths = [
  '/usr/lib/chromium/chromium',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
];

let cached;

export async function findChromium() {
  if (cached) return cached;
  const override = process.env.CHROMIUM_PATH;
  if (override) {
    if (!existsSync(override))
      throw new Error(`CHROMIUM_PATH points at ${override}, which does not exist.`);
    return (cached = override);
  }
  try {
    const { default: chromium } = await import('@sparticuz/chromium');
    const path = await chromium.executablePath();
    if (path && existsSync(path)) return (cached = path);
  } catch (error) {
    process.stderr.write(
      `@sparticuz/chromium could not provide a browser: ${error?.message ?? error}\n`,
    );
  }
  const debian = debianPaths.find((path) => existsSync(path));
  if (debian) return (cached = debian);
  throw new Error(
    'No Chromium found for the browser tests. Run `npm ci` (it installs @sparticuz/chromium), ' +
      "or install Debian's chromium (`apt-get install -y chromium`), or set CHROMIUM_PATH.",
  );
}
