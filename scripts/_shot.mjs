import { chromium } from 'playwright-core';
import { findChromium, chromiumArgs } from '/work/main/scripts/chromium.mjs';
const [url, out, w='1440', h='900'] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: await findChromium(), args: chromiumArgs });
const p = await b.newPage({ viewport: { width: +w, height: +h } });
await p.goto(url, { waitUntil: 'networkidle' });
await p.waitForTimeout(1500);
await p.screenshot({ path: out });
await b.close();
