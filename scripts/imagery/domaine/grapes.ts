/**
 * A bunch of grapes: one berry drawn once (a lit sphere with a window highlight) and placed many
 * times in a tapering cone, with a stalk and, if asked, a vine leaf behind. Ids prefixed with `id`.
 */
import { n, radial, seeded } from './svg-kit.ts';

export function grapeDefs(id: string, light: string, dark: string): string {
  return `${radial(`${id}-berry`, [[0, '#fff', 0.9], [0.12, light], [0.7, dark], [1, dark]], 0.36, 0.32, 0.7)}<g id="${id}"><circle r="10" fill="url(#${id}-berry)"/><circle r="10" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="0.8"/></g>`;
}

/** A five-lobed vine leaf, `size` wide, rotated by `angle` degrees around (x, y). */
export function vineLeaf(x: number, y: number, size: number, angle: number, fill: string, vein: string): string {
  const s = size / 100;
  const d = 'M0 45 C-8 40 -20 44 -30 36 C-46 38 -52 22 -44 12 C-58 4 -54 -14 -40 -16 C-44 -34 -26 -44 -14 -34 C-10 -50 10 -50 14 -34 C26 -44 44 -34 40 -16 C54 -14 58 4 44 12 C52 22 46 38 30 36 C20 44 8 40 0 45Z';
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${angle}) scale(${n(s)})"><path d="${d}" fill="${fill}"/><path d="M0 45 V-30 M0 20 L-34 -4 M0 20 L34 -4 M0 5 L-22 -30 M0 5 L22 -30" stroke="${vein}" stroke-width="2.2" fill="none" opacity="0.7"/></g>`;
}

/** The bunch hanging from (x, top), `length` long; `berry` is the berry's diameter. */
export function grapeBunch(id: string, x: number, top: number, length: number, berry: number, seed: number): string {
  const random = seeded(seed);
  const uses: string[] = [];
  const rows = Math.max(3, Math.round(length / (berry * 0.78)));
  for (let row = 0; row < rows; row += 1) {
    const t = row / (rows - 1);
    const half = (length * 0.36) * Math.sin(Math.PI * (0.18 + 0.82 * (1 - t) * 0.9)) * (1 - t * 0.55);
    const count = Math.max(1, Math.round((half * 2) / (berry * 0.85)));
    for (let i = 0; i < count; i += 1) {
      const bx = x - half + (count === 1 ? half : (i * half * 2) / (count - 1)) + (random() - 0.5) * berry * 0.3;
      const by = top + berry * 0.5 + t * (length - berry) + (random() - 0.5) * berry * 0.25;
      const scale = (berry / 20) * (0.9 + random() * 0.2);
      uses.push(`<use href="#${id}" transform="translate(${n(bx)} ${n(by)}) scale(${n(scale)})"/>`);
    }
  }
  return `<path d="M${n(x)} ${n(top - berry * 1.2)} Q${n(x + berry * 0.4)} ${n(top - berry * 0.3)} ${n(x)} ${n(top + berry * 0.4)}" stroke="#5B4A2A" stroke-width="${n(berry * 0.18)}" fill="none" stroke-linecap="round"/>${uses.join('')}`;
}
