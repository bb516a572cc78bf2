import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';
const [,, out, w = '440', h = '220', ...ids] = process.argv;
const browser = await chromium.launch({ executablePath: await findChromium(), args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: Number(w) * 2 + 30, height: 400 } });
const cells = ids.flatMap((id) => ['light', 'dark'].map((theme) => {
  const [sid, locale = 'zh-CN'] = id.split(',');
  return `<div><div style="font:11px monospace">${sid} ${theme}</div><iframe src="http://127.0.0.1:6123/iframe.html?id=${sid}&viewMode=story&globals=theme:${theme};locale:${locale}" style="width:${w}px;height:${h}px;border:1px solid #999"></iframe></div>`;
})).join('');
await page.goto('http://127.0.0.1:6123/index.json');
await page.setContent(`<body style="margin:4px;display:grid;grid-template-columns:repeat(2,${w}px);gap:6px">${cells}</body>`);
await page.waitForTimeout(15000);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
console.log('ok', out);
