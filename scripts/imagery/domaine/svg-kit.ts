import { grainPattern } from '../grain-pattern.ts';
/**
 * Small building blocks shared by the estate's generated pictures (scripts/imagery/domaine):
 * the document wrapper with its title, a cheap film grain (one noise tile repeated, so phones
 * compute the noise once), gradients, a seeded random source and smooth ridge lines.
 * Pure string helpers: no file access here.
 */

/** Rounds to one decimal, enough for a picture drawn on a 1000-unit grid, and keeps files small. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** A deterministic random source (mulberry32): the same seed draws the same picture. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Stop = [offset: number, color: string, opacity?: number];

function stops(list: Stop[]): string {
  return list
    .map(([offset, color, opacity]) => `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`)
    .join('');
}

/** A linear gradient from (x1,y1) to (x2,y2) in the box's fractions (vertical by default). */
export function linear(id: string, list: Stop[], [x1, y1, x2, y2]: [number, number, number, number] = [0, 0, 0, 1]): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;
}

/** A radial gradient centred at (cx,cy) in the box's fractions. */
export function radial(id: string, list: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`;
}

/**
 * Film grain: the shared noise tile (scripts/imagery/grain-pattern.ts), laid with plain opacity.
 * No filter and no blend mode, which a phone paints slowly.
 */
export function grainDefs(): string {
  return grainPattern();
}

/** The grain laid over a whole picture at this opacity (needs `grainDefs` in the defs). */
export function grainLayer(width: number, height: number, strength = 0.07): string {
  return `<rect width="${width}" height="${height}" fill="url(#grain)" opacity="${strength}"/>`;
}

/** Darkened edges, as a lens gives them (needs nothing else in the defs). */
export function vignette(width: number, height: number, color = '#1E0F14', strength = 0.42): string {
  return `<radialGradient id="vignette" cx="0.5" cy="0.48" r="0.72">${stops([[0.55, color, 0], [1, color, strength]])}</radialGradient><rect width="${width}" height="${height}" fill="url(#vignette)"/>`;
}

/**
 * The complete SVG document: bilingual title for assistive tech, defs, then the drawing.
 * `top` crops the drawing from that y (a packshot framed tighter than it was drawn).
 */
export function svgDocument(width: number, height: number, title: string, defs: string, body: string, top = 0): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 ${top} ${width} ${height}" width="${width}" height="${height}" role="img">
<title>${title}</title>
<defs>${defs}</defs>
${body}
</svg>
`;
}

/**
 * A ridge line from x=0 to x=width around `base`, `points` control points moved up and down by
 * up to `amplitude`, smoothed with cubic curves; closed down to `bottom`. For hills and hedges.
 */
export function ridge(random: () => number, width: number, base: number, amplitude: number, bottom: number, points = 7): string {
  const xs = Array.from({ length: points + 1 }, (_, i) => (width * i) / points);
  const ys = xs.map(() => base - amplitude * (random() - 0.35));
  let d = `M0 ${n(bottom)} L0 ${n(ys[0]!)}`;
  for (let i = 1; i < xs.length; i += 1) {
    const x0 = xs[i - 1]!;
    const x1 = xs[i]!;
    const mid = (x0 + x1) / 2;
    d += ` C${n(mid)} ${n(ys[i - 1]!)} ${n(mid)} ${n(ys[i]!)} ${n(x1)} ${n(ys[i]!)}`;
  }
  return `${d} L${n(width)} ${n(bottom)}Z`;
}

/** A tree crown as a few overlapping lobes, lit from the left (two tones). */
export function treeClump(random: () => number, x: number, y: number, size: number, dark: string, light: string): string {
  const lobes: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const dx = (random() - 0.5) * size * 1.1;
    const dy = -random() * size * 0.7;
    const r = size * (0.42 + random() * 0.25);
    lobes.push(`<circle cx="${n(x + dx)}" cy="${n(y + dy)}" r="${n(r)}" fill="${dark}"/>`);
    lobes.push(`<circle cx="${n(x + dx - r * 0.25)}" cy="${n(y + dy - r * 0.25)}" r="${n(r * 0.6)}" fill="${light}" opacity="0.55"/>`);
  }
  return `<rect x="${n(x - size * 0.05)}" y="${n(y)}" width="${n(size * 0.1)}" height="${n(size * 0.5)}" fill="#3B2A1E"/>${lobes.join('')}`;
}
