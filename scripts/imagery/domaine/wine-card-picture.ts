/**
 * The 3:2 card picture of one cuvée (900 × 600, the card grid's frame): the bottle and a poured
 * glass on an oak table in the tasting room's window light, with what the wine is about beside
 * them — the stone of its terroir, oysters and lemon, a bunch of red grapes, rose petals — and a
 * soft, out-of-focus room behind.
 */
import { bottle, type Cuvee } from './bottle.ts';
import { grapeBunch, grapeDefs, vineLeaf } from './grapes.ts';
import { grainDefs, grainLayer, linear, n, radial, seeded, svgDocument, vignette } from './svg-kit.ts';
import { wineGlass } from './wine-glass.ts';

export type CardProp = 'schist' | 'gneiss' | 'granite' | 'oysters' | 'petals' | 'grapes' | 'bubbles';

export interface CardSetting {
  /** Back wall top and bottom colours, and the tint of the out-of-focus lights. */
  wall: [string, string];
  bokeh: string;
  prop: CardProp;
}

const W = 900;
const H = 600;
const TABLE = 470;

function stones(random: () => number, kind: 'schist' | 'gneiss' | 'granite'): string {
  const palette = { schist: ['#3E4145', '#55595E', '#2C2E31'], gneiss: ['#6D7580', '#8C949C', '#4E5560'], granite: ['#B9A9A0', '#D3C6BC', '#8E7F78'] }[kind];
  const out: string[] = [];
  const pieces: [number, number, number, number][] = [[760, TABLE + 38, 86, 30], [700, TABLE + 52, 60, 22], [815, TABLE + 58, 50, 18]];
  pieces.forEach(([x, y, w, h], i) => {
    const top = kind === 'schist' ? `M${x - w} ${y} L${x - w * 0.7} ${y - h} L${x + w * 0.8} ${y - h * 1.15} L${x + w} ${y - h * 0.2} L${x + w * 0.7} ${y + h * 0.35} L${x - w * 0.8} ${y + h * 0.3}Z` : `M${x - w} ${y} C${x - w} ${y - h * 1.3} ${x + w} ${y - h * 1.4} ${x + w} ${y} C${x + w} ${y + h * 0.5} ${x - w} ${y + h * 0.5} ${x - w} ${y}Z`;
    out.push(`<ellipse cx="${x + 10}" cy="${n(y + h * 0.35)}" rx="${n(w * 1.05)}" ry="${n(h * 0.35)}" fill="#000" opacity="0.3"/>`);
    out.push(`<path d="${top}" fill="url(#stone-${i % 2})"/>`);
    if (kind === 'schist') for (let k = 1; k < 4; k += 1) out.push(`<path d="M${n(x - w * 0.85)} ${n(y - h * 0.25 * k + h * 0.2)} L${n(x + w * 0.85)} ${n(y - h * 0.28 * k)}" stroke="${palette[1]}" stroke-width="1.5" opacity="0.7"/>`);
    if (kind === 'gneiss') for (let k = 0; k < 3; k += 1) out.push(`<path d="M${n(x - w * 0.9)} ${n(y - h * 0.3 * k)} Q${x} ${n(y - h * 0.3 * k - h * 0.4)} ${n(x + w * 0.9)} ${n(y - h * 0.3 * k - h * 0.1)}" stroke="#E4E1DA" stroke-width="${2 + k}" opacity="0.55" fill="none"/>`);
    if (kind === 'granite') for (let k = 0; k < 26; k += 1) out.push(`<circle cx="${n(x + (random() - 0.5) * w * 1.5)}" cy="${n(y - random() * h * 0.9 + h * 0.1)}" r="${n(1 + random() * 2)}" fill="${k % 3 ? '#3A3230' : '#F1E9E2'}" opacity="0.8"/>`);
  });
  return `<defs>${linear('stone-0', [[0, palette[1]!], [1, palette[2]!]])}${linear('stone-1', [[0, palette[0]!], [1, palette[2]!]])}</defs>${out.join('')}`;
}

/** An open oyster on its shell (needs the `nacre` gradient of `oysters`). */
export function oysterShell(x: number, y: number, r: number, a: number): string {
  return `<g transform="translate(${x} ${y}) rotate(${a})"><path d="M${-r} 0 C${-r} ${-r * 0.7} ${r * 0.6} ${-r * 0.8} ${r} ${-r * 0.1} C${r * 1.1} ${r * 0.4} ${-r * 0.6} ${r * 0.6} ${-r} 0Z" fill="#8D8A80"/><path d="M${-r * 0.8} 0 C${-r * 0.7} ${-r * 0.5} ${r * 0.5} ${-r * 0.6} ${r * 0.8} ${-r * 0.1} C${r * 0.8} ${r * 0.3} ${-r * 0.5} ${r * 0.4} ${-r * 0.8} 0Z" fill="url(#nacre)"/><ellipse cx="${-r * 0.05}" cy="${-r * 0.12}" rx="${r * 0.42}" ry="${r * 0.2}" fill="#CFC6B4" opacity="0.8"/></g>`;
}

export const NACRE = radial('nacre', [[0, '#FBF7EE'], [0.6, '#E3DCCB'], [1, '#B9B2A2']], 0.4, 0.4);

function oysters(): string {
  const shell = oysterShell;
  return `<defs>${NACRE}</defs><ellipse cx="770" cy="${TABLE + 52}" rx="125" ry="34" fill="#000" opacity="0.25"/><ellipse cx="765" cy="${TABLE + 44}" rx="122" ry="34" fill="#F2EFE8"/><ellipse cx="765" cy="${TABLE + 42}" rx="104" ry="26" fill="#E2DED5"/>${shell(725, TABLE + 40, 44, -12)}${shell(800, TABLE + 48, 40, 15)}<path d="M790 ${TABLE + 18} a22 22 0 0 1 44 0Z" fill="#F2D64B"/><path d="M795 ${TABLE + 18} a17 17 0 0 1 34 0Z" fill="#FBEA9A"/>`;
}

function petals(random: () => number): string {
  const out: string[] = [];
  for (let i = 0; i < 9; i += 1) {
    const x = 700 + random() * 150;
    const y = TABLE + 25 + random() * 55;
    out.push(`<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(9 + random() * 6)}" ry="${n(5 + random() * 3)}" transform="rotate(${Math.round(random() * 180)} ${n(x)} ${n(y)})" fill="${i % 2 ? '#E58FA0' : '#F3B8C2'}"/>`);
  }
  const rose = (x: number, y: number, r: number) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#D9667E"/><circle cx="${x - r * 0.2}" cy="${y - r * 0.2}" r="${r * 0.7}" fill="#EA8DA0"/><path d="M${x - r * 0.5} ${y} q${r * 0.5} ${-r * 0.6} ${r} 0 M${x - r * 0.3} ${y - r * 0.3} q${r * 0.3} ${r * 0.4} ${r * 0.6} 0" stroke="#B84A63" stroke-width="2" fill="none"/>`;
  return out.join('') + rose(790, TABLE + 30, 26) + vineLeaf(840, TABLE + 40, 60, 110, '#5E7A3A', '#3C5325');
}

/** The card picture; `title` is its bilingual description. */
export function wineCardPicture(c: Cuvee, setting: CardSetting, title: string): string {
  const random = seeded(c.slug.length * 97 + c.slug.charCodeAt(0));
  const b = bottle(c, 'b', 360, TABLE + 26, 430);
  const flute = setting.prop === 'bubbles';
  const glass = wineGlass('g', flute ? 'flute' : 'inao', 540, TABLE + 30, flute ? 250 : 205, c.wine, flute ? 0.72 : 0.38);
  const second = flute ? wineGlass('g2', 'flute', 690, TABLE + 34, 240, c.wine, 0.66) : null;
  const defs = [
    second?.defs ?? '',
    linear('wall', [[0, setting.wall[0]], [1, setting.wall[1]]]),
    radial('bokeh', [[0, setting.bokeh, 0.55], [0.7, setting.bokeh, 0.25], [1, setting.bokeh, 0]]),
    radial('window', [[0, '#FFE9BE', 0.75], [0.5, '#FFD9A0', 0.25], [1, '#FFD9A0', 0]], 0.2, 0.2, 0.8),
    linear('table', [[0, '#9A6B45'], [0.12, '#7A4E30'], [1, '#3F2716']]),
    linear('table-edge', [[0, '#5A3821'], [1, '#2E1C10']]),
    b.defs,
    glass.defs,
    setting.prop === 'grapes' ? grapeDefs('berry', '#6C2E4E', '#23101E') : '',
    grainDefs(),
  ].join('');
  const parts: string[] = [`<rect width="${W}" height="${H}" fill="url(#wall)"/>`];
  // out-of-focus room: lights and shelves melted into soft discs
  for (let i = 0; i < 16; i += 1) {
    const r = 22 + random() * 46;
    parts.push(`<circle cx="${n(random() * W)}" cy="${n(40 + random() * (TABLE - 120))}" r="${n(r)}" fill="url(#bokeh)"/>`);
  }
  parts.push(`<rect width="${W}" height="${H}" fill="url(#window)"/>`);
  // the oak table: top, wood grain, front edge
  parts.push(`<path d="M0 ${TABLE} L${W} ${TABLE - 6} V${H} H0Z" fill="url(#table)"/>`);
  for (let i = 0; i < 9; i += 1) {
    const yy = TABLE + 8 + i * 11 + random() * 6;
    parts.push(`<path d="M0 ${n(yy)} C${n(W * 0.3)} ${n(yy - 4 + random() * 8)} ${n(W * 0.6)} ${n(yy + 6 - random() * 8)} ${W} ${n(yy - 3)}" stroke="#2E1B0E" stroke-opacity="${n(0.12 + random() * 0.12)}" stroke-width="${n(1 + random() * 1.5)}" fill="none"/>`);
  }
  parts.push(`<rect y="${H - 26}" width="${W}" height="26" fill="url(#table-edge)"/>`);
  // the bottle's warm reflection on the varnish
  parts.push(`<ellipse cx="370" cy="${TABLE + 40}" rx="70" ry="12" fill="${c.glass}" opacity="0.25"/>`);
  parts.push(b.body, glass.body);
  if (setting.prop === 'schist' || setting.prop === 'gneiss' || setting.prop === 'granite') parts.push(stones(random, setting.prop));
  if (setting.prop === 'oysters') parts.push(oysters());
  if (setting.prop === 'petals') parts.push(petals(random));
  if (setting.prop === 'grapes') parts.push(vineLeaf(790, TABLE - 10, 150, 200, '#7C6A2E', '#4A3E18'), grapeBunch('berry', 770, TABLE - 50, 120, 22, 11));
  if (setting.prop === 'bubbles') parts.push(second!.body);
  parts.push(vignette(W, H), grainLayer(W, H, 0.035));
  return svgDocument(W, H, title, defs, parts.join('\n'));
}
