/** The Autocars Bocage Vendée fleet: touring coach, midi-coach, 9-seat minibus, taxi, accessible van, 1920s bus. */
import type { P2, V3 } from './engine.ts';
import { f, lerp, mix, path3, roundRect } from './engine.ts';
import type { Draw, Paint, VehicleDef } from './vehicles.ts';
import { NAVY, RUST, coachMirror, glassSide, glassStrip, lamp } from './vehicles.ts';

/** Points of a curve through control points (quadratic B-spline, good enough for liveries). */
function curve(pts: P2[], n = 4): P2[] {
  const out: P2[] = [pts[0]!];
  for (let i = 1; i < pts.length - 1; i++) {
    const a = pts[i - 1]!;
    const b = pts[i]!;
    const c = pts[i + 1]!;
    const m0: P2 = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    const m1: P2 = [(b[0] + c[0]) / 2, (b[1] + c[1]) / 2];
    for (let k = 0; k <= n; k++) {
      const t = k / n;
      out.push([
        (1 - t) ** 2 * m0[0] + 2 * (1 - t) * t * b[0] + t * t * m1[0],
        (1 - t) ** 2 * m0[1] + 2 * (1 - t) * t * b[1] + t * t * m1[1],
      ]);
    }
  }
  out.push(pts[pts.length - 1]!);
  return out;
}

export interface CoachOpts {
  length: number;
  height: number;
  axles: number[];
  paint: Paint;
  /** White coach with the yellow "transport d'enfants" square. */
  school?: boolean;
  lettering?: [string, string];
  headlights?: boolean;
  /** The rear lift lowered (accessible coach). */
  rearLift?: boolean;
  /** Luggage bay doors raised, with bags inside. */
  openBays?: boolean;
}

/** A modern touring coach (or midi-coach) in the company livery. */
export function coach(o: CoachOpts): VehicleDef {
  const L = o.length;
  const Hh = o.height;
  const Wd = 2.55;
  const profile: P2[] = [
    [0, 0.42],
    [L - 0.05, 0.42],
    [L + 0.05, 0.95],
    [L + 0.08, 1.3],
    [L - 0.08, Hh - 0.34],
    [L - 0.28, Hh - 0.1],
    [L - 0.7, Hh],
    [0.4, Hh],
    [0.06, Hh - 0.17],
    [0, Hh - 0.5],
  ];
  const p = o.paint;
  const doorX = L - 1.3;
  const glassTop = Hh - 0.32;
  const glassBottom = L > 11 ? Hh - 1.72 : Hh - 1.5;
  return {
    length: L,
    width: Wd,
    profile,
    axles: o.axles,
    wheelR: 0.52,
    paint: p,
    side(d) {
      // navy skirt, rust pinstripe and the sweep towards the rear
      d.side([[0, 0.42], [L, 0.42], [L + 0.06, 0.92], [0, 0.92]], p.lower);
      const edge = curve([[L * 0.5, 0.92], [L * 0.3, 1.15], [L * 0.14, 1.9], [0, Hh - 0.4]]);
      d.side([...edge, [0, 0.92]], p.lower);
      const edge2 = curve([[L * 0.55, 0.92], [L * 0.34, 1.2], [L * 0.17, 2.05], [0.05, Hh - 0.15]]);
      d.side([...edge2, ...[...edge].reverse()], p.stripe);
      d.side([[L * 0.55, 0.92], [L, 0.92], [L + 0.06, 0.99], [L * 0.54, 0.99]], p.stripe);
      // luggage bays
      for (let k = 0; k < 3; k++) {
        const x0 = o.axles[o.axles.length - 2 >= 0 ? 0 : 0]! + 0.9 + k * ((doorX - 1.6 - o.axles[0]! - 0.9) / 3);
        const x1 = x0 + (doorX - 1.6 - o.axles[0]! - 0.9) / 3 - 0.08;
        if (x1 > o.axles[o.axles.length - 1]! - 0.7) break;
        d.s.add(`<path d="${d.sidePath(roundRect(x0, 1.02, x1, 1.82, 0.05), 0.012)}" fill="none" stroke="${mix(p.body, '#000000', 0.25)}" stroke-width="0.8"/>`);
      }
      // the glazed band, pillars, door
      glassSide(d, roundRect(0.55, glassBottom, doorX - 0.15, glassTop, 0.18), p);
      // seat backs seen through the tinted glass
      let seats = '';
      for (let x = 0.9; x < doorX - 0.6; x += 0.82) seats += d.sidePath(roundRect(x, glassBottom, x + 0.42, glassBottom + 0.62, 0.12), 0.016);
      d.s.add(`<path d="${seats}" fill="#A9BBCB" opacity="0.28"/>`);
      const pitch = (doorX - 0.7) / Math.round((doorX - 0.7) / 1.45);
      for (let x = 0.55 + pitch; x < doorX - 0.4; x += pitch) {
        d.side([[x - 0.035, glassBottom], [x + 0.035, glassBottom], [x + 0.035, glassTop], [x - 0.035, glassTop]], '#0D151C');
      }
      glassSide(d, roundRect(doorX, 0.55, L - 0.12, glassTop, 0.08), p, false);
      d.side([[doorX + 0.47, 0.55], [doorX + 0.53, 0.55], [doorX + 0.53, glassTop], [doorX + 0.47, glassTop]], '#0D151C');
      d.side([[doorX, 1.75], [L - 0.12, 1.75], [L - 0.12, 1.8], [doorX, 1.8]], '#0D151C');
      if (o.school) {
        d.side(roundRect(L * 0.42, 1.05, L * 0.42 + 0.62, 1.67, 0.04), '#F6C400', ' stroke="#111" stroke-width="1.2"');
        d.text(L * 0.42 + 0.1, 1.5, 0.32, '#111', '⚇', 700);
      }
      const [l1, l2] = o.lettering ?? ['AUTOCARS BOCAGE', 'VENDÉE · DEPUIS 1919'];
      const size = L > 11 ? 0.34 : 0.27;
      const tx = doorX - 0.4 - size * 14.5;
      d.text(tx, glassBottom - 0.2, size, p.lower, l1, 700, 4);
      d.text(tx, glassBottom - 0.55, size * 0.6, p.stripe, l2, 700, 6);
    },
    ends(d) {
      if (!d.frontSeen) {
        // rear: window, lamps, engine grille
        if (d.stripVisible(9)) {
          glassStrip(d, 9, 0.03, 0.3, 0.2, Wd - 0.2, p);
          if (o.rearLift) {
            d.strip(9, [[0.35, 0.35], [0.35, Wd - 0.35], [0.99, Wd - 0.35], [0.99, 0.35]], '#2A3138');
            d.strip(9, roundRect(0.5, 0.55, 0.8, 1.2, 0.04), '#4B6C8F');
            d.strip(9, roundRect(0.5, 1.35, 0.8, Wd - 0.55, 0.04), '#4B6C8F');
          }
          lamp(d, 9, 0.72, 0.2, 0.2, 0.2, '#C0392B');
          lamp(d, 9, 0.72, Wd - 0.2, 0.2, 0.2, '#C0392B');
          d.strip(9, roundRect(0.4, 0.4, 0.62, Wd - 0.4, 0.05), mix(p.body, '#000000', 0.12));
          d.strip(9, [[0.86, Wd / 2 - 0.26], [0.86, Wd / 2 + 0.26], [0.95, Wd / 2 + 0.26], [0.95, Wd / 2 - 0.26]], '#F7F7F2', ' stroke="#333" stroke-width="0.5"');
        }
        return;
      }
      // front: navy bumper, grille, plate, lamps, windscreen with destination sign
      d.strip(1, [[0, 0], [0, Wd], [1, Wd], [1, 0]], p.lower);
      d.strip(1, roundRect(0.25, 0.55, 0.85, Wd - 0.55, 0.08), mix(p.lower, '#000000', 0.45));
      d.strip(1, [[0.35, Wd / 2 - 0.26], [0.35, Wd / 2 + 0.26], [0.75, Wd / 2 + 0.26], [0.75, Wd / 2 - 0.26]], '#F7F7F2', ' stroke="#333" stroke-width="0.5"');
      lamp(d, 2, 0.5, 0.42, 0.5, 0.55, o.headlights ? '#FFF6D8' : '#DCE6EE', o.headlights ? 1.6 : 0);
      lamp(d, 2, 0.5, Wd - 0.42, 0.5, 0.55, o.headlights ? '#FFF6D8' : '#DCE6EE', o.headlights ? 1.6 : 0);
      glassStrip(d, 3, 0.03, 0.97, 0.08, Wd - 0.08, p);
      d.strip(3, [[0.88, 0.25], [0.88, Wd - 0.25], [0.97, Wd - 0.25], [0.97, 0.25]], '#11161B');
      d.strip(3, [[0.91, 0.6], [0.91, Wd - 0.9], [0.945, Wd - 0.9], [0.945, 0.6]], '#F29A2E', ' opacity="0.9"');
      // the front corner catching the light
      const e0 = d.pr([L + 0.08, 1.3, Wd]);
      const e1 = d.pr([L - 0.08, Hh - 0.34, Wd]);
      d.s.add(`<path d="M${f(e0[0])} ${f(e0[1])}L${f(e1[0])} ${f(e1[1])}" stroke="#FFFFFF" stroke-opacity="0.55" stroke-width="2"/>`);
    },
    extras(d) {
      if (d.frontSeen) coachMirror(d, L, Wd, Hh);
      if (o.rearLift && !d.frontSeen) rearLift(d, Wd);
      if (o.openBays) {
        const span = o.axles[o.axles.length - 1]! - 0.8 - (o.axles[o.axles.length - 2]! + 0.8);
        for (let k = 0; k < 2; k++) {
          const x0 = o.axles[o.axles.length - 2]! + 0.8 + (k * span) / 2 + 0.05;
          const x1 = x0 + span / 2 - 0.1;
          d.side([[x0, 0.98], [x1, 0.98], [x1, 1.45], [x0, 1.45]], '#15191D');
          const bags = ['#1F3F8F', '#F2C230', '#1F3F8F', '#D8543C'];
          for (let b = 0; b < 3; b++) {
            const bx = x0 + 0.15 + b * ((x1 - x0 - 0.3) / 3);
            d.side(roundRect(bx, 1.0, bx + (x1 - x0 - 0.4) / 3, 1.3 + (b % 2) * 0.1, 0.06), bags[(b + k) % 4]!, '');
          }
          const door: V3[] = [
            [x0, 1.45, Wd + 0.02],
            [x1, 1.45, Wd + 0.02],
            [x1, 1.62, Wd + 0.8],
            [x0, 1.62, Wd + 0.8],
          ];
          d.s.add(`<path d="${path3(d.cam, door.map((q) => d.w(q)))}" fill="${mix(p.body, '#8A939B', 0.25)}" stroke="#6A737B" stroke-width="0.8"/>`);
        }
      }
    },
  };
}

export const touringCoach = (paint: Paint, extra: Partial<CoachOpts> = {}) =>
  coach({ length: 12.2, height: 3.72, axles: [2.2, 3.55, 9.5], paint, ...extra });

export const midiCoach = (paint: Paint, extra: Partial<CoachOpts> = {}) =>
  coach({ length: 9.4, height: 3.3, axles: [2.4, 7.35], paint, ...extra });

/** A 9-seat minibus (long-wheelbase van). */
export function minibus(p: Paint, lettering = true): VehicleDef {
  const L = 5.95;
  const Wd = 2.0;
  return {
    length: L,
    width: Wd,
    axles: [1.1, 4.85],
    wheelR: 0.36,
    paint: p,
    profile: [
      [0, 0.38],
      [5.9, 0.38],
      [5.98, 0.75],
      [5.86, 1.02],
      [5.3, 1.22],
      [4.55, 2.2],
      [4.25, 2.44],
      [0.12, 2.46],
      [0, 2.3],
    ],
    side(d) {
      d.side([[0, 0.38], [5.9, 0.38], [5.96, 0.66], [0, 0.66]], mix(p.body, '#3A4650', 0.55));
      d.side([[0, 1.12], [5.62, 1.12], [5.55, 1.19], [0, 1.19]], p.lower);
      d.side([[0, 1.21], [5.5, 1.21], [5.45, 1.25], [0, 1.25]], p.stripe);
      glassSide(d, roundRect(0.45, 1.36, 4.12, 2.1, 0.1), p);
      for (const x of [1.55, 2.65, 3.55]) d.side([[x - 0.04, 1.36], [x + 0.04, 1.36], [x + 0.04, 2.1], [x - 0.04, 2.1]], '#0E151B');
      glassSide(d, [[4.3, 1.36], [5.15, 1.36], [4.52, 2.12], [4.3, 2.12]], p, false);
      d.s.add(`<path d="${d.sidePath([[2.65, 0.45], [3.6, 0.45], [3.6, 2.2], [2.65, 2.2]], 0.013)}" fill="none" stroke="${mix(p.body, '#000000', 0.3)}" stroke-width="0.9"/>`);
      d.s.add(`<path d="${d.sidePath([[4.2, 0.45], [5.25, 0.45], [5.25, 1.28], [4.6, 2.2], [4.2, 2.2]], 0.013)}" fill="none" stroke="${mix(p.body, '#000000', 0.3)}" stroke-width="0.9"/>`);
      if (lettering) {
        d.text(0.45, 0.93, 0.17, p.lower, 'AUTOCARS BOCAGE VENDÉE', 700, 2);
        d.text(4.35, 0.93, 0.13, p.stripe, '9 PLACES', 700, 2);
      }
    },
    ends(d) {
      if (!d.frontSeen) {
        glassStrip(d, 8, 0.3, 0.92, 0.15, Wd - 0.15, p);
        lamp(d, 8, 0.35, 0.1, 0.12, 0.3, '#B3261E');
        lamp(d, 8, 0.35, Wd - 0.1, 0.12, 0.3, '#B3261E');
        return;
      }
      d.strip(1, [[0, 0], [0, Wd], [1, Wd], [1, 0]], '#39434C');
      d.strip(2, roundRect(0.2, 0.55, 0.85, Wd - 0.55, 0.06), '#161B20');
      lamp(d, 2, 0.55, 0.3, 0.42, 0.6, '#E3EBF2');
      lamp(d, 2, 0.55, Wd - 0.3, 0.42, 0.6, '#E3EBF2');
      glassStrip(d, 4, 0.04, 0.96, 0.08, Wd - 0.08, p);
    },
    extras(d) {
      if (!d.frontSeen) return;
      const m: V3[] = [
        [4.45, 1.55, Wd + 0.02],
        [4.45, 1.55, Wd + 0.28],
        [4.45, 1.9, Wd + 0.28],
        [4.45, 1.9, Wd + 0.02],
      ];
      d.s.add(`<path d="${path3(d.cam, m.map((q) => d.w(q)))}" fill="#1B2126"/>`);
    },
  };
}

/** A taxi conventionné: an estate car with its roof sign and the CPAM-approved badge. */
export function taxi(p: Paint, signLit = true): VehicleDef {
  const L = 4.86;
  const Wd = 1.86;
  return {
    length: L,
    width: Wd,
    axles: [0.95, 3.76],
    wheelR: 0.335,
    paint: p,
    profile: [
      [0, 0.32],
      [4.86, 0.32],
      [4.93, 0.6],
      [4.84, 0.8],
      [3.85, 0.99],
      [2.85, 1.43],
      [2.5, 1.48],
      [0.5, 1.47],
      [0.12, 1.3],
      [0, 0.96],
    ],
    side(d) {
      d.side([[0, 0.32], [4.86, 0.32], [4.9, 0.48], [0, 0.48]], mix(p.body, '#000000', 0.35));
      glassSide(d, [[0.3, 1.0], [3.72, 1.0], [2.83, 1.39], [0.52, 1.42]], p);
      for (const [x0, x1] of [[2.02, 2.1], [0.92, 1.0]] as const) d.side([[x0, 0.99], [x1, 0.99], [x1 - 0.02, 1.43], [x0 - 0.02, 1.43]], '#0D1216');
      d.side([[0.3, 0.98], [3.75, 0.98], [3.74, 1.0], [0.3, 1.0]], '#D7DCE0');
      const seam = mix(p.body, '#000000', 0.45);
      d.s.add(`<path d="${d.sidePath([[2.06, 0.42], [2.06, 0.99]], 0.013)}M${d.sidePath([[3.45, 0.45], [3.7, 0.99]], 0.013).slice(1)}M${d.sidePath([[0.95, 0.45], [0.95, 0.99]], 0.013).slice(1)}" stroke="${seam}" stroke-width="0.9" fill="none"/>`);
      // the CPAM-approved badge on the rear door
      d.side(roundRect(1.18, 0.6, 1.86, 0.86, 0.12), '#FFFFFF', ' stroke="#1D4E9E" stroke-width="1.2"');
      d.text(1.24, 0.76, 0.075, '#1D4E9E', 'TAXI CONVENTIONNÉ', 700);
      d.text(1.4, 0.67, 0.06, '#1D4E9E', 'CPAM · VENDÉE', 700);
    },
    ends(d) {
      if (!d.frontSeen) {
        glassStrip(d, 7, 0.08, 0.95, 0.12, Wd - 0.12, p);
        lamp(d, 8, 0.55, 0.14, 0.26, 0.5, '#B3261E');
        lamp(d, 8, 0.55, Wd - 0.14, 0.26, 0.5, '#B3261E');
        d.strip(9, [[0.25, Wd / 2 - 0.26], [0.25, Wd / 2 + 0.26], [0.5, Wd / 2 + 0.26], [0.5, Wd / 2 - 0.26]], '#F7F7F2', ' stroke="#333" stroke-width="0.5"');
        return;
      }
      d.strip(1, [[0, 0], [0, Wd], [1, Wd], [1, 0]], mix(p.body, '#000000', 0.2));
      d.strip(2, roundRect(0.1, 0.55, 0.9, Wd - 0.55, 0.05), '#101418');
      lamp(d, 2, 0.6, 0.28, 0.38, 0.45, '#EAF1F7', signLit ? 0.6 : 0);
      lamp(d, 2, 0.6, Wd - 0.28, 0.38, 0.45, '#EAF1F7', signLit ? 0.6 : 0);
      glassStrip(d, 4, 0.04, 0.96, 0.1, Wd - 0.1, p);
    },
    extras(d) {
      // roof sign: a small lit box
      const x0 = 1.45;
      const x1 = 2.15;
      const y0 = 1.47;
      const y1 = 1.66;
      const z0 = 0.72;
      const z1 = 1.14;
      const box = (pts: V3[], fill: string) => d.s.add(`<path d="${path3(d.cam, pts.map((q) => d.w(q)))}" fill="${fill}"/>`);
      const lit = signLit ? '#FFFDF2' : '#E8E8E2';
      box([[x0, y1, z0], [x1, y1, z0], [x1, y1, z1], [x0, y1, z1]], mix(lit, '#888888', 0.2));
      if (d.frontSeen) box([[x1, y0, z0], [x1, y1, z0], [x1, y1, z1], [x1, y0, z1]], mix(lit, '#999999', 0.35));
      box([[x0, y0, z1], [x1, y0, z1], [x1, y1, z1], [x0, y1, z1]], lit);
      d.text(x0 + 0.1, y0 + 0.04, 0.13, '#111111', 'TAXI', 700, 2);
      if (signLit) {
        const c = d.pr([(x0 + x1) / 2, y1, z1]);
        const r = 1.1 * d.cam.scaleAt(d.w([(x0 + x1) / 2, y1, z1]));
        d.s.add(`<ellipse cx="${f(c[0])}" cy="${f(c[1])}" rx="${f(r)}" ry="${f(r * 0.5)}" fill="${d.s.rad(c[0], c[1], r, r * 0.5, [[0, '#FFF7D6', 0.45], [1, '#FFF7D6', 0]])}"/>`);
      }
      if (d.frontSeen) {
        const m: V3[] = [
          [3.6, 1.0, Wd + 0.02],
          [3.6, 1.0, Wd + 0.2],
          [3.6, 1.12, Wd + 0.2],
          [3.6, 1.12, Wd + 0.02],
        ];
        box(m, mix(p.body, '#000000', 0.2));
      }
    },
  };
}


/** A rear lift lowered to the ground behind the vehicle, with a wheelchair on its platform. */
export function rearLift(d: Draw, Wd: number): void {
  const plate: V3[] = [
    [-0.1, 0.06, 0.22],
    [-1.45, 0.06, 0.22],
    [-1.45, 0.06, Wd - 0.22],
    [-0.1, 0.06, Wd - 0.22],
  ];
  d.s.add(`<path d="${path3(d.cam, plate.map((q) => d.w(q)))}" fill="#8E979F" stroke="#4E575F" stroke-width="1"/>`);
  d.s.add(`<path d="${path3(d.cam, [[-1.45, 0.06, 0.22], [-1.45, 0.06, Wd - 0.22], [-1.45, 0.0, Wd - 0.22], [-1.45, 0.0, 0.22]].map((q) => d.w(q as V3)))}" fill="#F2C230"/>`);
  for (const z of [0.22, Wd - 0.22]) {
    const post: V3[] = [
      [-0.05, 0.06, z],
      [-0.15, 0.06, z],
      [-0.15, 1.0, z],
      [-0.05, 1.0, z],
    ];
    d.s.add(`<path d="${path3(d.cam, post.map((q) => d.w(q)))}" fill="#5E676F"/>`);
  }
  // wheelchair: two large wheels, seat, back and push handles
  const cx = -0.8;
  const zc = Wd / 2;
  const ring = (z: number, r: number, y: number, x: number, w: number) => {
    const pts: V3[] = Array.from({ length: 20 }, (_, i) => [x + r * Math.cos((i / 20) * 2 * Math.PI), y + r * Math.sin((i / 20) * 2 * Math.PI), z]);
    d.s.add(`<path d="${path3(d.cam, pts.map((q) => d.w(q)))}" fill="none" stroke="#20262B" stroke-width="${w}"/>`);
  };
  ring(zc - 0.3, 0.3, 0.36, cx, 3);
  const seat: V3[] = [
    [cx - 0.25, 0.55, zc - 0.27],
    [cx + 0.2, 0.55, zc - 0.27],
    [cx + 0.2, 0.55, zc + 0.27],
    [cx - 0.25, 0.55, zc + 0.27],
  ];
  d.s.add(`<path d="${path3(d.cam, seat.map((q) => d.w(q)))}" fill="#1E5AA0"/>`);
  const back: V3[] = [
    [cx - 0.27, 0.55, zc - 0.27],
    [cx - 0.3, 1.0, zc - 0.27],
    [cx - 0.3, 1.0, zc + 0.27],
    [cx - 0.27, 0.55, zc + 0.27],
  ];
  d.s.add(`<path d="${path3(d.cam, back.map((q) => d.w(q)))}" fill="#1A4F8C" stroke="#20262B" stroke-width="1.5"/>`);
  ring(zc + 0.3, 0.3, 0.36, cx, 3);
  ring(zc + 0.3, 0.08, 0.08, cx + 0.3, 2);
  const h = d.pr([cx - 0.38, 1.02, zc + 0.3]);
  const h0 = d.pr([cx - 0.3, 1.0, zc + 0.3]);
  d.s.add(`<path d="M${f(h0[0])} ${f(h0[1])}L${f(h[0])} ${f(h[1])}" stroke="#20262B" stroke-width="3" stroke-linecap="round"/>`);
}

/** A high-roof accessible van, rear doors open and the lift lowered, seen from behind. */
export function pmrVan(p: Paint): VehicleDef {
  const L = 6.4;
  const Wd = 2.0;
  const Hh = 2.72;
  const inner = '#2A3138';
  return {
    length: L,
    width: Wd,
    axles: [1.3, 5.2],
    wheelR: 0.37,
    paint: p,
    profile: [
      [0, 0.4],
      [6.35, 0.4],
      [6.43, 0.78],
      [6.3, 1.05],
      [5.75, 1.25],
      [5.0, 2.25],
      [4.65, Hh],
      [0.1, Hh],
      [0, Hh - 0.1],
    ],
    side(d) {
      d.side([[0, 0.4], [6.35, 0.4], [6.4, 0.68], [0, 0.68]], mix(p.body, '#3A4650', 0.5));
      d.side([[0, 1.12], [6.0, 1.12], [5.95, 1.2], [0, 1.2]], p.lower);
      d.side([[0, 1.22], [5.9, 1.22], [5.86, 1.26], [0, 1.26]], p.stripe);
      glassSide(d, roundRect(0.4, 1.42, 4.5, 2.2, 0.1), p);
      for (const x of [1.5, 2.7, 3.7]) d.side([[x - 0.04, 1.42], [x + 0.04, 1.42], [x + 0.04, 2.2], [x - 0.04, 2.2]], '#0E151B');
      d.side(roundRect(0.5, 0.78, 0.9, 1.06, 0.04), '#1F5FA8');
      d.text(0.56, 1.0, 0.2, '#FFFFFF', '♿', 400);
      d.text(1.05, 0.95, 0.15, p.lower, 'TRANSPORT ACCESSIBLE', 700, 2);
    },
    ends(d) {
      if (d.frontSeen) return;
      // open rear: the lit interior with its seats
      const last = 8;
      d.strip(last, [[0.02, 0.12], [0.02, Wd - 0.12], [0.97, Wd - 0.12], [0.97, 0.12]], inner);
      for (let k = 0; k < 3; k++) {
        const z = 0.3 + k * 0.5;
        d.strip(last, roundRect(0.35, z, 0.62, z + 0.38, 0.04), '#4B6C8F');
      }
      d.strip(last, [[0.02, 0.12], [0.02, Wd - 0.12], [0.1, Wd - 0.12], [0.1, 0.12]], '#C9CED2');
    },
    extras(d) {
      // door leaves swung open, the lift platform on the ground with a wheelchair
      const leaf = (z: number, dir: number) => {
        const pts: V3[] = [
          [0, 0.5, z],
          [-0.02, 0.5, z + dir * 0.95],
          [-0.02, Hh - 0.15, z + dir * 0.95],
          [0, Hh - 0.15, z],
        ];
        d.s.add(`<path d="${path3(d.cam, pts.map((q) => d.w(q)))}" fill="${mix(p.body, '#8A939B', 0.3)}" stroke="#7A848C" stroke-width="0.8"/>`);
        const g: V3[] = [
          [-0.03, 1.55, z + dir * 0.15],
          [-0.03, 1.55, z + dir * 0.8],
          [-0.03, 2.35, z + dir * 0.8],
          [-0.03, 2.35, z + dir * 0.15],
        ];
        d.s.add(`<path d="${path3(d.cam, g.map((q) => d.w(q)))}" fill="#24313C"/>`);
      };
      leaf(Wd, 1);
      rearLift(d, Wd);
    },
  };
}

/** The company's first motor coach (1920s), to be drawn in sepia. */
export function vintageBus(p: Paint): VehicleDef {
  const L = 6.5;
  const Wd = 2.1;
  return {
    length: L,
    width: Wd,
    axles: [1.3, 5.3],
    wheelR: 0.5,
    paint: p,
    profile: [
      [0, 0.7],
      [6.35, 0.7],
      [6.5, 0.95],
      [6.45, 1.6],
      [5.3, 1.66],
      [5.05, 2.6],
      [4.85, 2.78],
      [0.15, 2.85],
      [0, 2.6],
    ],
    side(d) {
      d.side([[0, 0.7], [6.35, 0.7], [6.4, 0.85], [0, 0.85]], mix(p.body, '#000000', 0.4));
      glassSide(d, roundRect(0.35, 1.65, 4.85, 2.5, 0.05), p, false);
      for (let x = 1.1; x < 4.8; x += 0.75) d.side([[x - 0.05, 1.65], [x + 0.05, 1.65], [x + 0.05, 2.5], [x - 0.05, 2.5]], p.body);
      d.side([[0.2, 1.5], [4.95, 1.5], [4.95, 1.56], [0.2, 1.56]], p.stripe);
      d.text(0.8, 1.18, 0.26, p.lower, 'SERVICE DES HERBIERS', 700, 3);
      // mudguards
      for (const ax of [1.3, 5.3]) {
        const arc: P2[] = Array.from({ length: 12 }, (_, i) => {
          const a = Math.PI * (i / 11);
          return [ax + 0.62 * Math.cos(a), 0.5 + 0.62 * Math.sin(a)] as P2;
        });
        d.s.add(`<path d="${d.sidePath(arc, 0.08).replace('Z', '')}" fill="none" stroke="${mix(p.body, '#000000', 0.5)}" stroke-width="4"/>`);
      }
    },
    ends(d) {
      if (!d.frontSeen) return;
      d.strip(1, roundRect(0.05, 0.3, 0.95, Wd - 0.3, 0.05), mix(p.body, '#000000', 0.5));
      for (let k = 0; k < 9; k++) {
        const z = lerp(0.4, Wd - 0.4, k / 8);
        d.strip(1, [[0.1, z - 0.015], [0.1, z + 0.015], [0.9, z + 0.015], [0.9, z - 0.015]], mix(p.body, '#FFFFFF', 0.2));
      }
      glassStrip(d, 4, 0.1, 0.92, 0.15, Wd - 0.15, p);
    },
    extras(d) {
      // roof rack with luggage
      const rack = (x0: number, x1: number, y: number, z0: number, z1: number, fill: string) => {
        const top: V3[] = [
          [x0, y, z0],
          [x1, y, z0],
          [x1, y, z1],
          [x0, y, z1],
        ];
        const front: V3[] = [
          [x0, 2.86, z1],
          [x1, 2.86, z1],
          [x1, y, z1],
          [x0, y, z1],
        ];
        d.s.add(`<path d="${path3(d.cam, front.map((q) => d.w(q)))}" fill="${fill}"/><path d="${path3(d.cam, top.map((q) => d.w(q)))}" fill="${mix(fill, '#FFFFFF', 0.25)}"/>`);
      };
      rack(0.6, 1.5, 3.25, 0.3, 1.6, mix(p.stripe, '#000000', 0.2));
      rack(1.7, 2.4, 3.1, 0.5, 1.9, mix(p.lower, '#FFFFFF', 0.2));
      rack(2.6, 3.8, 3.2, 0.2, 1.5, mix(p.stripe, '#333333', 0.4));
      // headlamps on stalks
      for (const z of [0.25, Wd - 0.25]) {
        const c = d.pr([L - 0.05, 1.5, z]);
        const r = 0.16 * d.cam.scaleAt(d.w([L, 1.5, z]));
        d.s.add(`<circle cx="${f(c[0])}" cy="${f(c[1])}" r="${f(r)}" fill="${mix(p.body, '#FFFFFF', 0.5)}" stroke="${mix(p.body, '#000000', 0.5)}" stroke-width="2"/>`);
      }
      // spokes on the near wheels
      for (const ax of [1.3, 5.3]) {
        let sp = '';
        for (let k = 0; k < 12; k++) {
          const a = (k / 12) * Math.PI;
          const p0 = d.pr([ax + 0.42 * Math.cos(a), 0.5 + 0.42 * Math.sin(a), Wd - 0.02]);
          const p1 = d.pr([ax - 0.42 * Math.cos(a), 0.5 - 0.42 * Math.sin(a), Wd - 0.02]);
          sp += `M${f(p0[0])} ${f(p0[1])}L${f(p1[0])} ${f(p1[1])}`;
        }
        d.s.add(`<path d="${sp}" stroke="${mix(p.body, '#FFFFFF', 0.3)}" stroke-width="1.6"/>`);
      }
    },
  };
}

export { NAVY, RUST };
