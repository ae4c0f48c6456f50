import { gzipSync } from 'node:zlib';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CUVEES } from '../../scripts/imagery/domaine/cuvees.ts';
import { domainePictures } from '../../scripts/imagery/domaine/domaine-pictures.ts';

// The wine estate's pictures (issue 14 §6): drawn by scripts/imagery/domaine, each framed for the
// size its configuration announces, no page hero repeated, each bottle labelled as its product.
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

  // A raster picture (scripts/imagery/domaine/build-domaine-photographs.ts) is its drawing, rendered.
  const drawn = (src: string) => src.replace(/\.(?:png|jpe?g)$/, '.svg');

  it('label each bottle with its own cuvée and a vintage on sale', () => {
    const catalogue = JSON.parse(readFileSync(join(site, 'catalogue/products.json'), 'utf8')) as {
      products: { type: string; name: { fr: string }; image: { src: string }; declinations: { id: number; year: number | null; image?: { src: string } }[] }[];
    };
    const wines = catalogue.products.filter((product) => product.type === 'WINE');
    expect(new Set(wines.map((wine) => wine.image.src)).size).toBe(wines.length);
    for (const wine of wines) {
      const cuvee = CUVEES.find((c) => drawn(wine.image.src) === `/media/wines/${c.slug}.svg`);
      expect(cuvee, wine.name.fr).toBeDefined();
      expect(wine.name.fr).toContain(cuvee!.name.join(' '));
      const label = readFileSync(join(site, drawn(wine.image.src)), 'utf8');
      for (const line of cuvee!.name) expect(label).toContain(`>${line}</text>`);
      const years = wine.declinations.map((d) => d.year).filter((year): year is number => year !== null);
      if (years.length > 0) expect(years.map(String)).toContain(cuvee!.vintage);
      else expect(cuvee!.vintage).toBe('BRUT');
      expect(label).toContain(`>${cuvee!.vintage}</text>`);
      // A declination of another vintage shows a bottle of its own year, never the label of another.
      for (const declination of wine.declinations) {
        if (declination.year === null || String(declination.year) === cuvee!.vintage) continue;
        expect(drawn(declination.image?.src ?? ''), `${wine.name.fr} ${declination.year}`).toBe(`/media/wines/${cuvee!.slug}-${declination.year}.svg`);
        expect(readFileSync(join(site, drawn(declination.image!.src)), 'utf8')).toContain(`>${declination.year}</text>`);
      }
    }
  });

  it('raster pictures announce their own pixel size, so the image CDN offers the right widths', async () => {
    const rasters = pictureRefs().filter((ref) => /\.(?:png|jpe?g)$/.test(ref.src));
    expect(rasters.length).toBeGreaterThan(4);
    for (const ref of rasters) {
      const { width, height } = await sharp(join(site, ref.src)).metadata();
      expect({ width: ref.width, height: ref.height }, `${ref.file}: ${ref.src}`).toEqual({ width, height });
      expect(existsSync(join(site, drawn(ref.src))), `${ref.src} is drawn by the generator`).toBe(true);
    }
  });
});
