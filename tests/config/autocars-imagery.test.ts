import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { scenes } from '../../scripts/imagery/autocars/scenes.ts';
import { SCENE_RENDERS } from '../../scripts/imagery/scene-renders.ts';

// The coach company's pictures (issue 14 §6): drawn by scripts/imagery/autocars (the vehicles
// rendered with POV-Ray, decision 0069: tests/config/rendered-pictures.test.ts), each
// cropped for its frame (the size given in the config is the picture's own ratio, so nothing
// shifts or is letterboxed), described in both languages, and never repeated where a visitor
// would notice: no picture is the hero of two pages, no page shows one picture twice.
const site = fileURLToPath(new URL('../../site-configs/autocars/', import.meta.url));

interface PictureUse {
  file: string;
  block: string;
  src: string;
  alt: unknown;
  width: number;
  height: number;
}

function picturesIn(node: unknown, file: string, block: string, out: PictureUse[]): void {
  if (Array.isArray(node)) {
    for (const child of node) picturesIn(child, file, block, out);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  const type = typeof record.type === 'string' && 'props' in record ? record.type : block;
  if (typeof record.src === 'string' && record.src.startsWith('/media/') && !record.src.startsWith('/media/logos/')) {
    out.push({ file, block: type, src: record.src, alt: record.alt, width: Number(record.width), height: Number(record.height) });
  }
  for (const value of Object.values(record)) picturesIn(value, file, type, out);
}

const componentFiles = readdirSync(join(site, 'components')).filter((name) => name.endsWith('.json'));
const uses: PictureUse[] = [];
for (const name of componentFiles) {
  const doc = JSON.parse(readFileSync(join(site, 'components', name), 'utf8')) as { config: { layout: unknown } };
  picturesIn(doc.config.layout, `components/${name}`, 'layout', uses);
}
const elements = JSON.parse(readFileSync(join(site, 'elements.json'), 'utf8')) as unknown;
picturesIn(elements, 'elements.json', 'element', uses);
/** Rendered pictures (path under media → width / height). */
const renders = new Map(SCENE_RENDERS.filter((render) => render.site === 'autocars').map((render) => [render.out, render.width / render.height]));
const scenePictures = uses.filter((use) => `${use.src.slice('/media/'.length)}` in scenes || renders.has(use.src.slice('/media/'.length)));

function viewBoxRatio(svg: string): number {
  const match = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  if (!match) throw new Error('no viewBox');
  return Number(match[1]) / Number(match[2]);
}

describe('autocars imagery', () => {
  it('draws or renders every scene picture the configs show', () => {
    expect(scenePictures.length).toBeGreaterThan(60);
    const drawn = new Set([...Object.keys(scenes), ...renders.keys()].map((file) => `/media/${file}`));
    const shown = new Set(uses.filter((use) => !use.src.startsWith('/media/elements/')).map((use) => use.src));
    expect([...shown].filter((src) => !drawn.has(src))).toEqual([]);
    expect([...drawn].filter((src) => !shown.has(src))).toEqual([]);
  });

  it('gives each picture its own ratio, so the frame neither shifts nor letterboxes it', () => {
    const wrong = uses
      .filter((use) => {
        const path = join(site, 'media', use.src.slice('/media/'.length));
        if (!existsSync(path)) return true;
        const ratio = renders.get(use.src.slice('/media/'.length)) ?? viewBoxRatio(readFileSync(path, 'utf8'));
        return Math.abs(use.width / use.height - ratio) > 0.01;
      })
      .map((use) => `${use.file}: ${use.src} ${use.width}×${use.height}`);
    expect(wrong).toEqual([]);
  });

  it('describes each picture in French and in English', () => {
    const missing = uses
      .filter((use) => {
        const alt = use.alt as { fr?: string; en?: string } | undefined;
        return !alt?.fr || !alt.en || alt.fr === alt.en || alt.fr.length < 20 || alt.en.length < 20;
      })
      .map((use) => `${use.file}: ${use.src}`);
    expect(missing).toEqual([]);
  });

  it('never makes one picture the hero of two pages', () => {
    const heroes = new Map<string, string[]>();
    for (const use of uses.filter((u) => u.block === 'hero')) heroes.set(use.src, [...(heroes.get(use.src) ?? []), use.file]);
    expect([...heroes].filter(([, files]) => files.length > 1)).toEqual([]);
  });

  it('never shows one picture twice on a page', () => {
    const repeated: string[] = [];
    for (const name of componentFiles) {
      const srcs = uses.filter((use) => use.file === `components/${name}`).map((use) => use.src);
      for (const src of new Set(srcs)) if (srcs.filter((s) => s === src).length > 1) repeated.push(`${name}: ${src}`);
    }
    expect(repeated).toEqual([]);
  });

  it('keeps the committed pictures identical to what media-src draws, and small', () => {
    const stale: string[] = [];
    const heavy: string[] = [];
    for (const [file, draw] of Object.entries(scenes)) {
      const svg = draw();
      if (readFileSync(join(site, 'media', file), 'utf8') !== svg) stale.push(file);
      if (gzipSync(svg).length > 14_000) heavy.push(file);
    }
    // stale: run `npx tsx scripts/imagery/autocars/build.ts` and commit the pictures
    expect(stale).toEqual([]);
    expect(heavy).toEqual([]);
  });
});
