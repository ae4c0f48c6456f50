// `npx tsx bench/images/image-bytes.ts` (run by `npm run bench`): issue 26 §7, what the image CDN
// sends for the domaine site's raster originals — each original's bytes against the variant a
// browser gets at a few widths in each format, and how long sharp took to make it (first request;
// later ones are read from the store). Figures only, never pass/fail.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createImageVariants } from '../../host/assets/image-variants.server.ts';
import { createDiskBlobStore } from '../../server/files/disk-blob-store.ts';

const media = resolve(import.meta.dirname, '../../site-configs/domaine/media');
const ORIGINALS = ['heroes/vineyard-golden-hour.jpg', 'wines/muscadet-schistes.jpg', 'shop/wooden-case.jpg'];
const WIDTHS = [640, 960, 1920];
const ACCEPTS = { 'as asked': '*/*', webp: 'image/webp', avif: 'image/avif', 'auto (Chrome)': 'image/avif,image/webp,*/*' };

const folder = mkdtempSync(join(tmpdir(), 'vitrine-bench-images-'));
const images = createImageVariants({ store: () => createDiskBlobStore(folder), cacheControl: 'public' });
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('\n== image CDN: raster original vs served variant (bytes; ms to make it once)');
try {
  for (const path of ORIGINALS) {
    const file = join(media, path);
    const ext = path.slice(path.lastIndexOf('.') + 1);
    console.log(`${path}: original ${kb(statSync(file).size)}`);
    for (const width of WIDTHS) {
      const cells: string[] = [];
      for (const [label, accept] of Object.entries(ACCEPTS)) {
        const start = performance.now();
        const response = await images.serve(new Request('http://bench/', { headers: { accept } }), file, ext, `w-${width}`);
        const bytes = (await response.arrayBuffer()).byteLength;
        const type = (response.headers.get('content-type') ?? '').replace('image/', '');
        cells.push(`${label} ${kb(bytes)}${label.startsWith('auto') ? ` (${type})` : ''} ${Math.round(performance.now() - start)} ms`);
      }
      console.log(`  w-${String(width).padEnd(5)} ${cells.join(' | ')}`);
    }
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
