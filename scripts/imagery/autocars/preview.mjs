// Renders media SVGs to PNG with system Chromium for a look: node preview.mjs out.png file1.svg …
import { chromium } from 'playwright';
import { readFileSync } from 'node:fs';
const [out, ...files] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1200, height: 400 * Math.ceil(files.length / 2) } });
const html = `<body style="margin:0;display:grid;grid-template-columns:600px 600px;background:#888">${files
  .map((f) => `<img style="width:600px;height:400px" src="data:image/svg+xml;base64,${readFileSync(f).toString('base64')}">`)
  .join('')}</body>`;
await page.setContent(html);
await page.waitForTimeout(300);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
