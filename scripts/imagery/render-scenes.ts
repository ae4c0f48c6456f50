/**
 * Renders the photograph-like pictures of both sites with POV-Ray (decision 0069):
 * `npm run imagery:render [-- out-or-scene …]` runs every render of scene-renders.ts (or those whose
 * output path or scene contains an argument), each to a PNG in a temporary folder, and writes it as
 * the JPEG original the image CDN resizes (site-configs/<site>/media/<out>). Needs `povray` (Debian's
 * povray 3.7); the outputs are committed, so nothing else needs it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { SCENE_RENDERS, type SceneRender } from './scene-renders.ts';
import { wineLabelSvg } from './wine-label-svg.ts';

const root = join(import.meta.dirname, '../..');
const scenes = join(import.meta.dirname, 'scenes');
/** Antialiasing threshold and JPEG settings: modest, the image CDN re-encodes every width anyway. */
const ANTIALIAS = '+A0.3';
const JPEG = { quality: 86, mozjpeg: true } as const;

async function render(job: SceneRender, work: string): Promise<void> {
  const declare = { ...job.declare };
  if (job.labels) {
    const files = await Promise.all(job.labels.map(async ({ cuvee, vintage }, index) => {
      const file = join(work, `label-${index}.png`);
      await sharp(Buffer.from(wineLabelSvg(cuvee, vintage))).png().toFile(file);
      return JSON.stringify(file);
    }));
    declare.Labels = `array[${files.length}] { ${files.join(', ')} }`;
  }
  const wrapper = join(work, 'scene.pov');
  writeFileSync(wrapper, Object.entries(declare).map(([name, value]) => `#declare ${name} = ${value};\n`).join('') + `#include "${job.scene}"\n`);
  const png = join(work, 'render.png');
  const started = Date.now();
  execFileSync('povray', [`+L${scenes}`, `+I${wrapper}`, `+O${png}`, `+W${job.width}`, `+H${job.height}`, ANTIALIAS, '+FN', '-D', '-V', '+WL0'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const out = join(root, 'site-configs', job.site, 'media', job.out);
  const info = await sharp(png).jpeg(JPEG).toFile(out);
  console.log(`${`${job.site}/${job.out}`.padEnd(44)} ${info.width}×${info.height} ${(info.size / 1024).toFixed(0).padStart(4)} KB ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

const wanted = process.argv.slice(2);
const jobs = SCENE_RENDERS.filter((job) => wanted.length === 0 || wanted.some((word) => job.out.includes(word) || job.scene.includes(word)));
const work = mkdtempSync(join(tmpdir(), 'vitrine-scenes-'));
try {
  for (const job of jobs) await render(job, work);
} finally {
  rmSync(work, { recursive: true, force: true });
}
