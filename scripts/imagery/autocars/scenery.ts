/** Scenery seen through the scene's camera: sky, hills, bocage hedgerows, roads, buildings, people. */
import type { P2, V3 } from './engine.ts';
import { H, Scene, W, f, lerp, mix, path2, path3, rng } from './engine.ts';

export function sky(s: Scene, stops: [number, string][], sun?: { x: number; y: number; r: number; color: string }): void {
  s.add(`<rect width="${W}" height="${H}" fill="${s.lin([0, 0], [0, H], stops)}"/>`);
  if (sun) {
    s.add(`<rect width="${W}" height="${H}" fill="${s.rad(sun.x, sun.y, sun.r, sun.r, [[0, '#FFFDF4', 1], [0.06, '#FFF4D2', 0.95], [0.2, sun.color, 0.45], [1, sun.color, 0]])}"/>`);
  }
}

/** Soft clouds: stacked radial gradients (no blur filter). */
export function clouds(s: Scene, list: [number, number, number][], color = '#FFFFFF', opacity = 0.85): void {
  const g = s.rad(0, 0, 1, 0.38, [[0, color, opacity], [0.55, color, opacity * 0.6], [1, color, 0]]);
  for (const [x, y, w] of list) {
    s.add(`<ellipse cx="0" cy="0" rx="1" ry="0.38" fill="${g}" transform="translate(${f(x)} ${f(y)}) scale(${f(w)})"/>`);
    s.add(`<ellipse cx="0" cy="0" rx="1" ry="0.38" fill="${g}" transform="translate(${f(x + w * 0.35)} ${f(y - w * 0.12)}) scale(${f(w * 0.6)})"/>`);
  }
}

/** A rolling silhouette between x = 0 and W, base line `y`, amplitude `amp`. */
export function hills(s: Scene, y: number, amp: number, seed: number, fill: string, bottom = H): void {
  const r = rng(seed);
  const ph = [r() * 6, r() * 6, r() * 6];
  const pts: P2[] = [];
  for (let x = -10; x <= W + 10; x += 30) {
    const v = Math.sin(x / 260 + ph[0]!) * 0.55 + Math.sin(x / 117 + ph[1]!) * 0.3 + Math.sin(x / 53 + ph[2]!) * 0.15;
    pts.push([x, y - amp * (0.5 + 0.5 * v)]);
  }
  pts.push([W + 10, bottom], [-10, bottom]);
  s.add(`<path d="${path2(pts)}" fill="${fill}"/>`);
}

/** Defines a shaded tree symbol (100 units high, trunk base at 0,0) once per scene and palette. */
const treeKinds = new WeakMap<Scene, Map<string, string>>();
export function treeSymbol(s: Scene, kind: 'oak' | 'pine' | 'poplar' | 'palm', leaf: string, lightDir = 1): string {
  const key = `${kind}${leaf}${lightDir}`;
  const done = treeKinds.get(s) ?? new Map<string, string>();
  treeKinds.set(s, done);
  const known = done.get(key);
  if (known) return known;
  const id = `t${done.size}`;
  done.set(key, id);
  const dark = mix(leaf, '#0B1A10', 0.45);
  const light = mix(leaf, '#F4E9A8', 0.35);
  const L = lightDir;
  let body = '';
  if (kind === 'oak') {
    body = `<path d="M-3 0L-2 -38L2 -38L3 0Z" fill="#4A3A2C"/><circle cx="0" cy="-58" r="30" fill="${dark}"/><circle cx="${-18 * L}" cy="-48" r="20" fill="${dark}"/><circle cx="${14 * L}" cy="-66" r="24" fill="${leaf}"/><circle cx="${-6 * L}" cy="-76" r="20" fill="${leaf}"/><circle cx="${20 * L}" cy="-50" r="17" fill="${leaf}"/><circle cx="${18 * L}" cy="-72" r="12" fill="${light}"/><circle cx="${26 * L}" cy="-56" r="9" fill="${light}"/>`;
  } else if (kind === 'poplar') {
    body = `<path d="M-2 0L-1.5 -20L1.5 -20L2 0Z" fill="#4A3A2C"/><ellipse cx="0" cy="-58" rx="14" ry="44" fill="${dark}"/><ellipse cx="${4 * L}" cy="-62" rx="9" ry="38" fill="${leaf}"/><ellipse cx="${7 * L}" cy="-70" rx="4" ry="22" fill="${light}"/>`;
  } else if (kind === 'palm') {
    body = `<path d="M-2 0Q6 -50 2 -92L5 -92Q11 -50 3 0Z" fill="#6B5A44"/>${[-70, -35, 0, 35, 70, 110, -110]
      .map((a) => `<path d="M3 -92q${f(30 * Math.sin((a * Math.PI) / 180))} ${f(-14 + 24 * Math.abs(Math.sin((a * Math.PI) / 360)))} ${f(46 * Math.sin((a * Math.PI) / 180))} ${f(10 + 20 * (1 - Math.cos((a * Math.PI) / 180)))}" fill="none" stroke="${a * L > 0 ? leaf : dark}" stroke-width="7" stroke-linecap="round"/>`)
      .join('')}`;
  } else {
    body = `<path d="M-2 0L-2 -12L2 -12L2 0Z" fill="#4A3A2C"/><path d="M0 -100L22 -12L-22 -12Z" fill="${dark}"/><path d="M0 -100L22 -12L${4 * L} -12Z" fill="${leaf}"/><path d="M0 -100L14 -45L${2 * L} -40Z" fill="${light}" opacity="0.5"/>`;
  }
  s.defs.push(`<symbol id="${id}" overflow="visible">${body}</symbol>`);
  return id;
}

/** A tree standing at world point p, `height` metres high. */
export function tree(s: Scene, p: V3, height: number, id: string, extra = ''): void {
  const c = s.cam.project(p);
  const k = (s.cam.scaleAt(p) * height) / 100;
  if (k < 0.06) return;
  s.add(`<use href="#${id}" transform="translate(${f(c[0])} ${f(c[1])})scale(${k.toFixed(2)})"${extra}/>`);
}

/** A bocage hedgerow: a low hedge with oaks rising out of it, between two ground points. */
export function hedgerow(s: Scene, a: V3, b: V3, leaf: string, seed: number, spacing = 7, hedgeH = 1.6, treeH = 9): void {
  const r = rng(seed);
  const len = Math.hypot(b[0] - a[0], b[2] - a[2]);
  const n = Math.max(2, Math.round(len / spacing));
  const id = treeSymbol(s, 'oak', leaf, s.sun[0] >= 0 ? 1 : -1);
  const top: V3[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    top.push([lerp(a[0], b[0], t), hedgeH * (0.8 + 0.4 * r()), lerp(a[2], b[2], t)]);
  }
  const base: V3[] = [
    [b[0], 0, b[2]],
    [a[0], 0, a[2]],
  ];
  s.add(`<path d="${path3(s.cam, [...top, ...base])}" fill="${mix(leaf, '#0B1A10', 0.35)}"/>`);
  const pts: V3[] = [];
  for (let i = 0; i < n; i++) {
    const t = (i + 0.2 + r() * 0.6) / n;
    pts.push([lerp(a[0], b[0], t), 0, lerp(a[2], b[2], t)]);
  }
  pts.sort((p, q) => s.cam.depth(q) - s.cam.depth(p));
  if (treeH > 0) for (const p of pts) if (s.cam.depth(p) > 1) tree(s, p, treeH * (0.8 + r() * 0.6), id);
}

/** A ground quad (field, car park, lawn) between x0..x1 and z0..z1. */
export function ground(s: Scene, x0: number, x1: number, z0: number, z1: number, fill: string, y = 0): void {
  s.add(`<path d="${path3(s.cam, [[x0, y, z0], [x1, y, z0], [x1, y, z1], [x0, y, z1]])}" fill="${fill}"/>`);
}

/** A road along x between z0 and z1, with edge lines and a dashed centre line. */
export function road(s: Scene, x0: number, x1: number, z0: number, z1: number, opts: { centre?: boolean; tone?: string } = {}): void {
  const tone = opts.tone ?? '#5B6167';
  const near = s.cam.project([0, 0, z1]);
  const far = s.cam.project([0, 0, z0]);
  s.add(`<path d="${path3(s.cam, [[x0, 0, z0], [x1, 0, z0], [x1, 0, z1], [x0, 0, z1]])}" fill="${s.lin(far, near, [[0, mix(tone, '#C9D2DA', 0.35)], [1, mix(tone, '#1E2226', 0.25)]])}"/>`);
  const line = (z: number, w: number) =>
    s.add(`<path d="${path3(s.cam, [[x0, 0.01, z - w], [x1, 0.01, z - w], [x1, 0.01, z + w], [x0, 0.01, z + w]])}" fill="#E9ECEF" opacity="0.85"/>`);
  line(z0 + 0.3, 0.07);
  line(z1 - 0.3, 0.07);
  if (opts.centre !== false) {
    let d = '';
    const zc = (z0 + z1) / 2;
    for (let x = x0; x < x1; x += 13) d += path3(s.cam, [[x, 0.01, zc - 0.07], [x + 3, 0.01, zc - 0.07], [x + 3, 0.01, zc + 0.07], [x, 0.01, zc + 0.07]]);
    s.add(`<path d="${d}" fill="#F2F2EE" opacity="0.9"/>`);
  }
}

export interface HouseOpts {
  x: number;
  z: number;
  w: number;
  d: number;
  h: number;
  roofH: number;
  wall: string;
  roof: string;
  shutters?: string;
  /** Hip roof (Vendée low-pitch) instead of gables. */
  hip?: boolean;
  windows?: number;
  door?: boolean;
  sign?: string;
  /** Window glass colour (lit windows at night). */
  windowColor?: string;
}

/** A house as a box with a pitched roof, lit by the sun, with windows and shutters on the seen walls. */
export function house(s: Scene, o: HouseOpts): void {
  const { x, z, w, d, h, roofH } = o;
  const c = s.cam;
  const faces: { pts: V3[]; n: V3; kind: 'wall' | 'roof'; axis?: 'x' | 'z'; at?: number }[] = [
    { pts: [[x, 0, z + d], [x + w, 0, z + d], [x + w, h, z + d], [x, h, z + d]], n: [0, 0, 1], kind: 'wall', axis: 'z', at: z + d },
    { pts: [[x, 0, z], [x + w, 0, z], [x + w, h, z], [x, h, z]], n: [0, 0, -1], kind: 'wall', axis: 'z', at: z },
    { pts: [[x + w, 0, z], [x + w, 0, z + d], [x + w, h, z + d], [x + w, h, z]], n: [1, 0, 0], kind: 'wall', axis: 'x', at: x + w },
    { pts: [[x, 0, z], [x, 0, z + d], [x, h, z + d], [x, h, z]], n: [-1, 0, 0], kind: 'wall', axis: 'x', at: x },
  ];
  const ridgeIn = o.hip ? Math.min(w, d) * 0.35 : 0;
  const r0: V3 = [x + ridgeIn, h + roofH, z + d / 2];
  const r1: V3 = [x + w - ridgeIn, h + roofH, z + d / 2];
  faces.push(
    { pts: [[x - 0.3, h - 0.1, z + d + 0.3], [x + w + 0.3, h - 0.1, z + d + 0.3], r1, r0], n: [0, d / 2, roofH], kind: 'roof' },
    { pts: [[x - 0.3, h - 0.1, z - 0.3], [x + w + 0.3, h - 0.1, z - 0.3], r1, r0], n: [0, d / 2, -roofH], kind: 'roof' },
  );
  if (o.hip) {
    faces.push({ pts: [[x + w + 0.3, h - 0.1, z - 0.3], [x + w + 0.3, h - 0.1, z + d + 0.3], r1], n: [roofH, ridgeIn, 0], kind: 'roof' });
    faces.push({ pts: [[x - 0.3, h - 0.1, z - 0.3], [x - 0.3, h - 0.1, z + d + 0.3], r0], n: [-roofH, ridgeIn, 0], kind: 'roof' });
  } else {
    faces.push({ pts: [[x + w, h, z], [x + w, h, z + d], r1], n: [1, 0, 0], kind: 'wall' });
    faces.push({ pts: [[x, h, z], [x, h, z + d], r0], n: [-1, 0, 0], kind: 'wall' });
  }
  const centre = (pts: V3[]): V3 => [pts.reduce((a, p) => a + p[0], 0) / pts.length, pts.reduce((a, p) => a + p[1], 0) / pts.length, pts.reduce((a, p) => a + p[2], 0) / pts.length];
  const seen = faces.filter((fc) => {
    const m = centre(fc.pts);
    return fc.n[0] * (c.eye[0] - m[0]) + fc.n[1] * (c.eye[1] - m[1]) + fc.n[2] * (c.eye[2] - m[2]) > 0;
  });
  seen.sort((a, b) => c.depth(centre(b.pts)) - c.depth(centre(a.pts)));
  for (const fc of seen) {
    const lum = s.light(fc.n, 0.5);
    const base = fc.kind === 'roof' ? o.roof : o.wall;
    s.add(`<path d="${path3(c, fc.pts)}" fill="${mix(mix(base, '#1A2430', 0.5), base, lum)}" stroke="${mix(base, '#1A2430', 0.3)}" stroke-width="0.4"/>`);
    if (fc.kind !== 'wall' || !fc.axis) continue;
    const along = fc.axis === 'z' ? w : d;
    const n = o.windows ?? Math.max(1, Math.floor(along / 3));
    for (let i = 0; i < n; i++) {
      const u = (i + 0.5) * (along / n);
      const isDoor = o.door !== false && i === Math.floor(n / 2) && fc.n[2] > 0;
      const y0 = isDoor ? 0 : h * 0.35;
      const y1 = isDoor ? Math.min(2.2, h * 0.75) : Math.min(h * 0.35 + 1.3, h - 0.4);
      const hw = isDoor ? 0.5 : 0.45;
      const pt = (uu: number, yy: number): V3 => (fc.axis === 'z' ? [x + uu, yy, fc.at! + fc.n[2] * 0.02] : [fc.at! + fc.n[0] * 0.02, yy, z + uu]);
      s.add(`<path d="${path3(c, [pt(u - hw, y0), pt(u + hw, y0), pt(u + hw, y1), pt(u - hw, y1)])}" fill="${isDoor ? mix(o.shutters ?? '#5C7A8C', '#000000', 0.25) : (o.windowColor ?? '#2E3B46')}"/>`);
      if (!isDoor && o.shutters) {
        for (const side of [-1, 1]) {
          s.add(`<path d="${path3(c, [pt(u + side * hw, y0), pt(u + side * (hw + 0.45), y0), pt(u + side * (hw + 0.45), y1), pt(u + side * hw, y1)])}" fill="${o.shutters}"/>`);
        }
      }
    }
    if (o.sign && fc.n[2] > 0 && c.depth([x + w / 2, h, z + d]) > 6) {
      const size = Math.min(0.7, (w * 0.8) / (o.sign.length * 0.66));
      const x0 = x + w / 2 - (o.sign.length * size * 0.66) / 2;
      const yy = Math.min(h - 0.4, h * 0.86);
      const a = c.project([x0, yy, z + d + 0.05]);
      const b = c.project([x0 + 1, yy, z + d + 0.05]);
      const up = c.project([x0, yy + 1, z + d + 0.05]);
      s.add(`<text transform="matrix(${[(b[0] - a[0]) / 100, (b[1] - a[1]) / 100, (a[0] - up[0]) / 100, (a[1] - up[1]) / 100].map((n) => n.toFixed(4)).join(' ')} ${f(a[0])} ${f(a[1])})" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="${f(size * 100)}" fill="#0B3C5D">${o.sign}</text>`);
    }
  }
}

/** A standing person, `h` metres tall, drawn as a figure facing the viewer. */
export function person(s: Scene, p: V3, o: { h?: number; top: string; legs?: string; skin?: string; hair?: string; bag?: string; arm?: 'up' | 'down' }): void {
  const c = s.cam.project(p);
  const k = (s.cam.scaleAt(p) * (o.h ?? 1.75)) / 100;
  const skin = o.skin ?? '#E2B594';
  const hair = o.hair ?? '#3B2A20';
  const legs = o.legs ?? '#2C3440';
  const shade = mix(o.top, '#000000', 0.3);
  const armUp = o.arm === 'up' ? `<path d="M15 -80Q26 -92 24 -108" stroke="${o.top}" stroke-width="6" stroke-linecap="round" fill="none"/><circle cx="24" cy="-110" r="3.6" fill="${skin}"/>` : `<path d="M15 -78Q19 -62 17 -48" stroke="${shade}" stroke-width="6" stroke-linecap="round" fill="none"/>`;
  s.add(
    `<g transform="translate(${f(c[0])} ${f(c[1])}) scale(${k.toFixed(3)})"><ellipse cx="2" cy="0" rx="16" ry="3" fill="#000" opacity="0.2"/><path d="M-9 -48L-8 -2L-2 -2L0 -40L2 -2L8 -2L9 -48Z" fill="${legs}"/><path d="M-10 0Q-10 -4 -7 -4L-2 -4L-1 0ZM1 0L2 -4L7 -4Q10 -4 10 0Z" fill="#1A1C20"/><path d="M-16 -78Q-16 -84 -8 -85L8 -85Q16 -84 16 -78L12 -46L-12 -46Z" fill="${o.top}"/><path d="M4 -85L8 -85Q16 -84 16 -78L12 -46L2 -46Z" fill="${shade}" opacity="0.5"/><path d="M-15 -78Q-19 -62 -17 -48" stroke="${o.top}" stroke-width="6" stroke-linecap="round" fill="none"/>${armUp}<rect x="-3" y="-90" width="6" height="6" fill="${skin}"/><path d="M-5 -85L0 -79L5 -85Z" fill="${mix(o.top, '#FFFFFF', 0.55)}"/><ellipse cx="0" cy="-96" rx="7.5" ry="9" fill="${skin}"/><path d="M-8 -96Q-9 -107 0 -107Q9 -107 8 -96Q6 -102 0 -102Q-6 -102 -8 -96Z" fill="${hair}"/>${o.bag ? `<rect x="-13" y="-82" width="26" height="22" rx="4" fill="${o.bag}" transform="translate(0 2)" opacity="0.95"/>` : ''}</g>`,
  );
}

/** A cylinder tower (lighthouse, mill) standing at p. */
export function tower(s: Scene, p: V3, r: number, h: number, wall: string, roof: string, roofH: number, bands?: string): void {
  const c0 = s.cam.project(p);
  const c1 = s.cam.project([p[0], p[1] + h, p[2]]);
  const k = s.cam.scaleAt(p);
  const rw = r * k;
  const rt = r * 0.8 * s.cam.scaleAt([p[0], p[1] + h, p[2]]);
  const g = s.lin([c0[0] - rw, 0], [c0[0] + rw, 0], [[0, mix(wall, '#1E2A36', 0.45)], [0.55, wall], [0.75, mix(wall, '#FFFFFF', 0.4)], [1, mix(wall, '#1E2A36', 0.2)]]);
  s.add(`<path d="M${f(c0[0] - rw)} ${f(c0[1])}L${f(c1[0] - rt)} ${f(c1[1])}L${f(c1[0] + rt)} ${f(c1[1])}L${f(c0[0] + rw)} ${f(c0[1])}Z" fill="${g}"/>`);
  if (bands) {
    for (const t of [0.25, 0.55]) {
      const y0 = lerp(c0[1], c1[1], t);
      const y1 = lerp(c0[1], c1[1], t + 0.15);
      const w0 = lerp(rw, rt, t);
      const w1 = lerp(rw, rt, t + 0.15);
      s.add(`<path d="M${f(c0[0] - w0)} ${f(y0)}L${f(c0[0] - w1)} ${f(y1)}L${f(c0[0] + w1)} ${f(y1)}L${f(c0[0] + w0)} ${f(y0)}Z" fill="${bands}"/>`);
    }
  }
  const rh = roofH * s.cam.scaleAt([p[0], p[1] + h, p[2]]);
  s.add(`<path d="M${f(c1[0] - rt * 1.15)} ${f(c1[1])}L${f(c1[0])} ${f(c1[1] - rh)}L${f(c1[0] + rt * 1.15)} ${f(c1[1])}Z" fill="${roof}"/>`);
}

/** Water from the horizon line y0 down to y1 with glints. */
export function sea(s: Scene, y0: number, y1: number, deep: string, near: string, seed: number, glint = '#FFFFFF'): void {
  s.add(`<rect x="0" y="${f(y0)}" width="${W}" height="${f(y1 - y0)}" fill="${s.lin([0, y0], [0, y1], [[0, mix(deep, '#FFFFFF', 0.25)], [0.3, deep], [1, near]])}"/>`);
  const r = rng(seed);
  let d = '';
  for (let i = 0; i < 70; i++) {
    const t = r() ** 1.6;
    const y = lerp(y0 + 3, y1, t);
    const x = r() * W;
    const w = 6 + t * 50 * r();
    d += `M${f(x)} ${f(y)}h${f(w)}`;
  }
  s.add(`<path d="${d}" stroke="${glint}" stroke-opacity="0.35" stroke-width="1.4"/>`);
}
