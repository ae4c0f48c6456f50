/** Scenery pieces shared by several pictures of scenes.ts: fields, windmills, stars, boats, liveries, walls. */
import type { V3 } from './engine.ts';
import { Scene, W, f, mix } from './engine.ts';
import { ground, hedgerow, sky, tower } from './scenery.ts';
import { whiteLivery } from './vehicles.ts';

export const norm = (v: V3): V3 => {
  const l = Math.hypot(...v);
  return [v[0] / l, v[1] / l, v[2] / l];
};

/** Bocage fields to the horizon with one hedgerow of oaks across them at depth z. */
export function fields(s: Scene, grass: string, z: number, seed: number, spacing = 9, treeH = 11): void {
  ground(s, -300, 300, -300, 60, grass);
  hedgerow(s, [-300, 0, z], [300, 0, z], '#55803D', seed, spacing, 1.8, treeH);
}

/** Windmill of the Mont des Alouettes: white tower, dark cap, four sails. */
export function windmill(s: Scene, p: V3, turn: number): void {
  tower(s, p, 3.2, 9, '#EDEAE2', '#3A3F45', 3.2);
  const hub = s.cam.project([p[0], p[1] + 10.5, p[2]]);
  const k = s.cam.scaleAt(p);
  let d = '';
  for (let i = 0; i < 4; i++) {
    const a = turn + (i * Math.PI) / 2;
    const ca = Math.cos(a);
    const sa = Math.sin(a);
    const len = 9 * k;
    const w = 1.1 * k;
    d += `M${f(hub[0])} ${f(hub[1])}l${f(ca * len)} ${f(sa * len)}l${f(-sa * w)} ${f(ca * w)}l${f(-ca * len * 0.8)} ${f(-sa * len * 0.8)}Z`;
  }
  s.add(`<path d="${d}" fill="#5B4A3A" fill-opacity="0.8" stroke="#3E3227" stroke-width="${f(Math.max(1, 0.15 * k))}"/>`);
}

/** Stars in a night sky. */
export function stars(s: Scene, n: number, yMax: number, seed: number): void {
  let d = '';
  let x = seed;
  for (let i = 0; i < n; i++) {
    x = (x * 9301 + 49297) % 233280;
    const px = (x / 233280) * W;
    x = (x * 9301 + 49297) % 233280;
    const py = ((x / 233280) ** 1.4) * yMax;
    d += `M${f(px)} ${f(py)}h1.6`;
  }
  s.add(`<path d="${d}" stroke="#FFFFFF" stroke-opacity="0.75" stroke-width="1.6" stroke-linecap="round"/>`);
}

/** A sailing boat on the water at p, `len` metres long. */
export function sailboat(s: Scene, p: V3, len: number, sail = '#FAFAF7'): void {
  const c = s.cam.project(p);
  const k = (s.cam.scaleAt(p) * len) / 10;
  s.add(`<g transform="translate(${f(c[0])} ${f(c[1])})scale(${k.toFixed(2)})"><path d="M-5 0L5 0L4 2L-4 2Z" fill="#F3F1EA"/><path d="M-5 0L5 0" stroke="#0B3C5D" stroke-width="0.4"/><path d="M0 -0.2L0 -15" stroke="#555" stroke-width="0.25"/><path d="M0.3 -14.5L0.3 -0.8L5 -0.8Z" fill="${sail}"/><path d="M-0.3 -13L-0.3 -0.8L-4 -0.8Z" fill="${mix(sail, '#8FA7B8', 0.35)}"/></g>`);
}

export function livery(sky: string) {
  return whiteLivery(sky);
}

/** A vertical wall quad between two ground points. */
export function wall(s: Scene, a: V3, b: V3, h: number, fill: string): void {
  const pts: V3[] = [[a[0], 0, a[2]], [b[0], 0, b[2]], [b[0], h, b[2]], [a[0], h, a[2]]];
  s.add(`<path d="${pts.map((p, i) => `${i ? 'L' : 'M'}${f(s.cam.project(p)[0])} ${f(s.cam.project(p)[1])}`).join('')}Z" fill="${fill}"/>`);
}

/** Every colour of a finished picture turned sepia (instead of a filter, which is slow to paint). */
export function sepia(svg: string): string {
  return svg.replace(/#([0-9A-F]{6})\b/gi, (_, hexValue: string) => {
    const n = parseInt(hexValue, 16);
    const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
    const out = [0.39 * r + 0.77 * g + 0.19 * b, 0.35 * r + 0.69 * g + 0.17 * b, 0.27 * r + 0.53 * g + 0.13 * b];
    return '#' + out.map((v) => Math.min(255, Math.round(v)).toString(16).padStart(2, '0')).join('').toUpperCase();
  });
}

/** A quad from 3D points, straight into the scene. */
export function quad(s: Scene, pts: V3[], fill: string, extra = ''): void {
  s.add(`<path d="${pts.map((p, i) => `${i ? 'L' : 'M'}${f(s.cam.project(p)[0])} ${f(s.cam.project(p)[1])}`).join('')}Z" fill="${fill}"${extra}/>`);
}
