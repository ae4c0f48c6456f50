import { deflateSync } from 'node:zlib';

/*
 * Film grain for the drawn pictures of both sites (scripts/imagery/autocars and
 * scripts/imagery/domaine): a tiny noise PNG tiled as a pattern and laid with plain opacity. A
 * phone paints it far faster than an feTurbulence filter or a blend mode, which Lighthouse showed
 * holding the domaine home's first paint (decision 0027).
 */

let grainCache = '';
/** The `#grain` pattern: a 64-px tile of 4-level grey noise, inlined as a PNG. */
export function grainPattern(): string {
  if (grainCache) return grainCache;
  const size = 64;
  let seed = 1234567;
  const rnd = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  const rowBytes = size / 4;
  const raw = Buffer.alloc((rowBytes + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (rowBytes + 1)] = 0;
    for (let b = 0; b < rowBytes; b++) {
      let v = 0;
      for (let k = 0; k < 4; k++) v = (v << 2) | Math.min(3, Math.floor(rnd() * 4));
      raw[y * (rowBytes + 1) + 1 + b] = v;
    }
  }
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 255]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 2; // bit depth
  ihdr[9] = 0; // greyscale
  const png = Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  grainCache = `<pattern id="grain" width="${size}" height="${size}" patternUnits="userSpaceOnUse"><image width="${size}" height="${size}" href="data:image/png;base64,${png.toString('base64')}"/></pattern>`;
  return grainCache;
}
