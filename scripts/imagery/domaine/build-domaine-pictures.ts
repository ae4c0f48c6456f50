/**
 * Draws the wine estate's pictures (issue 14 §6): `npx tsx scripts/imagery/domaine/build-domaine-pictures.ts`
 * writes every picture of domaine-pictures.ts below site-configs/domaine/media.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { domainePictures } from './domaine-pictures.ts';

const media = join(import.meta.dirname, '../../../site-configs/domaine/media');

for (const [path, svg] of domainePictures()) {
  const file = join(media, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
  console.log(`${path.padEnd(40)} ${(Buffer.byteLength(svg) / 1024).toFixed(1)} KB`);
}
