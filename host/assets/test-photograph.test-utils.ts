import sharp from 'sharp';

/**
 * A JPEG of a photograph's size and weight (`width` × 2/3 width, quality 90): a sky-to-field
 * gradient with per-pixel grain, which compresses like a real photograph's detail (about 1 MB per
 * 4 million pixels). Deterministic: the same bytes every run.
 */
export async function testPhotograph(width = 4000): Promise<Buffer> {
  const height = Math.round((width * 2) / 3);
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 12345;
  for (let y = 0; y < height; y += 1) {
    const t = y / height;
    const base = t < 0.45 ? [120 + 100 * t, 160 + 80 * t, 230 - 40 * t] : [90 + 60 * t, 120 - 30 * t, 40 + 20 * t];
    for (let x = 0; x < width; x += 1) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = ((seed >> 16) % 41) - 20 + 12 * Math.sin(x / 37 + y / 53);
      const at = (y * width + x) * 3;
      pixels[at] = Math.max(0, Math.min(255, base[0]! + grain));
      pixels[at + 1] = Math.max(0, Math.min(255, base[1]! + grain));
      pixels[at + 2] = Math.max(0, Math.min(255, base[2]! + grain));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}
