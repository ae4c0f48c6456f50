/**
 * Writes the Autocars Bocage Vendée pictures into ../media from the scenes in scenes.ts.
 * Run: npx tsx scripts/imagery/autocars/build.ts [name …]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { scenes } from './scenes.ts';

const mediaDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'site-configs', 'autocars', 'media');
const only = process.argv.slice(2);
for (const [file, make] of Object.entries(scenes)) {
  if (only.length && !only.some((o) => file.includes(o))) continue;
  const svg = make();
  const out = join(mediaDir, file);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, svg);
  console.log(`${file}: ${(svg.length / 1024).toFixed(1)} KB, gzip ${(gzipSync(svg).length / 1024).toFixed(1)} KB`);
}
