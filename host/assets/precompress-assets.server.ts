import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Built files worth compressing ahead of time: the rest (images, fonts) is compressed already. */
const PRECOMPRESSED = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.html', '.txt', '.xml']);
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (Brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every built
 * text asset of `dir`, at build time, so serving one costs a file read and no compression; the
 * strongest levels fit here because they run once. Returns the number of files compressed.
 */
export function precompressAssets(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !PRECOMPRESSED.has(extname(entry.name).toLowerCase())) continue;
    const file = join(entry.parentPath, entry.name);
    if (statSync(file).size < MIN_BYTES) continue;
    const bytes = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength },
    }));
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    count += 1;
  }
  return count;
}
