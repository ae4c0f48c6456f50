/**
 * Trellised vine rows seen in true perspective: a camera at eye height looks along rows planted
 * 1.6 m apart; every row's canopy (0.45–1.4 m) is projected point by point, so the rows converge
 * on the horizon, thin out with distance and overlap as real rows do. The face turned to the sun
 * is lit, the other falls in shade; posts and bunches show only near the viewer.
 */
import { n, seeded } from './svg-kit.ts';

export interface RowsView {
  width: number;
  /** Screen x of the vanishing point and the horizon's y. */
  cx: number;
  horizon: number;
  /** Focal length in pixels (larger = narrower view). */
  focal: number;
  /** Camera height above the ground, metres. */
  eye?: number;
  /** Number of rows each side of the camera. */
  rows: number;
  /** Sun on the left (-1) or right (1): which faces are lit. */
  sun: -1 | 1;
  lit: string;
  shade: string;
  top: string;
  /** Bunch colour, or null for rows before véraison / without fruit shown. */
  bunch?: string | null;
  seed?: number;
  /** Colour of the worn track between rows. */
  track?: string;
  /** Lateral offset of the camera between two rows (0–1 of the spacing). */
  offset?: number;
}

const SPACING = 1.6;
const LOW = 0.45;
const HIGH = 1.4;
const HALF = 0.22;

/** Leaf texture laid over the canopies (needs to be in the picture's defs once). */
export function leafTexture(light: string, dark: string): string {
  return `<pattern id="leaves" width="37" height="23" patternUnits="userSpaceOnUse"><g fill="${light}" opacity="0.32"><circle cx="4" cy="4" r="3.2"/><circle cx="21" cy="13" r="2.6"/><circle cx="30" cy="3" r="2"/><circle cx="12" cy="19" r="2.2"/></g><g fill="${dark}" opacity="0.26"><circle cx="13" cy="8" r="3.6"/><circle cx="33" cy="16" r="3"/><circle cx="25" cy="5" r="1.8"/><circle cx="4" cy="15" r="2.4"/></g></pattern>`;
}

/** Where a point of the ground (x across, z ahead, metres) falls in the picture. */
export function groundPoint(view: Pick<RowsView, 'cx' | 'horizon' | 'focal' | 'eye'>, x: number, z: number): [number, number] {
  return [view.cx + (view.focal * x) / z, view.horizon + (view.focal * (view.eye ?? 3.2)) / z];
}

export function vineRows(view: RowsView): string {
  const random = seeded(view.seed ?? 3);
  const eye = view.eye ?? 3.2;
  const offset = view.offset ?? 0.5;
  const project = (x: number, y: number, z: number): [number, number] => [view.cx + (view.focal * x) / z, view.horizon + (view.focal * (eye - y)) / z];
  const depths: number[] = [];
  for (let z = 1.4; z < 400; z *= 1.3) depths.push(z);
  const order: number[] = [];
  for (let k = view.rows; k >= 1; k -= 1) order.push(-k, k - 1);
  const out: string[] = [];
  const r = (v: number) => String(Math.round(v));
  for (const k of order) {
    const trunks: string[] = [];
    const posts: string[] = [];
    const bunches: string[] = [];
    const x = (k + offset) * SPACING;
    const left = x < 0;
    const innerX = left ? x + HALF : x - HALF;
    const outerX = left ? x - HALF : x + HALF;
    const facingSun = (left ? 1 : -1) === view.sun;
    const wobble = depths.map((z) => (random() - 0.5) * 0.22 * Math.min(1, 6 / z));
    const topPts = depths.map((z, i) => project(outerX, HIGH + wobble[i]!, z));
    const innerTop = depths.map((z, i) => project(innerX, HIGH + wobble[i]!, z));
    const innerLow = depths.map((z) => project(innerX, LOW + 0.05 * Math.sin(z * 2.3 + k), z));
    const line = (pts: [number, number][]) => pts.map(([px, py]) => `${r(px)} ${r(py)}`).join(' ');
    // the row's shadow cast on the grass away from the low sun, and the worn track beside it
    const away = -view.sun;
    const ends = [depths[0]!, 400];
    const shadow = [...ends.map((z) => project(x + away * HALF, 0, z)), ...[...ends].reverse().map((z) => project(x + away * (HALF + 1.0), 0, z))];
    out.push(`<path d="M${line(shadow)}Z" fill="#1E2A10" opacity="0.28"/>`);
    const track = [...ends.map((z) => project(x + SPACING / 2 - 0.28, 0, z)), ...[...ends].reverse().map((z) => project(x + SPACING / 2 + 0.28, 0, z))];
    out.push(`<path d="M${line(track)}Z" fill="${view.track ?? '#A48B5C'}" opacity="0.35"/>`);
    // canopy top (seen from above), then its inner face down to the fruit zone
    const id = `row${k + view.rows}`;
    out.push(`<g fill="${view.top}"><path id="${id}t" d="M${line(topPts)} L${line([...innerTop].reverse())}Z"/></g><use href="#${id}t" fill="url(#leaves)"/>`);
    out.push(`<g fill="${facingSun ? view.lit : view.shade}"><path id="${id}f" d="M${line(innerTop)} L${line([...innerLow].reverse())}Z"/></g><use href="#${id}f" fill="url(#leaves)" opacity="${facingSun ? 0.9 : 0.5}"/>`);
    // trunks every 1.2 m and posts every 6 m near the viewer; bunches hanging under the leaves
    for (let z = 3.6; z < 17; z += 1.2) {
      const [bx, by] = project(x, 0, z);
      const [, ty] = project(x, LOW, z);
      const w = Math.max(0.6, (view.focal * 0.06) / z);
      if (bx < -20 || bx > view.width + 20) continue;
      trunks.push(`M${n(bx - w / 2)} ${r(by)}h${n(w)}V${r(ty)}h${n(-w)}z`);
      if (Math.round(z / 1.2) % 5 === 0) {
        const [, py] = project(x, 1.75, z);
        posts.push(`M${n(bx + w / 2)} ${r(by)}h${n(w * 0.8)}V${r(py)}h${n(-w * 0.8)}z`);
      }
      if (view.bunch && z < 12 && random() > 0.3) {
        const [gx, gy] = project(innerX, LOW + 0.04, z);
        const size = (view.focal * 0.06) / z;
        bunches.push(`M${n(gx - size * 0.7)} ${n(gy)}h${n(size * 1.4)}l${n(-size * 0.7)} ${n(size * 2.2)}z`);
      }
    }
    if (trunks.length > 0) out.push(`<path d="${trunks.join('')}" fill="#4A3423"/><path d="${posts.join('')}" fill="#7A664E"/>`);
    if (bunches.length > 0) out.push(`<path d="${bunches.join('')}" fill="${view.bunch}" stroke="${view.bunch}" stroke-width="2" stroke-linejoin="round"/>`);
  }
  return out.join('\n');
}
