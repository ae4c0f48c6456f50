/** The touring coach and the midi-coach: one parametric coach body with its livery. */
import type { P2, V3 } from './engine.ts';
import { f, mix, path3, roundRect } from './engine.ts';
import type { Paint, VehicleDef } from './vehicles.ts';
import { coachMirror, glassSide, glassStrip, lamp } from './vehicles.ts';
import { rearLift } from './rear-lift.ts';

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
