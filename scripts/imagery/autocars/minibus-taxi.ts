/** The 9-seat minibus and the taxi (roof sign, CPAM badge). */
import type { V3 } from './engine.ts';
import { f, mix, path3, roundRect } from './engine.ts';
import type { Paint, VehicleDef } from './vehicles.ts';
import { glassSide, glassStrip, lamp } from './vehicles.ts';

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
