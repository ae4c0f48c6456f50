/**
 * Films the gallery's "sunrise over the vines" (site-configs/domaine/media/albums/vineyard-sunrise.mp4):
 * `npx tsx scripts/imagery/domaine/record-sunrise.ts`. The frames of sunrise-frames.ts are drawn
 * on a canvas in Chromium (the system browser, as the end-to-end tests use) with a slow push-in,
 * and recorded as H.264 MP4 by the browser's MediaRecorder: 6 s, 15 frames a second, 640 × 360.
 */
import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { browserPath, chromiumArgs } from '../../browser-path.ts';
import { sunriseFrame } from './sunrise-frames.ts';

const FPS = 15;
const SECONDS = 6;
const frames = Array.from({ length: FPS * SECONDS }, (_, i) => sunriseFrame(i / (FPS * SECONDS - 1)));
const browser = await chromium.launch({ executablePath: browserPath() ?? undefined, args: chromiumArgs });
try {
  const page = await browser.newPage();
  // plain JavaScript run in the page (kept as text so the TypeScript loader adds no helpers to it)
  const film = `async ({ svgs, fps }) => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 360;
    document.body.append(canvas);
    const context = canvas.getContext('2d');
    const bitmaps = [];
    for (const svg of svgs) {
      const image = new Image();
      image.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(svg);
      await image.decode();
      bitmaps.push(await createImageBitmap(image, { resizeWidth: 640, resizeHeight: 360 }));
    }
    const draw = (i) => {
      const scale = 1 + (0.05 * i) / bitmaps.length;
      context.setTransform(scale, 0, 0, scale, -(scale - 1) * 420, -(scale - 1) * 170);
      context.drawImage(bitmaps[i], 0, 0);
    };
    draw(0);
    const recorder = new MediaRecorder(canvas.captureStream(fps), { mimeType: 'video/mp4;codecs=avc1.42E01E', videoBitsPerSecond: 450000 });
    const chunks = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    for (let i = 0; i < bitmaps.length; i += 1) {
      draw(i);
      await new Promise((resolve) => setTimeout(resolve, 1000 / fps));
    }
    recorder.stop();
    await stopped;
    const blob = new Blob(chunks, { type: 'video/mp4' });
    return await new Promise((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result).split(',')[1] || '');
      reader.readAsDataURL(blob);
    });
  }`;
  const base64 = String(await page.evaluate(`(${film})(${JSON.stringify({ svgs: frames, fps: FPS })})`));
  const file = join(import.meta.dirname, '../../../site-configs/domaine/media/albums/vineyard-sunrise.mp4');
  writeFileSync(file, Buffer.from(base64, 'base64'));
  console.log(`vineyard-sunrise.mp4 ${(Buffer.from(base64, 'base64').length / 1024).toFixed(0)} KB`);
} finally {
  await browser.close();
}
