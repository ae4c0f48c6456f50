// Paint time of each picture in Chromium with a 4x CPU slowdown, drawn at 780 × 520 (a 390 px
// phone at 2x): node scripts/imagery/autocars/paint-time.mjs — prints the slowest and the median.
import { chromium } from 'playwright';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../../../site-configs/autocars/media/', import.meta.url));
const files = ['heroes', 'fleet', 'trips', 'company'].flatMap((d) => readdirSync(dir + d).map((f) => `${d}/${f}`));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
const page = await browser.newPage();
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
const times = [];
for (const file of files) {
  const src = `data:image/svg+xml;base64,${readFileSync(dir + file).toString('base64')}`;
  const ms = await page.evaluate(async (s) => {
    const img = new Image();
    img.src = s;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 780;
    canvas.height = 520;
    const ctx = canvas.getContext('2d');
    const start = performance.now();
    for (let i = 0; i < 3; i++) {
      ctx.drawImage(img, 0, 0, 780, 520 + i * 0.001);
      ctx.getImageData(0, 0, 1, 1);
    }
    return (performance.now() - start) / 3;
  }, src);
  times.push([file, ms]);
}
times.sort((a, b) => b[1] - a[1]);
for (const [file, ms] of times.slice(0, 5)) console.log(`${ms.toFixed(1)} ms  ${file}`);
console.log(`median ${times[Math.floor(times.length / 2)][1].toFixed(1)} ms over ${times.length} pictures`);
await browser.close();
