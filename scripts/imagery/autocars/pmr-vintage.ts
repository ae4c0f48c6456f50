/** The accessible van with its rear lift, and the 1920s bus of the company history. */
import type { P2, V3 } from './engine.ts';
import { f, lerp, mix, path3, roundRect } from './engine.ts';
import type { Paint, VehicleDef } from './vehicles.ts';
import { glassSide, glassStrip } from './vehicles.ts';
import { rearLift } from './rear-lift.ts';

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
