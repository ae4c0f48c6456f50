/**
 * A tiny 3D → SVG illustrator for the Autocars Bocage Vendée pictures: a pinhole camera,
 * vehicles extruded from a side profile and lit by the scene's sun, and scenery helpers
 * (sky, hills, hedgerows, roads, water) that share the camera so every part of a picture has
 * one perspective. Output is plain SVG text; `build.ts` writes the files into ../media.
 */
import { grainPattern } from '../grain-pattern.ts';

export type V3 = [number, number, number];
export type P2 = [number, number];

export const W = 1200;
export const H = 800;

/** Numbers with at most one decimal, to keep the files small. */
export const f = (n: number): string => {
  const r = Math.round(n * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
};

const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: V3, b: V3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: V3, b: V3): V3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const norm = (a: V3): V3 => {
  const l = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};
export const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;

export interface Camera {
  eye: V3;
  project(p: V3): P2;
  depth(p: V3): number;
  /** Screen size of `size` metres seen at `p`. */
  scaleAt(p: V3): number;
}

export function camera(eye: V3, target: V3, focal: number, cx = W / 2, cy = H / 2): Camera {
  const fw = norm(sub(target, eye));
  const right = norm(cross(fw, [0, 1, 0]));
  const up = cross(right, fw);
  const depth = (p: V3) => dot(sub(p, eye), fw);
  return {
    eye,
    depth,
    project(p) {
      const d = sub(p, eye);
      const z = Math.max(dot(d, fw), 0.05);
      return [cx + (focal * dot(d, right)) / z, cy - (focal * dot(d, up)) / z];
    },
    scaleAt(p) {
      return focal / Math.max(depth(p), 0.05);
    },
  };
}

/** Clips a 3D polygon to the part in front of the camera (near plane at 0.5 m). */
function clipNear(cam: Camera, pts: V3[]): V3[] {
  const out: V3[] = [];
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i]!;
    const b = pts[(i + 1) % pts.length]!;
    const da = cam.depth(a) - 0.5;
    const db = cam.depth(b) - 0.5;
    if (da >= 0) out.push(a);
    if (da >= 0 !== db >= 0) {
      const t = da / (da - db);
      out.push([lerp(a[0], b[0], t), lerp(a[1], b[1], t), lerp(a[2], b[2], t)]);
    }
  }
  return out;
}

export const path2 = (pts: P2[], close = true): string =>
  pts.map((p, i) => `${i ? 'L' : 'M'}${f(p[0])} ${f(p[1])}`).join('') + (close ? 'Z' : '');

export const path3 = (cam: Camera, pts: V3[], close = true): string => path2(clipNear(cam, pts).map((p) => cam.project(p)), close);

/** Rounded rectangle sampled as a polygon in a 2D plane (corners of 3 segments). */
export function roundRect(x0: number, y0: number, x1: number, y1: number, r: number): P2[] {
  const pts: P2[] = [];
  const rr = Math.min(r, Math.abs(x1 - x0) / 2, Math.abs(y1 - y0) / 2);
  const corners: [number, number, number][] = [
    [x1 - rr, y0 + rr, -Math.PI / 2],
    [x1 - rr, y1 - rr, 0],
    [x0 + rr, y1 - rr, Math.PI / 2],
    [x0 + rr, y0 + rr, Math.PI],
  ];
  for (const [cx, cy, a0] of corners) {
    for (let k = 0; k <= 3; k++) {
      const a = a0 + (k * Math.PI) / 6;
      pts.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a)]);
    }
  }
  return pts;
}

export function circlePts(cx: number, cy: number, r: number, n = 20): P2[] {
  return Array.from({ length: n }, (_, i) => [cx + r * Math.cos((i / n) * 2 * Math.PI), cy + r * Math.sin((i / n) * 2 * Math.PI)] as P2);
}

/** Hex colour helpers. */
const hex = (c: string): [number, number, number] => {
  const n = parseInt(c.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
export function mix(a: string, b: string, t: number): string {
  const x = hex(a);
  const y = hex(b);
  const c = x.map((v, i) => Math.round(lerp(v, y[i]!, Math.min(1, Math.max(0, t)))));
  return '#' + c.map((v) => v.toString(16).padStart(2, '0')).join('').toUpperCase();
}

/** A scene collects defs and layers; ids are unique per file. */
export class Scene {
  defs: string[] = [];
  body: string[] = [];
  private n = 0;
  constructor(public cam: Camera, public sun: V3 = norm([0.4, 0.7, 0.6])) {}
  id(prefix: string): string {
    this.n += 1;
    return `${prefix}${this.n}`;
  }
  add(s: string): void {
    this.body.push(s);
  }
  /** A linear gradient in user space between two screen points. */
  lin(p0: P2, p1: P2, stops: [number, string, number?][]): string {
    const id = this.id('g');
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f(p0[0])}" y1="${f(p0[1])}" x2="${f(p1[0])}" y2="${f(p1[1])}">${stops
        .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a !== undefined ? ` stop-opacity="${a}"` : ''}/>`)
        .join('')}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  rad(cx: number, cy: number, rx: number, ry: number, stops: [number, string, number?][]): string {
    const id = this.id('r');
    const k = ry / rx;
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy / k)}" r="${f(rx)}" gradientTransform="scale(1 ${k.toFixed(3)})">${stops
        .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a !== undefined ? ` stop-opacity="${a}"` : ''}/>`)
        .join('')}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  /** Brightness of a surface with world normal `n` under this scene's sun (0 … 1). */
  light(n: V3, ambient = 0.45): number {
    return Math.min(1, ambient + (1 - ambient) * Math.max(0, dot(norm(n), this.sun)));
  }
  /** The finished SVG document. */
  svg(title: string, grain = 0.07): string {
    // plain opacity: a blend mode would double the picture's paint time on a phone
    const grainLayer = grain > 0 ? `<rect width="${W}" height="${H}" fill="url(#grain)" opacity="${(grain * 0.7).toFixed(3)}"/>` : '';
    const grainDef = grain > 0 ? grainPattern() : '';
    // data-finish: light and grain are drawn here, so scripts/imagery/finish-pictures.ts leaves the file as it is
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" data-finish="1"><title>${title}</title><defs>${grainDef}${this.defs.join('')}</defs>${this.body.join('')}${grainLayer}</svg>\n`;
  }
}

/* ---------- deterministic randomness ---------- */

export function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) % 100000) / 100000;
  };
}
