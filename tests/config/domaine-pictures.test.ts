import { gzipSync } from 'node:zlib';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { domainePictures } from '../../scripts/imagery/domaine/domaine-pictures.ts';
import { SCENE_RENDERS } from '../../scripts/imagery/scene-renders.ts';

// The wine estate's pictures (issue 14 §6): drawn by scripts/imagery/domaine or rendered by
// scripts/imagery/render-scenes.ts, each framed for the size its configuration announces, no page
// hero repeated.
const site = join(import.meta.dirname, '../../site-configs/domaine');

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'media' || name === 'fonts' ? [] : jsonFiles(path);
    return name.endsWith('.json') ? [path] : [];
  });
}

interface PictureRef {
  file: string;
  block: string | null;
  src: string;
  width?: number;
  height?: number;
}

function pictureRefs(): PictureRef[] {
  const refs: PictureRef[] = [];
  const walk = (node: unknown, file: string, block: string | null) => {
    if (Array.isArray(node)) return node.forEach((item) => walk(item, file, block));
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    const type = typeof record.type === 'string' ? record.type : block;
    if (typeof record.src === 'string' && record.src.startsWith('/media/')) {
      refs.push({ file, block: type, src: record.src, ...(typeof record.width === 'number' ? { width: record.width } : {}), ...(typeof record.height === 'number' ? { height: record.height } : {}) });
    }
    Object.values(record).forEach((value) => walk(value, file, type));
  };
  for (const file of jsonFiles(site)) walk(JSON.parse(readFileSync(file, 'utf8')), relative(site, file), null);
  return refs;
}

function svgSize(src: string): { width: number; height: number } {
  const head = readFileSync(join(site, src), 'utf8').slice(0, 600);
  const match = /<svg\b[^>]*\bwidth="(\d+)" height="(\d+)"/.exec(head);
  if (!match) throw new Error(`${src} has no width/height`);
  return { width: Number(match[1]), height: Number(match[2]) };
}

describe('the wine estate pictures', () => {
  const pictures = domainePictures();

  it('are the ones the generator draws (rerun scripts/imagery/domaine/build-domaine-pictures.ts after a change)', () => {
    for (const [path, svg] of pictures) expect(readFileSync(join(site, 'media', path), 'utf8'), path).toBe(svg);
  });

  // What a phone downloads is the compressed file (pictures are sent with gzip or brotli); the
  // same budget as the coach company's pictures (tests/config/autocars-imagery.test.ts).
  it('stay light enough for a phone: every drawn picture under 14 KB gzip', () => {
    const heavy = pictures.filter(([, svg]) => gzipSync(svg).length > 14_000).map(([path]) => path);
    expect(heavy).toEqual([]);
  });

  it('exist, and announce their own width and height, so each frame is cropped as drawn and nothing shifts', () => {
    const refs = pictureRefs();
    expect(refs.length).toBeGreaterThan(50);
    for (const ref of refs) {
      expect(existsSync(join(site, ref.src)), `${ref.file}: ${ref.src}`).toBe(true);
      if (ref.src.endsWith('.svg') && ref.width !== undefined) {
        expect({ width: ref.width, height: ref.height }, `${ref.file}: ${ref.src}`).toEqual(svgSize(ref.src));
      }
    }
  });

  it('give every page its own hero, not repeated lower on the same page', () => {
    const refs = pictureRefs().filter((ref) => ref.file.startsWith('components/'));
    const heroes = refs.filter((ref) => ref.block === 'hero');
    expect(heroes.length).toBeGreaterThan(8);
    const pagesBySrc = new Map<string, string[]>();
    for (const hero of heroes) pagesBySrc.set(hero.src, [...(pagesBySrc.get(hero.src) ?? []), hero.file]);
    expect([...pagesBySrc].filter(([, pages]) => pages.length > 1)).toEqual([]);
    for (const hero of heroes) {
      const again = refs.filter((ref) => ref.file === hero.file && ref.block !== 'hero' && ref.src === hero.src);
      expect(again, `${hero.file} shows its hero ${hero.src} again`).toEqual([]);
    }
  });

  // A raster picture is rendered from a POV-Ray scene (scripts/imagery/scene-renders.ts, decision 0069).
  const rendered = new Set(SCENE_RENDERS.filter((render) => render.site === 'domaine').map((render) => `/media/${render.out}`));

  // Each bottle's label is checked where the bottles are rendered (tests/config/rendered-pictures.test.ts).

  it('raster pictures announce their own pixel size, so the image CDN offers the right widths', async () => {
    const rasters = pictureRefs().filter((ref) => /\.(?:png|jpe?g)$/.test(ref.src));
    expect(rasters.length).toBeGreaterThan(4);
    for (const ref of rasters) {
      const { width, height } = await sharp(join(site, ref.src)).metadata();
      expect({ width: ref.width, height: ref.height }, `${ref.file}: ${ref.src}`).toEqual({ width, height });
      expect(rendered.has(ref.src), `${ref.src} is rendered by scripts/imagery/render-scenes.ts`).toBe(true);
    }
  });
});
