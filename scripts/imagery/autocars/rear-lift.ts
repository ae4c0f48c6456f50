/** The wheelchair lift at the rear door, shared by the accessible van and the coach that carries one. */
import type { V3 } from './engine.ts';
import { f, path3 } from './engine.ts';
import type { Draw } from './vehicles.ts';

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
