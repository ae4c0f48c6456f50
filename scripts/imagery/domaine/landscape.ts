/**
 * The estate's open-air scenes: a Loire sky with its sun and soft clouds, the gentle hills of the
 * Sèvre valley fading into haze (each layer paler and bluer with distance), hedges and the
 * Vallet spire on the skyline, the estate's stone house with its Roman-tile roof, then the vine
 * rows in perspective and the picture's own foreground. One light per scene: the sun's glow.
 */
import { grainDefs, grainLayer, linear, n, radial, ridge, seeded, svgDocument, treeClump, vignette, type Stop } from './svg-kit.ts';
import { leafTexture, vineRows, type RowsView } from './vine-rows.ts';

export interface LandscapeOptions {
  width: number;
  height: number;
  title: string;
  horizon: number;
  sky: Stop[];
  sun: { x: number; y: number; r: number; color: string; glow: string };
  /** Hill layers from far to near: colour and height above the horizon. */
  hills: { color: string; rise: number; amplitude: number }[];
  ground: [string, string];
  rows: Omit<RowsView, 'width' | 'horizon'>;
  house?: { x: number; scale: number };
  spire?: { x: number; scale: number };
  seed: number;
  /** Drawn over the rows (people, crates, flowers…), with its own defs. */
  foreground?: { defs: string; body: string };
  /** Warm wash from the sun over the whole picture, 0–1. */
  warmth?: number;
  /** 'sepia' prints the whole scene in the browns of an old photograph. */
  tone?: 'sepia';
}

/** A Pays nantais stone house: rendered walls, low Roman-tile roof, shutters, a lit window. */
export function stoneHouse(x: number, base: number, s: number): string {
  const w = 120 * s;
  const h = 46 * s;
  const roofTop = base - h - 22 * s;
  const tiles: string[] = [];
  for (let k = 1; k < 6; k += 1) {
    const t = k / 6;
    tiles.push(`M${n(x - 6 * s + (w * 0.18 + 6 * s) * t)} ${n(base - h - 22 * s * t)} H${n(x + w + 6 * s - (w * 0.18 + 6 * s) * t)}`);
  }
  const windows = [0.1, 0.32].map((f) => `<rect x="${n(x + w * f)}" y="${n(base - h * 0.72)}" width="${n(w * 0.1)}" height="${n(h * 0.36)}" fill="#F3C77A"/><path d="M${n(x + w * (f + 0.05))} ${n(base - h * 0.72)} v${n(h * 0.36)} M${n(x + w * f)} ${n(base - h * 0.54)} h${n(w * 0.1)}" stroke="#8A6A48" stroke-width="${n(0.8 * s)}"/><rect x="${n(x + w * f - w * 0.045)}" y="${n(base - h * 0.72)}" width="${n(w * 0.04)}" height="${n(h * 0.36)}" fill="#5E7C8A"/><rect x="${n(x + w * (f + 0.1) + w * 0.005)}" y="${n(base - h * 0.72)}" width="${n(w * 0.04)}" height="${n(h * 0.36)}" fill="#5E7C8A"/>`).join('');
  return `<g><rect x="${n(x)}" y="${n(base - h)}" width="${n(w)}" height="${n(h)}" fill="#E9DCC4"/><rect x="${n(x + w * 0.62)}" y="${n(base - h)}" width="${n(w * 0.38)}" height="${n(h)}" fill="#CDBB9E"/><rect x="${n(x)}" y="${n(base - h)}" width="${n(w)}" height="${n(h * 0.12)}" fill="#8A7458" opacity="0.35"/><rect x="${n(x)}" y="${n(base - h * 0.1)}" width="${n(w)}" height="${n(h * 0.1)}" fill="#8A7458" opacity="0.25"/><path d="M${n(x - 6 * s)} ${n(base - h)} L${n(x + w * 0.18)} ${n(roofTop)} L${n(x + w * 0.82)} ${n(roofTop)} L${n(x + w + 6 * s)} ${n(base - h)}Z" fill="#B4623F"/><path d="${tiles.join(' ')}" stroke="#8E4628" stroke-width="${n(0.9 * s)}" opacity="0.7"/><path d="M${n(x + w * 0.18)} ${n(roofTop)} L${n(x + w * 0.82)} ${n(roofTop)} L${n(x + w * 0.78)} ${n(roofTop + 4 * s)} L${n(x + w * 0.2)} ${n(roofTop + 4 * s)}Z" fill="#D98A5E"/>${windows}<rect x="${n(x + w * 0.5)}" y="${n(base - h * 0.6)}" width="${n(w * 0.08)}" height="${n(h * 0.6)}" fill="#3F6A4A"/><rect x="${n(x + w * 0.72)}" y="${n(base - h * 0.7)}" width="${n(w * 0.16)}" height="${n(h * 0.7)}" rx="${n(w * 0.08)}" fill="#6B4A32"/></g>`;
}

function spire(x: number, base: number, s: number, color: string): string {
  return `<path d="M${n(x)} ${n(base)} V${n(base - 26 * s)} L${n(x + 5 * s)} ${n(base - 62 * s)} L${n(x + 10 * s)} ${n(base - 26 * s)} V${n(base)}Z M${n(x - 14 * s)} ${n(base)} V${n(base - 16 * s)} H${n(x + 24 * s)} V${n(base)}Z" fill="${color}"/>`;
}

export function landscape(o: LandscapeOptions): string {
  const random = seeded(o.seed);
  const { width: W, height: H, horizon } = o;
  const defs: string[] = [
    linear('sky', o.sky),
    radial('sun-glow', [[0, o.sun.glow, 0.95], [0.25, o.sun.glow, 0.45], [1, o.sun.glow, 0]], o.sun.x / W, o.sun.y / H, 0.6),
    radial('cloud', [[0, '#FFF6E6', 0.7], [1, '#FFF6E6', 0]]),
    linear('ground', [[0, o.ground[0]], [1, o.ground[1]]]),
    linear('haze', [[0, o.sun.glow, 0], [0.5, o.sun.glow, 0.35], [1, o.sun.glow, 0]]),
    linear('warm', [[0, o.sun.glow, o.warmth ?? 0.25], [0.6, o.sun.glow, 0]], [o.sun.x / W, o.sun.y / H, 0.2, 1]),
    linear('far-haze', [[0, o.sun.glow, 0.55], [1, o.sun.glow, 0]]),
    leafTexture('#C9D27A', '#24361A'),
    grainDefs(),
    o.foreground?.defs ?? '',
  ];
  const parts: string[] = [`<rect width="${W}" height="${H}" fill="url(#sky)"/>`];
  for (let i = 0; i < 5; i += 1) {
    const cx = random() * W;
    const cy = horizon * (0.12 + random() * 0.5);
    parts.push(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(W * (0.08 + random() * 0.12))}" ry="${n(H * (0.012 + random() * 0.02))}" fill="url(#cloud)"/>`);
  }
  parts.push(`<circle cx="${o.sun.x}" cy="${o.sun.y}" r="${o.sun.r}" fill="${o.sun.color}"/>`, `<rect width="${W}" height="${H}" fill="url(#sun-glow)"/>`);
  o.hills.forEach((hill, i) => {
    parts.push(`<path d="${ridge(random, W, horizon - hill.rise, hill.amplitude, horizon + 40, 6)}" fill="${hill.color}"/>`);
    if (i === o.hills.length - 2) {
      // hedges and copses along this ridge, and the village spire
      for (let t = 0; t < 9; t += 1) parts.push(treeClump(random, random() * W, horizon - hill.rise * 0.6 + random() * 6, 10 + random() * 14, hill.color === '#000' ? '#000' : darkenMix(hill.color), '#E9D7A6'));
      if (o.spire) parts.push(spire(o.spire.x, horizon - hill.rise * 0.55, o.spire.scale, darkenMix(hill.color)));
    }
  });
  parts.push(`<rect y="${n(horizon - 40)}" width="${W}" height="60" fill="url(#haze)"/>`);
  if (o.house) parts.push(stoneHouse(o.house.x, horizon + 2, o.house.scale), treeClump(random, o.house.x - 14 * o.house.scale, horizon + 2, 26 * o.house.scale, '#4E5A2C', '#C9C07A'), treeClump(random, o.house.x + 140 * o.house.scale, horizon + 2, 30 * o.house.scale, '#4A5529', '#C9C07A'));
  parts.push(`<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#ground)"/>`);
  parts.push(vineRows({ ...o.rows, width: W, horizon }));
  // distance haze over the far rows, as the evening air gives it
  parts.push(`<rect y="${n(horizon - 2)}" width="${W}" height="${n((H - horizon) * 0.35)}" fill="url(#far-haze)"/>`);
  if (o.foreground) parts.push(o.foreground.body);
  parts.push(`<rect width="${W}" height="${H}" fill="url(#warm)"/>`, vignette(W, H, '#2A1420', 0.38));
  if (o.tone === 'sepia') {
    defs.push('<filter id="sepia" color-interpolation-filters="sRGB"><feColorMatrix values="0.31 0.62 0.15 0 0  0.28 0.55 0.14 0 0  0.22 0.42 0.1 0 0  0 0 0 1 0"/></filter>');
    return svgDocument(W, H, o.title, defs.join(''), `<g filter="url(#sepia)">${parts.join('\n')}</g>\n${grainLayer(W, H, 0.025)}`);
  }
  parts.push(grainLayer(W, H, 0.025));
  return svgDocument(W, H, o.title, defs.join(''), parts.join('\n'));
}

/** A hill colour one step darker, for the trees standing on it. */
function darkenMix(hex: string): string {
  const v = Number.parseInt(hex.slice(1), 16);
  const c = (s: number) => Math.round(((v >> s) & 255) * 0.78).toString(16).padStart(2, '0');
  return `#${c(16)}${c(8)}${c(0)}`;
}
