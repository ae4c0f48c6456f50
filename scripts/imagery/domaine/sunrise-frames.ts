/**
 * The frames of the gallery's short film, "sunrise over the vines": the La Févrie rows drawn by
 * the landscape of the stills, the sun coming up from behind the far hills while the sky turns
 * from dawn pink to morning gold. Pure: one SVG per frame; record-sunrise.ts films them.
 */
import { landscape } from './landscape.ts';
import type { Stop } from './svg-kit.ts';

function mix(a: string, b: string, t: number): string {
  const pa = Number.parseInt(a.slice(1), 16);
  const pb = Number.parseInt(b.slice(1), 16);
  const channel = (shift: number) => Math.round(((pa >> shift) & 255) * (1 - t) + ((pb >> shift) & 255) * t).toString(16).padStart(2, '0');
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

const DAWN: Stop[] = [[0, '#3A4A72'], [0.55, '#B98A9A'], [0.85, '#E9B4A0'], [1, '#F2CDB0']];
const MORNING: Stop[] = [[0, '#7FA4C8'], [0.55, '#E8D2B0'], [0.85, '#F8DDA8'], [1, '#FBE9C4']];

/** The picture at time t (0 = first light, 1 = the sun clear of the hills), 640 × 360. */
export function sunriseFrame(t: number): string {
  const ease = t * t * (3 - 2 * t);
  const sky = DAWN.map(([offset, color], i): Stop => [offset, mix(color, MORNING[i]![1], ease)]);
  return landscape({
    width: 640, height: 360, title: 'Lever du soleil sur les vignes / Sunrise over the vines', horizon: 170, seed: 61,
    sky,
    sun: { x: 420, y: 190 - 80 * ease, r: 14, color: mix('#FFD9A0', '#FFF6DC', ease), glow: mix('#FFB88A', '#FFE2A8', ease) },
    hills: [
      { color: mix('#8A7A8E', '#B9B0A4', ease), rise: 22, amplitude: 12 },
      { color: mix('#6A6A5E', '#98A07A', ease), rise: 9, amplitude: 10 },
      { color: mix('#4E5A36', '#7A8A4A', ease), rise: 1, amplitude: 6 },
    ],
    ground: [mix('#5E6236', '#8E944E', ease), mix('#2E3618', '#4E5A26', ease)],
    spire: { x: 150, scale: 0.35 },
    rows: { cx: 300, focal: 330, rows: 6, sun: 1, lit: mix('#5E6A32', '#8E9E44', ease), shade: '#26361A', top: mix('#46582A', '#64803A', ease), bunch: null, offset: 0.4, seed: 8 },
    warmth: 0.2 + 0.15 * ease,
  });
}
