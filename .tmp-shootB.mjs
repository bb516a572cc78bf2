import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from '/work/main/scripts/chromium.mjs';
const [,, ...specs] = process.argv;
const browser = await chromium.launch({ executablePath: await findChromium(), args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 900, height: 600 } });
for (const spec of specs) {
  const [id, theme = 'light', locale = 'zh-CN', action = ''] = spec.split(',');
  await page.goto(`http://127.0.0.1:6123/iframe.html?id=${id}&viewMode=story&globals=theme:${theme};locale:${locale}`);
  await page.waitForTimeout(2500);
  if (action === 'hover') { const b = page.locator('button').first(); await b.hover(); await page.waitForTimeout(300); }
  if (action === 'tab') { await page.keyboard.press('Tab'); await page.waitForTimeout(200); }
  await page.screenshot({ path: `/tmp/shotsB/${id}-${theme}${action ? '-' + action : ''}.png` });
  console.log('shot', id, theme);
}
await browser.close();
