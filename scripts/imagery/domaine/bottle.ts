/**
 * One parametric wine bottle for every cuvée of the estate, so the catalogue's bottles stay
 * coherent: a real bottle's proportions per shape (Burgundy for the Muscadets and the red, a
 * heavier sparkling bottle, a slender clear "flûte" for the rosé), glass shading with specular
 * highlights, the wine seen through clear glass, a foil capsule and a wrapped, shaded label
 * carrying the estate, the cuvée, its appellation and its vintage.
 */
import { linear, n, radial } from './svg-kit.ts';

export type BottleShape = 'burgundy' | 'sparkling' | 'flute';

export interface Cuvee {
  /** The file name under media/wines. */
  slug: string;
  shape: BottleShape;
  /** Glass tint (dark green, leaf green, clear). */
  glass: string;
  /** The wine's colour, seen through clear glass (flute) or as a glint (tinted glass). */
  wine: string;
  /** Label paper, ink and accent colours. */
  paper: string;
  ink: string;
  accent: string;
  /** Foil capsule colour. */
  foil: string;
  /** Cuvée name as printed, on one or two lines. */
  name: string[];
  /** Appellation line(s) printed under the name. */
  appellation: string[];
  /** The vintage, or a mention like "Brut". */
  vintage: string;
}

interface Profile {
  /** Body half-width as a fraction of the height. */
  body: number;
  /** Where the straight body ends. */
  bodyTop: number;
  /** Shoulder curve controls [u1, w2, u2] and where the neck starts. */
  shoulder: [number, number, number];
  neckStart: number;
  neck: number;
  lipStart: number;
  lip: number;
  /** Where the foil capsule starts and the label's band. */
  foilFrom: number;
  label: [number, number];
  /** Fill level of the wine (seen only through clear glass). */
  fill: number;
}

const PROFILES: Record<BottleShape, Profile> = {
  burgundy: { body: 0.137, bodyTop: 0.5, shoulder: [0.66, 0.052, 0.7], neckStart: 0.8, neck: 0.05, lipStart: 0.955, lip: 0.058, foilFrom: 0.845, label: [0.1, 0.43], fill: 0.82 },
  sparkling: { body: 0.152, bodyTop: 0.48, shoulder: [0.6, 0.058, 0.66], neckStart: 0.75, neck: 0.056, lipStart: 0.925, lip: 0.066, foilFrom: 0.68, label: [0.1, 0.4], fill: 0.78 },
  flute: { body: 0.118, bodyTop: 0.42, shoulder: [0.64, 0.047, 0.74], neckStart: 0.86, neck: 0.045, lipStart: 0.965, lip: 0.052, foilFrom: 0.9, label: [0.09, 0.33], fill: 0.8 },
};

/** The outline of the bottle standing with its base centre at (cx, base), `height` tall. */
function outline(p: Profile, cx: number, base: number, height: number): string {
  const x = (w: number, side: 1 | -1) => n(cx + side * w * height);
  const y = (u: number) => n(base - u * height);
  const [c1, w2, c2] = p.shoulder;
  const corner = 0.012;
  const right = `M${x(p.body - corner, 1)} ${y(0)} Q${x(p.body, 1)} ${y(0)} ${x(p.body, 1)} ${y(corner)} L${x(p.body, 1)} ${y(p.bodyTop)} C${x(p.body, 1)} ${y(c1)} ${x(w2, 1)} ${y(c2)} ${x(p.neck, 1)} ${y(p.neckStart)} L${x(p.neck, 1)} ${y(p.lipStart)} L${x(p.lip, 1)} ${y(p.lipStart + 0.008)} L${x(p.lip, 1)} ${y(0.995)} Q${x(p.lip, 1)} ${y(1)} ${x(p.lip - 0.006, 1)} ${y(1)}`;
  const left = ` L${x(p.lip - 0.006, -1)} ${y(1)} Q${x(p.lip, -1)} ${y(1)} ${x(p.lip, -1)} ${y(0.995)} L${x(p.lip, -1)} ${y(p.lipStart + 0.008)} L${x(p.neck, -1)} ${y(p.lipStart)} L${x(p.neck, -1)} ${y(p.neckStart)} C${x(w2, -1)} ${y(c2)} ${x(p.body, -1)} ${y(c1)} ${x(p.body, -1)} ${y(p.bodyTop)} L${x(p.body, -1)} ${y(corner)} Q${x(p.body, -1)} ${y(0)} ${x(p.body - corner, -1)} ${y(0)}Z`;
  return right + left;
}

function darken(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(((value >> shift) & 255) * (1 - amount));
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}

const SERIF = `font-family="Georgia,'DejaVu Serif',serif"`;

/** The label's printed content, centred on cx, inside [top, bottom]. */
function labelText(c: Cuvee, cx: number, top: number, bottom: number, width: number): string {
  const h = bottom - top;
  const s = width / 170;
  const at = (f: number) => n(top + h * f);
  const lines: string[] = [];
  lines.push(`<text x="${n(cx)}" y="${at(0.14)}" font-size="${n(6.4 * s)}" letter-spacing="${n(0.9 * s)}" fill="${c.ink}" text-anchor="middle" ${SERIF}>DOMAINE DES TROIS TERROIRS</text>`);
  // the estate's emblem: three bands of soil under a bunch, as on the logo
  const ey = top + h * 0.27;
  const er = 12 * s;
  lines.push(`<circle cx="${n(cx)}" cy="${n(ey)}" r="${n(er)}" fill="none" stroke="${c.accent}" stroke-width="${n(1.4 * s)}"/><path d="M${n(cx - er * 0.8)} ${n(ey + er * 0.15)}h${n(er * 1.6)}M${n(cx - er * 0.7)} ${n(ey + er * 0.42)}h${n(er * 1.4)}M${n(cx - er * 0.5)} ${n(ey + er * 0.68)}h${n(er)}" stroke="${c.accent}" stroke-width="${n(1.8 * s)}"/><g fill="${c.accent}">${[[-0.22, -0.55], [0.1, -0.55], [-0.06, -0.3], [0.26, -0.3], [0.1, -0.06], [-0.22, -0.06]].map(([dx, dy]) => `<circle cx="${n(cx + dx! * er)}" cy="${n(ey + dy! * er)}" r="${n(er * 0.15)}"/>`).join('')}</g>`);
  const nameSize = (c.name.length > 1 ? 15 : 19) * s;
  c.name.forEach((line, i) => {
    lines.push(`<text x="${n(cx)}" y="${n(top + h * 0.52 + i * nameSize * 1.05)}" font-size="${n(nameSize)}" font-style="italic" fill="${c.ink}" text-anchor="middle" ${SERIF}>${line}</text>`);
  });
  c.appellation.forEach((line, i) => {
    lines.push(`<text x="${n(cx)}" y="${n(top + h * 0.71 + i * 8.6 * s)}" font-size="${n(6.6 * s)}" letter-spacing="${n(0.4 * s)}" fill="${c.ink}" text-anchor="middle" ${SERIF}>${line}</text>`);
  });
  lines.push(`<rect x="${n(cx - width * 0.2)}" y="${at(0.82)}" width="${n(width * 0.4)}" height="${n(13 * s)}" rx="${n(1.5 * s)}" fill="${c.accent}"/><text x="${n(cx)}" y="${n(top + h * 0.82 + 10 * s)}" font-size="${n(9.4 * s)}" font-weight="bold" letter-spacing="${n(1.2 * s)}" fill="${c.paper}" text-anchor="middle" ${SERIF}>${c.vintage}</text>`);
  return lines.join('');
}

/**
 * The bottle's drawing: defs (ids prefixed with `id`) and the shapes, standing on (cx, base).
 * `light` < 0.5 puts the window light on the left side of the glass.
 */
export function bottle(c: Cuvee, id: string, cx: number, base: number, height: number): { defs: string; body: string } {
  const p = PROFILES[c.shape];
  const clear = c.shape === 'flute';
  const path = outline(p, cx, base, height);
  const halfBody = p.body * height;
  const y = (u: number) => base - u * height;
  const dark = darken(c.glass, 0.55);
  const glassFill = clear
    ? linear(`${id}-glass`, [[0, darken(c.wine, 0.45)], [0.18, darken(c.wine, 0.12)], [0.45, c.wine], [0.8, darken(c.wine, 0.2)], [1, darken(c.wine, 0.5)]], [0, 0, 1, 0])
    : linear(`${id}-glass`, [[0, dark], [0.2, darken(c.glass, 0.15)], [0.42, c.glass], [0.62, darken(c.glass, 0.2)], [1, darken(c.glass, 0.7)]], [0, 0, 1, 0]);
  const foilFill = linear(`${id}-foil`, [[0, darken(c.foil, 0.5)], [0.3, c.foil], [0.42, '#FFFFFF', 0.9], [0.5, c.foil], [1, darken(c.foil, 0.6)]], [0, 0, 1, 0]);
  const shade = linear(`${id}-wrap`, [[0, '#000', 0.42], [0.16, '#000', 0.08], [0.35, '#fff', 0.12], [0.5, '#000', 0], [0.85, '#000', 0.2], [1, '#000', 0.5]], [0, 0, 1, 0]);
  const floor = radial(`${id}-floor`, [[0, '#000', 0.45], [0.6, '#000', 0.15], [1, '#000', 0]]);
  const sheen = linear(`${id}-sheen`, [[0, '#fff', 0], [0.5, '#fff', 0.2], [1, '#fff', 0]], [0, 0, 1, 0]);
  const glint = radial(`${id}-glint`, [[0, c.wine, 0.3], [1, c.wine, 0]]);
  const defs = `${glassFill}${foilFill}${shade}${floor}${sheen}${glint}<clipPath id="${id}-clip"><path d="${path}"/></clipPath>`;

  const parts: string[] = [];
  parts.push(`<ellipse cx="${n(cx + halfBody * 0.25)}" cy="${n(base)}" rx="${n(halfBody * 1.45)}" ry="${n(halfBody * 0.2)}" fill="url(#${id}-floor)"/>`);
  parts.push(`<path d="${path}" fill="url(#${id}-glass)"/>`);
  const inside: string[] = [];
  if (clear) {
    // the air above the wine and the glass's own thickness at the edges
    inside.push(`<rect x="${n(cx - height)}" y="${n(y(1))}" width="${n(height * 2)}" height="${n(height * (1 - p.fill))}" fill="#E9E4DC" opacity="0.55"/>`);
    inside.push(`<ellipse cx="${n(cx)}" cy="${n(y(p.fill))}" rx="${n(p.neck * height * 1.5)}" ry="${n(height * 0.004)}" fill="#fff" opacity="0.6"/>`);
  } else {
    // the wine's glint where the light crosses the glass
    inside.push(`<ellipse cx="${n(cx + halfBody * 0.4)}" cy="${n(y(p.bodyTop * 0.45))}" rx="${n(halfBody * 0.45)}" ry="${n(height * p.bodyTop * 0.5)}" fill="url(#${id}-glint)"/>`);
  }
  // punt shadow at the base, long soft highlight, crisp highlight, right rim reflection
  inside.push(`<ellipse cx="${n(cx)}" cy="${n(base - height * 0.012)}" rx="${n(halfBody * 0.85)}" ry="${n(height * 0.012)}" fill="#000" opacity="0.18"/>`);
  inside.push(`<rect x="${n(cx - halfBody * 0.72)}" y="${n(y(p.bodyTop + 0.03))}" width="${n(halfBody * 0.3)}" height="${n(height * (p.bodyTop + 0.01))}" fill="url(#${id}-sheen)"/>`);
  inside.push(`<rect x="${n(cx - halfBody * 0.56)}" y="${n(y(p.bodyTop + 0.04))}" width="${n(halfBody * 0.06)}" height="${n(height * (p.bodyTop - 0.02))}" rx="${n(halfBody * 0.03)}" fill="#fff" opacity="0.55"/>`);
  inside.push(`<rect x="${n(cx + halfBody * 0.8)}" y="${n(y(p.bodyTop - 0.01))}" width="${n(halfBody * 0.05)}" height="${n(height * (p.bodyTop - 0.06))}" fill="#fff" opacity="0.28"/>`);
  inside.push(`<path d="M${n(cx - halfBody * 0.62)} ${n(y(p.bodyTop + 0.02))} C${n(cx - halfBody * 0.55)} ${n(y(p.shoulder[0]))} ${n(cx - p.neck * height * 0.9)} ${n(y(p.shoulder[2]))} ${n(cx - p.neck * height * 0.55)} ${n(y(p.neckStart + 0.05))}" stroke="#fff" stroke-opacity="0.45" stroke-width="${n(halfBody * 0.07)}" fill="none" stroke-linecap="round"/>`);
  // foil capsule, with its rolled edge and top disc
  inside.push(`<rect x="${n(cx - height)}" y="${n(y(1.01))}" width="${n(height * 2)}" height="${n(height * (1.01 - p.foilFrom))}" fill="url(#${id}-foil)"/>`);
  inside.push(`<rect x="${n(cx - height)}" y="${n(y(p.foilFrom) - height * 0.006)}" width="${n(height * 2)}" height="${n(height * 0.006)}" fill="#000" opacity="0.25"/>`);
  inside.push(`<rect x="${n(cx - height)}" y="${n(y(0.975))}" width="${n(height * 2)}" height="${n(height * 0.004)}" fill="#000" opacity="0.2"/>`);
  parts.push(`<g clip-path="url(#${id}-clip)">${inside.join('')}</g>`);

  // the label, wrapped round the body: its top and bottom edges curve with the glass
  const [from, to] = p.label;
  const lw = halfBody * 0.88;
  const bow = halfBody * 0.09;
  const top = y(to);
  const bottom = y(from);
  const labelPath = `M${n(cx - lw)} ${n(top)} Q${n(cx)} ${n(top + bow * 2)} ${n(cx + lw)} ${n(top)} L${n(cx + lw)} ${n(bottom)} Q${n(cx)} ${n(bottom + bow * 2)} ${n(cx - lw)} ${n(bottom)}Z`;
  parts.push(`<path d="${labelPath}" fill="${c.paper}"/>`);
  parts.push(`<path d="M${n(cx - lw + 4)} ${n(top + 5)} Q${n(cx)} ${n(top + bow * 2 + 5)} ${n(cx + lw - 4)} ${n(top + 5)} L${n(cx + lw - 4)} ${n(bottom - 5)} Q${n(cx)} ${n(bottom + bow * 2 - 5)} ${n(cx - lw + 4)} ${n(bottom - 5)}Z" fill="none" stroke="${c.accent}" stroke-width="${n(height * 0.0025)}"/>`);
  parts.push(labelText(c, cx, top + bow * 1.2, bottom + bow * 0.6, lw * 2));
  parts.push(`<path d="${labelPath}" fill="url(#${id}-wrap)"/>`);
  return { defs, body: parts.join('\n') };
}
