import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SCENE_RENDERS, type SceneRender } from '../../scripts/imagery/scene-renders.ts';

// The photograph-like pictures rendered with POV-Ray (decision 0069): committed as rendered, at
// the size every configuration announces, described as they look, and each bottle labelled as
// the product and vintage it illustrates.
const configs = join(import.meta.dirname, '../../site-configs');
const scenes = join(import.meta.dirname, '../../scripts/imagery/scenes');

interface Shown { file: string; src: string; alt?: { fr?: string; en?: string }; width?: number; height?: number }

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'media' || name === 'fonts' ? [] : jsonFiles(path);
    return name.endsWith('.json') ? [path] : [];
  });
}

/** Every picture a site's configuration shows: image objects ({src, alt, width, height}) and bare paths. */
function shownPictures(site: string): Shown[] {
  const out: Shown[] = [];
  const walk = (node: unknown, file: string) => {
    if (typeof node === 'string' && node.startsWith('/media/')) out.push({ file, src: node });
    if (Array.isArray(node)) return node.forEach((item) => walk(item, file));
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (typeof record.src === 'string' && record.src.startsWith('/media/')) {
      out.push({ file, src: record.src, alt: record.alt as Shown['alt'], width: record.width as number, height: record.height as number });
      for (const [key, value] of Object.entries(record)) if (key !== 'src') walk(value, file);
      return;
    }
    Object.values(record).forEach((value) => walk(value, file));
  };
  const root = join(configs, site);
  for (const file of jsonFiles(root)) walk(JSON.parse(readFileSync(file, 'utf8')), relative(root, file));
  return out;
}

const mediaPath = (render: SceneRender) => join(configs, render.site, 'media', render.out);

describe('pictures rendered from the POV-Ray scenes', () => {
  it('are committed as JPEGs of their own size, light enough for the image CDN to start from', async () => {
    expect(SCENE_RENDERS.length).toBeGreaterThan(20);
    for (const render of SCENE_RENDERS) {
      expect(existsSync(join(scenes, render.scene)), render.scene).toBe(true);
      const file = mediaPath(render);
      expect(existsSync(file), `${render.out}: run npm run imagery:render -- ${render.out}`).toBe(true);
      const meta = await sharp(file).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }, render.out).toEqual({ format: 'jpeg', width: render.width, height: render.height });
      // At most 0.25 bytes a pixel (a 1600 × 1000 hero under 400 KB): the pictures phones get are the CDN’s resized AVIF/WebP.
      expect(statSync(file).size, render.out).toBeLessThan(render.width * render.height * 0.25);
    }
  });

  it('are shown with their size and an alt text that says what they show, in French and English', () => {
    for (const site of ['domaine', 'autocars'] as const) {
      const renders = new Map(SCENE_RENDERS.filter((r) => r.site === site).map((r) => [`/media/${r.out}`, r]));
      const shown = shownPictures(site).filter((picture) => renders.has(picture.src));
      expect(shown.length, site).toBeGreaterThan(site === 'domaine' ? 30 : 8);
      for (const picture of shown) {
        const render = renders.get(picture.src)!;
        if (picture.width === undefined) continue; // a bare path (the company picture parameter)
        expect({ width: picture.width, height: picture.height, alt: picture.alt }, `${picture.file}: ${picture.src}`)
          .toEqual({ width: render.width, height: render.height, alt: render.alt });
      }
      // A picture the renders replaced is not shown any more under its old drawn name.
      const drawnTwins = new Set([...renders.keys()].map((src) => src.replace(/\.jpg$/, '.svg')));
      expect(shownPictures(site).filter((picture) => drawnTwins.has(picture.src)).map((p) => `${p.file}: ${p.src}`)).toEqual([]);
    }
  });

  it('show each wine as a bottle labelled with its own cuvée and the vintage of the declination shown', () => {
    const catalogue = JSON.parse(readFileSync(join(configs, 'domaine/catalogue/products.json'), 'utf8')) as {
      products: { type: string; name: { fr: string }; image: { src: string }; declinations: { year: number | null; image?: { src: string } }[] }[];
    };
    const bottles = new Map(SCENE_RENDERS.filter((r) => r.scene === 'packshot.pov').map((r) => [`/media/${r.out}`, r]));
    const wines = catalogue.products.filter((product) => product.type === 'WINE');
    expect(wines.length).toBe(7);
    expect(new Set(wines.map((wine) => wine.image.src)).size).toBe(wines.length);
    for (const wine of wines) {
      const bottle = bottles.get(wine.image.src);
      expect(bottle, `${wine.name.fr}: ${wine.image.src}`).toBeDefined();
      const [label] = bottle!.labels!;
      expect(wine.name.fr).toContain(label!.cuvee.name.join(' '));
      const years = wine.declinations.map((d) => d.year).filter((year): year is number => year !== null).map(String);
      if (years.length > 0) expect(years).toContain(label!.vintage);
      else expect(label!.vintage).toBe('BRUT');
      for (const declination of wine.declinations) {
        if (declination.year === null || !declination.image) continue;
        const own = bottles.get(declination.image.src);
        expect(own?.labels?.[0], `${wine.name.fr} ${declination.year}: ${declination.image.src}`).toEqual({ cuvee: label!.cuvee, vintage: String(declination.year) });
      }
    }
  });
});
