/**
 * The estate's raster pictures (issue 26 §7): what an owner's camera would give, so the image CDN's
 * raster path runs in the demo. `npx tsx scripts/imagery/domaine/build-domaine-photographs.ts`
 * renders some of the drawn pictures at a camera's size with sharp and writes them beside them:
 * the home hero as a 4000 px JPEG, the Muscadet Schistes bottles as PNG packshots (transparent),
 * two cases as JPEG on white. Decision 0039.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const media = join(import.meta.dirname, '../../../site-configs/domaine/media');

/** Drawn picture → its raster sibling, width in pixels, and how it is encoded. */
export const DOMAINE_PHOTOGRAPHS = [
  { from: 'heroes/vineyard-golden-hour.svg', to: 'heroes/vineyard-golden-hour.jpg', width: 4000, format: 'jpeg' },
  { from: 'wines/muscadet-schistes.svg', to: 'wines/muscadet-schistes.png', width: 600, format: 'png' },
  { from: 'wines/muscadet-schistes-2021.svg', to: 'wines/muscadet-schistes-2021.png', width: 600, format: 'png' },
  { from: 'wines/muscadet-schistes-2022.svg', to: 'wines/muscadet-schistes-2022.png', width: 600, format: 'png' },
  { from: 'wines/muscadet-schistes-2023.svg', to: 'wines/muscadet-schistes-2023.png', width: 600, format: 'png' },
  { from: 'shop/wooden-case.svg', to: 'shop/wooden-case.jpg', width: 2400, format: 'jpeg' },
  { from: 'shop/box-discovery.svg', to: 'shop/box-discovery.jpg', width: 2400, format: 'jpeg' },
] as const;

for (const photo of DOMAINE_PHOTOGRAPHS) {
  const svg = readFileSync(join(media, photo.from));
  const drawnWidth = Number(/<svg\b[^>]*\bwidth="(\d+)"/.exec(svg.toString('utf8').slice(0, 600))?.[1]);
  const image = sharp(svg, { density: (72 * photo.width) / drawnWidth }).resize({ width: photo.width });
  const encoded = photo.format === 'jpeg'
    ? image.flatten({ background: '#ffffff' }).jpeg({ quality: 84, mozjpeg: true })
    : image.png({ compressionLevel: 9, palette: false });
  const info = await encoded.toFile(join(media, photo.to));
  console.log(`${photo.to.padEnd(36)} ${info.width}×${info.height} ${(info.size / 1024).toFixed(0)} KB`);
}
