/**
 * The fleet as 3D models: a side profile (x along the length, y up, metres) extruded across the
 * width. The near side (z = width) is the vehicle's right-hand side, with its doors; the camera
 * decides whether the front or the rear shows.
 */
import type { Camera, P2, V3 } from './engine.ts';
import { Scene, circlePts, f, lerp, mix, path2, path3, roundRect } from './engine.ts';

export interface Placement {
  x: number;
  z: number;
  /** Rotation about the vertical axis, radians (0: the vehicle points along +x). */
  yaw?: number;
}

export interface Paint {
  body: string;
  /** The lower band and skirts. */
  lower: string;
  stripe: string;
  glass: string;
  sky: string;
  /** Tyres, arches, grille. */
  dark?: string;
}

export interface VehicleDef {
  length: number;
  width: number;
  profile: P2[];
  axles: number[];
  wheelR: number;
  paint: Paint;
  /** Details painted on the near side, in side coordinates (x, y). */
  side?: (d: Draw) => void;
  /** Details on the profile strips (front, rear), in (u along the strip, z across). */
  ends?: (d: Draw) => void;
  /** Parts standing out of the body (mirrors, roof sign, lift), drawn last. */
  extras?: (d: Draw) => void;
}

/** What a vehicle's detail painters receive. */
export class Draw {
  constructor(
    public s: Scene,
    public def: VehicleDef,
    private at: Placement,
  ) {}
  /** Local vehicle coordinates → world. */
  w(p: V3): V3 {
    const yaw = this.at.yaw ?? 0;
    const c = Math.cos(yaw);
    const s = Math.sin(yaw);
    return [this.at.x + p[0] * c + p[2] * s, p[1], this.at.z - p[0] * s + p[2] * c];
  }
  get cam(): Camera {
    return this.s.cam;
  }
  pr(p: V3): P2 {
    return this.cam.project(this.w(p));
  }
  /** A polygon on the near side. */
  sidePath(pts: P2[], out = 0.01): string {
    const z = this.def.width + out;
    return path3(this.cam, pts.map(([x, y]) => this.w([x, y, z])));
  }
  side(pts: P2[], fill: string, extra = ''): void {
    this.s.add(`<path d="${this.sidePath(pts)}" fill="${fill}"${extra}/>`);
  }
  /** A point of profile strip `i` (from profile[i] to profile[i+1]) at fraction u, depth z. */
  stripPt(i: number, u: number, z: number): V3 {
    const pr = this.def.profile;
    const a = pr[i]!;
    const b = pr[(i + 1) % pr.length]!;
    return this.w([lerp(a[0], b[0], u), lerp(a[1], b[1], u), z]);
  }
  strip(i: number, pts: P2[], fill: string, extra = ''): void {
    this.s.add(`<path d="${path3(this.cam, pts.map(([u, z]) => this.stripPt(i, u, z)))}" fill="${fill}"${extra}/>`);
  }
  /** Vertical gradient on the near side at length x, between heights y0 (top) and y1. */
  sideGrad(x: number, y0: number, y1: number, stops: [number, string, number?][]): string {
    const z = this.def.width;
    return this.s.lin(this.pr([x, y0, z]), this.pr([x, y1, z]), stops);
  }
  /** Text painted on the near side: starts at (x, baseline y), `size` metres high. */
  text(x: number, y: number, size: number, fill: string, content: string, weight = 700, spacing = 0): void {
    const z = this.def.width + 0.012;
    const o = this.pr([x, y, z]);
    const ex = this.pr([x + 0.01, y, z]);
    const ey = this.pr([x, y - 0.01, z]);
    const m = [ex[0] - o[0], ex[1] - o[1], ey[0] - o[0], ey[1] - o[1]].map((n) => n.toFixed(4));
    this.s.add(
      `<text transform="matrix(${m.join(' ')} ${f(o[0])} ${f(o[1])})" font-family="Arial,Helvetica,sans-serif" font-weight="${weight}" font-size="${f(size * 100)}"${spacing ? ` letter-spacing="${spacing}"` : ''} fill="${fill}">${content}</text>`,
    );
  }
  /** Whether profile strip i faces the camera. */
  stripVisible(i: number): boolean {
    const pr = this.def.profile;
    const a = pr[i]!;
    const b = pr[(i + 1) % pr.length]!;
    const n = this.normal(i);
    const mid = this.w([(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, this.def.width / 2]);
    const e = this.cam.eye;
    return n[0] * (e[0] - mid[0]) + n[1] * (e[1] - mid[1]) + n[2] * (e[2] - mid[2]) > 0;
  }
  normal(i: number): V3 {
    const pr = this.def.profile;
    const a = pr[i]!;
    const b = pr[(i + 1) % pr.length]!;
    const l = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    const n: V3 = [(b[1] - a[1]) / l, -(b[0] - a[0]) / l, 0];
    const o = this.w([0, 0, 0]);
    const p = this.w(n);
    return [p[0] - o[0], p[1], p[2] - o[2]];
  }
  /** Whether the vehicle's front face is seen. */
  get frontSeen(): boolean {
    const e = this.cam.eye;
    const p = this.w([this.def.length, 1, this.def.width / 2]);
    const q = this.w([this.def.length + 1, 1, this.def.width / 2]);
    return (q[0] - p[0]) * (e[0] - p[0]) + (q[2] - p[2]) * (e[2] - p[2]) > 0;
  }
}

/** Draws a vehicle (shadow, body, details, wheels) into the scene. */
export function drawVehicle(s: Scene, def: VehicleDef, at: Placement, opts: { shadow?: number; night?: boolean } = {}): Draw {
  const d = new Draw(s, def, at);
  const { length: L, width: Wd, profile, paint } = def;
  const dark = paint.dark ?? '#15191D';
  // soft shadow on the ground, pushed away from the sun
  const sun = s.sun;
  const k = Math.min(2.2, 1 / Math.max(0.35, sun[1]));
  const off: [number, number] = [-sun[0] * k * 0.9, -sun[2] * k * 0.9];
  const foot: V3[] = [
    [-0.3, 0, -0.3],
    [L + 0.3, 0, -0.3],
    [L + 0.3, 0, Wd + 0.3],
    [-0.3, 0, Wd + 0.3],
  ];
  // a soft shadow without a blur filter (filters are slow to paint on phones): three
  // footprints growing outwards, each faint, so the edge fades
  const opacity = (opts.shadow ?? 0.42) / 2.2;
  for (const grow of [0.7, 0.35, 0]) {
    const pts = foot.map(([x, , z]) => d.w([x + off[0] + Math.sign(x - L / 2) * grow, 0.01, z + off[1] + Math.sign(z - Wd / 2) * grow]));
    s.add(`<path d="${path3(s.cam, pts)}" fill="#10161C" opacity="${opacity.toFixed(2)}"/>`);
  }
  s.add(`<path d="${path3(s.cam, foot.map(([x, , z]) => d.w([x + 0.25, 0.01, z === -0.3 ? 0.1 : Wd - 0.1])))}" fill="#0B0F13" opacity="0.55"/>`);
  // far-side wheels peeking under the body
  for (const ax of def.axles) {
    const pts = circlePts(ax, def.wheelR, def.wheelR, 16).map(([x, y]) => d.w([x, y, 0.25]));
    s.add(`<path d="${path3(s.cam, pts)}" fill="${dark}"/>`);
  }
  // profile strips (front, roof, rear) shaded by the sun
  for (let i = 0; i < profile.length; i++) {
    if (!d.stripVisible(i)) continue;
    const a = profile[i]!;
    const b = profile[(i + 1) % profile.length]!;
    const lum = s.light(d.normal(i), opts.night ? 0.25 : 0.5);
    const fill = mix(mix(paint.body, '#000000', 0.55), paint.body, lum);
    const quad: V3[] = [d.w([a[0], a[1], 0]), d.w([b[0], b[1], 0]), d.w([b[0], b[1], Wd]), d.w([a[0], a[1], Wd])];
    s.add(`<path d="${path3(s.cam, quad)}" fill="${fill}" stroke="${fill}" stroke-width="0.6"/>`);
  }
  // near side with a sky-to-ground reflection gradient
  const top = Math.max(...profile.map((p) => p[1]));
  const bottom = Math.min(...profile.map((p) => p[1]));
  const o = d.w([0, 0, 0]);
  const n = d.w([0, 0, 1]);
  const sideLum = s.light([n[0] - o[0], 0, n[2] - o[2]], 0.55);
  const base = mix(mix(paint.body, '#000000', 0.35), paint.body, sideLum);
  const sideFill = d.sideGrad(L / 2, top, bottom, [
    [0, mix(base, '#FFFFFF', 0.25)],
    [0.45, base],
    [0.62, mix(base, paint.sky, 0.25)],
    [1, mix(base, '#000000', 0.3)],
  ]);
  s.add(`<path d="${d.sidePath(profile, 0)}" fill="${sideFill}"/>`);
  def.side?.(d);
  def.ends?.(d);
  // arches and near wheels
  const bodyBottom = bottom;
  for (const ax of def.axles) {
    const r = def.wheelR;
    const arch = circlePts(ax, r, r + 0.09, 20).map(([x, y]) => [x, Math.max(y, bodyBottom)] as P2);
    d.side(arch, '#0C1014');
    const tyre = circlePts(ax, r, r, 22).map(([x, y]) => d.w([x, y, Wd - 0.06]));
    s.add(`<path d="${path3(s.cam, tyre)}" fill="${dark}"/>`);
    const rimC = d.pr([ax, r, Wd - 0.03]);
    const rimT = d.pr([ax, r + r * 0.62, Wd - 0.03]);
    const rim = circlePts(ax, r, r * 0.62, 18).map(([x, y]) => d.w([x, y, Wd - 0.03]));
    s.add(`<path d="${path3(s.cam, rim)}" fill="${s.lin(rimT, [rimC[0], rimC[1] + (rimC[1] - rimT[1])], [[0, '#F2F4F6'], [0.5, '#A7B0B8'], [1, '#5D666E']])}"/>`);
    const hub = circlePts(ax, r, r * 0.2, 10).map(([x, y]) => d.w([x, y, Wd - 0.02]));
    s.add(`<path d="${path3(s.cam, hub)}" fill="#3A4148"/>`);
    // wheel nuts and the rim's vents
    let vents = '';
    for (let k = 0; k < 6; k++) {
      const a = (k / 6) * Math.PI * 2;
      vents += path3(s.cam, circlePts(ax + Math.cos(a) * r * 0.42, r + Math.sin(a) * r * 0.42, r * 0.07, 5).map(([x, y]) => d.w([x, y, Wd - 0.02])));
    }
    s.add(`<path d="${vents}" fill="#4A535B"/>`);
  }
  def.extras?.(d);
  return d;
}

/* ---------- shared detail painters ---------- */

/** A glazed area with sky reflection and a diagonal light band. */
export function glassSide(d: Draw, pts: P2[], paint: Paint, bands = true): void {
  const ys = pts.map((p) => p[1]);
  const xs = pts.map((p) => p[0]);
  const y0 = Math.max(...ys);
  const y1 = Math.min(...ys);
  const fill = d.sideGrad((Math.min(...xs) + Math.max(...xs)) / 2, y0, y1, [
    [0, mix(paint.sky, paint.glass, 0.35)],
    [0.38, mix(paint.sky, paint.glass, 0.75)],
    [0.42, paint.glass],
    [1, mix(paint.glass, '#000000', 0.35)],
  ]);
  const id = d.s.id('c');
  const p = d.sidePath(pts, 0.015);
  d.s.defs.push(`<clipPath id="${id}"><path d="${p}"/></clipPath>`);
  d.s.add(`<path d="${p}" fill="${fill}"/>`);
  if (!bands) return;
  const x0 = Math.min(...xs);
  const x1 = Math.max(...xs);
  const span = x1 - x0;
  const h = y0 - y1;
  let band = '';
  for (const [t, wdt, o] of [
    [0.18, 0.09, 0.22],
    [0.31, 0.03, 0.18],
    [0.62, 0.12, 0.14],
  ] as const) {
    const bx = x0 + span * t;
    const bw = span * wdt;
    band += `<path d="${d.sidePath([
      [bx, y1],
      [bx + bw, y1],
      [bx + bw + h * 0.9, y0],
      [bx + h * 0.9, y0],
    ], 0.02)}" fill="#FFFFFF" opacity="${o}"/>`;
  }
  d.s.add(`<g clip-path="url(#${id})">${band}</g>`);
}

/** Glazing on a profile strip (windscreen, rear window). */
export function glassStrip(d: Draw, i: number, u0: number, u1: number, z0: number, z1: number, paint: Paint): void {
  const a = d.cam.project(d.stripPt(i, u1, (z0 + z1) / 2));
  const b = d.cam.project(d.stripPt(i, u0, (z0 + z1) / 2));
  const fill = d.s.lin(a, b, [
    [0, mix(paint.sky, paint.glass, 0.3)],
    [0.45, mix(paint.sky, paint.glass, 0.7)],
    [0.5, paint.glass],
    [1, mix(paint.glass, '#000000', 0.4)],
  ]);
  d.strip(i, [
    [u0, z0],
    [u0, z1],
    [u1, z1 - 0.04],
    [u1, z0 + 0.04],
  ], fill);
  // one streak of light across the glass
  d.strip(i, [
    [lerp(u0, u1, 0.2), lerp(z0, z1, 0.55)],
    [lerp(u0, u1, 0.2), lerp(z0, z1, 0.68)],
    [lerp(u0, u1, 0.9), lerp(z0, z1, 0.4)],
    [lerp(u0, u1, 0.9), lerp(z0, z1, 0.27)],
  ], '#FFFFFF', ' opacity="0.18"');
}

/** A headlight or tail light on a strip, with an optional glow. */
export function lamp(d: Draw, i: number, u: number, z: number, w: number, h: number, color: string, glow = 0): void {
  d.strip(i, roundRect(u - h / 2, z - w / 2, u + h / 2, z + w / 2, Math.min(w, h) / 3), color, ` stroke="#1B2127" stroke-width="0.8"`);
  if (glow > 0) {
    const c = d.cam.project(d.stripPt(i, u, z));
    const r = glow * d.cam.scaleAt(d.stripPt(i, u, z));
    d.s.add(`<ellipse cx="${f(c[0])}" cy="${f(c[1])}" rx="${f(r)}" ry="${f(r * 0.6)}" fill="${d.s.rad(c[0], c[1], r, r * 0.6, [[0, '#FFF8E0', 0.9], [0.3, color, 0.35], [1, color, 0]])}"/>`);
  }
}

/** A coach rear-view mirror on its arm, hanging forward from the front corner. */
export function coachMirror(d: Draw, L: number, Wd: number, top: number): void {
  const arm: V3[] = [
    [L - 0.2, top - 0.3, Wd - 0.02],
    [L + 0.3, top - 0.32, Wd + 0.15],
    [L + 0.52, top - 0.5, Wd + 0.3],
  ];
  const pts = arm.map((p) => d.pr(p));
  d.s.add(`<path d="${path2(pts, false)}" fill="none" stroke="#1A2026" stroke-width="${f(Math.max(1.5, 0.06 * d.cam.scaleAt(d.w(arm[1]!))))}" stroke-linecap="round"/>`);
  const m: V3[] = [
    [L + 0.5, top - 0.45, Wd + 0.22],
    [L + 0.62, top - 0.45, Wd + 0.42],
    [L + 0.62, top - 1.05, Wd + 0.42],
    [L + 0.5, top - 1.05, Wd + 0.22],
  ];
  d.s.add(`<path d="${path3(d.cam, m.map((p) => d.w(p)))}" fill="#E9EDF0" stroke="#2A3138" stroke-width="1.2"/>`);
}

/* ---------- liveries ---------- */

export const NAVY = '#0B3C5D';
export const RUST = '#B5501E';

export const whiteLivery = (sky: string): Paint => ({ body: '#F4F6F7', lower: NAVY, stripe: RUST, glass: '#1E2D3A', sky });
