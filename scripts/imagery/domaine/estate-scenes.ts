/**
 * The estate's open-air pictures, each with its own moment and framing so no two look alike:
 * the rows at golden hour (the estate page's hero), the harvest morning, the grassed rows of the
 * estate's commitments, the family walking home at sunset.
 */
import { landscape, stoneHouse } from './landscape.ts';
import { groundPoint } from './vine-rows.ts';
import { n, seeded, treeClump } from './svg-kit.ts';

export function vineyardGoldenHour(title: string): string {
  return landscape({
    width: 1200, height: 600, title, horizon: 250, seed: 21,
    sky: [[0, '#5F7896'], [0.5, '#D9A986'], [0.8, '#F4CF98'], [1, '#F8DDB0']],
    sun: { x: 900, y: 215, r: 26, color: '#FFF2D2', glow: '#FFD58C' },
    hills: [
      { color: '#C7AE98', rise: 34, amplitude: 22 },
      { color: '#A59A76', rise: 16, amplitude: 18 },
      { color: '#7F8550', rise: 2, amplitude: 10 },
    ],
    ground: ['#8C8A4C', '#4C5526'],
    house: { x: 930, scale: 0.55 },
    spire: { x: 260, scale: 0.5 },
    rows: { cx: 560, focal: 620, rows: 9, sun: 1, lit: '#7E8F3E', shade: '#34461E', top: '#5D7430', bunch: '#B7B25A', offset: 0.3 },
    warmth: 0.3,
  });
}

/** A harvest crate full of golden Melon bunches, seen three-quarters. */
function crate(x: number, y: number, s: number): string {
  const w = 90 * s;
  const h = 40 * s;
  const d = 26 * s;
  const berries: string[] = [];
  for (let i = 0; i < 16; i += 1) berries.push(`<circle cx="${n(x + 6 * s + ((i * 37) % 19) / 19 * (w + d * 0.4))}" cy="${n(y - d * 0.5 + ((i * 53) % 11) / 11 * d * 0.6)}" r="${n(7 * s)}" fill="url(#melon)"/>`);
  return `<ellipse cx="${n(x + w * 0.6)}" cy="${n(y + h + 4 * s)}" rx="${n(w * 0.75)}" ry="${n(10 * s)}" fill="#1E2A10" opacity="0.45"/><path d="M${n(x)} ${n(y)} L${n(x + d * 0.6)} ${n(y - d * 0.7)} H${n(x + w + d * 0.6)} L${n(x + w)} ${n(y)}Z" fill="#8E3A1E"/>${berries.join('')}<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="#C8572D"/><path d="M${n(x + w)} ${n(y)} L${n(x + w + d * 0.6)} ${n(y - d * 0.7)} V${n(y + h - d * 0.7)} L${n(x + w)} ${n(y + h)}Z" fill="#9C4221"/>${[0.3, 0.55, 0.8].map((f) => `<rect x="${n(x + 6 * s)}" y="${n(y + h * f - 3 * s)}" width="${n(w - 12 * s)}" height="${n(4 * s)}" rx="${n(2 * s)}" fill="#7A2E14"/>`).join('')}`;
}

/** A picker bent over the vine, secateurs in hand, a bucket at the feet; (x, base) at the feet. */
function picker(x: number, base: number, s: number, jacket: string, facing: 1 | -1): string {
  const k = n(s);
  return `<g transform="translate(${n(x)} ${n(base)}) scale(${facing === 1 ? k : `-${k}`} ${k})"><ellipse cx="4" cy="0" rx="26" ry="4" fill="#1E2A10" opacity="0.35"/><path d="M-8 0 L-4 -40 L4 -40 L2 0Z M6 0 L6 -40 L13 -40 L14 0Z" fill="#3A3A44"/><path d="M-6 -40 L14 -42 L34 -70 L18 -80Z" fill="${jacket}"/><circle cx="38" cy="-78" r="8" fill="#C98E6A"/><path d="M30 -82 q8 -10 18 -2 l4 2 h-24Z" fill="#C8372E"/><path d="M28 -66 L46 -44" stroke="${jacket}" stroke-width="7" stroke-linecap="round"/><rect x="20" y="-14" width="20" height="14" rx="2" fill="#D9A02E"/><path d="M22 -14 q8 -10 16 0" stroke="#8A6418" stroke-width="2" fill="none"/></g>`;
}

/** A small vineyard tractor pulling its trailer, in the middle distance. */
function tractor(x: number, y: number, s: number): string {
  return `<g><rect x="${n(x)}" y="${n(y - 26 * s)}" width="${n(60 * s)}" height="${n(22 * s)}" rx="${n(3 * s)}" fill="#8A8F92"/><rect x="${n(x + 66 * s)}" y="${n(y - 30 * s)}" width="${n(30 * s)}" height="${n(20 * s)}" fill="#3F6E8E"/><rect x="${n(x + 72 * s)}" y="${n(y - 52 * s)}" width="${n(22 * s)}" height="${n(22 * s)}" fill="none" stroke="#2C3A44" stroke-width="${n(2.4 * s)}"/><circle cx="${n(x + 14 * s)}" cy="${n(y - 4 * s)}" r="${n(8 * s)}" fill="#222"/><circle cx="${n(x + 46 * s)}" cy="${n(y - 4 * s)}" r="${n(8 * s)}" fill="#222"/><circle cx="${n(x + 88 * s)}" cy="${n(y - 8 * s)}" r="${n(12 * s)}" fill="#222"/><circle cx="${n(x + 88 * s)}" cy="${n(y - 8 * s)}" r="${n(5 * s)}" fill="#C9A64A"/><path d="M${n(x + 4 * s)} ${n(y - 26 * s)} q${n(26 * s)} ${n(-12 * s)} ${n(52 * s)} 0" fill="#D2B24E"/></g>`;
}

export function harvestMorning(title: string): string {
  return landscape({
    width: 800, height: 600, title, horizon: 205, seed: 8,
    sky: [[0, '#8FB0CC'], [0.55, '#D7DCCF'], [1, '#F1E3C0']],
    sun: { x: 120, y: 120, r: 20, color: '#FFF8E6', glow: '#FFE7B0' },
    hills: [
      { color: '#B5BBAE', rise: 30, amplitude: 20 },
      { color: '#97A07A', rise: 12, amplitude: 14 },
      { color: '#7F8C4E', rise: 1, amplitude: 8 },
    ],
    ground: ['#92944F', '#5A6128'],
    spire: { x: 600, scale: 0.45 },
    rows: { cx: 430, focal: 460, rows: 7, sun: -1, lit: '#8C9A44', shade: '#3A4C20', top: '#6E8236', bunch: '#D4C56A', offset: 0.45, seed: 5 },
    foreground: {
      defs: `<radialGradient id="melon" cx="0.35" cy="0.3" r="0.7"><stop offset="0" stop-color="#FFF7C8"/><stop offset="0.4" stop-color="#D9CB6A"/><stop offset="1" stop-color="#8C8A2E"/></radialGradient>`,
      body: `${tractor(470, 268, 0.7)}${picker(418, 290, 0.6, '#3F6E8E', 1)}${picker(452, 330, 0.9, '#7A4A8A', 1)}${picker(400, 392, 1.2, '#5E7A3A', -1)}${crate(330, 470, 1.1)}${crate(480, 520, 1.35)}${crate(210, 540, 1.0)}`,
    },
    warmth: 0.2,
  });
}

/** Wildflowers in the grassed rows: poppies, daisies and clover heads scattered in depth. */
function meadow(seed: number, view: Parameters<typeof groundPoint>[0], offset: number): string {
  const random = seeded(seed);
  const flowers: string[] = [];
  for (let i = 0; i < 110; i += 1) {
    const z = 2 + 60 * random() ** 2;
    const lane = Math.floor(random() * 8) - 4;
    const [x, y] = groundPoint(view, (lane + offset + 0.5) * 1.6 + (random() - 0.5) * 0.9, z);
    const size = Math.min(8, 40 / z);
    const color = ['#D63A2A', '#F5F1E4', '#F5F1E4', '#B77CC4', '#F1C83A'][i % 5]!;
    flowers.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(size)}" fill="${color}"/>`);
    if (color === '#F5F1E4' && size > 4) flowers.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(size * 0.35)}" fill="#E8B92E"/>`);
  }
  return flowers.join('');
}

export function grassedRows(title: string): string {
  return landscape({
    width: 800, height: 600, title, horizon: 215, seed: 33,
    sky: [[0, '#7FA4C6'], [0.6, '#CFDCE0'], [1, '#EDE6CF']],
    sun: { x: 680, y: 90, r: 18, color: '#FFFBEA', glow: '#FFF0C4' },
    hills: [
      { color: '#AEB8B0', rise: 26, amplitude: 16 },
      { color: '#8C9C6E', rise: 10, amplitude: 16 },
      { color: '#6E8446', rise: 2, amplitude: 10 },
    ],
    ground: ['#8EA658', '#4F6B2A'],
    rows: { cx: 330, focal: 520, rows: 6, sun: 1, lit: '#7FA040', shade: '#2F4A1C', top: '#5F8434', bunch: null, offset: 0.6, seed: 12, track: '#7EA64E' },
    foreground: { defs: '', body: `${meadow(4, { cx: 330, horizon: 215, focal: 520 }, 0.6)}<rect x="690" y="300" width="8" height="300" fill="#6B5238"/><rect x="672" y="262" width="44" height="52" rx="3" fill="#9C7A52"/><path d="M666 266 L694 240 L722 266Z" fill="#6E4F32"/><circle cx="694" cy="290" r="7" fill="#2A1E14"/>${hive(40, 560, 1.3, '#E8DFC8')}${hive(150, 585, 1.4, '#9FB8C4')}` },
    warmth: 0.12,
  });
}

/** A painted wooden beehive on its stand: body, super, roof, entrance. */
function hive(x: number, base: number, s: number, color: string): string {
  return `<ellipse cx="${n(x + 30 * s)}" cy="${n(base)}" rx="${n(44 * s)}" ry="${n(7 * s)}" fill="#1E2A10" opacity="0.35"/><path d="M${n(x + 4 * s)} ${n(base)} v${n(-14 * s)} M${n(x + 56 * s)} ${n(base)} v${n(-14 * s)}" stroke="#5A4030" stroke-width="${n(4 * s)}"/><rect x="${n(x)}" y="${n(base - 54 * s)}" width="${n(60 * s)}" height="${n(40 * s)}" fill="${color}"/><rect x="${n(x)}" y="${n(base - 70 * s)}" width="${n(60 * s)}" height="${n(16 * s)}" fill="${color}" opacity="0.85"/><rect x="${n(x + 42 * s)}" y="${n(base - 54 * s)}" width="${n(18 * s)}" height="${n(56 * s)}" fill="#000" opacity="0.12"/><path d="M${n(x - 5 * s)} ${n(base - 70 * s)} h${n(70 * s)} l${n(-6 * s)} ${n(-10 * s)} h${n(-58 * s)}z" fill="#8A8E90"/><rect x="${n(x + 16 * s)}" y="${n(base - 20 * s)}" width="${n(22 * s)}" height="${n(4 * s)}" fill="#2A1E14"/>`;
}

/** The family walking home between the rows, seen against the setting sun. */
function walkers(x: number, base: number, s: number): string {
  const person = (px: number, h: number, stride: number) => {
    const k = (h / 100) * s;
    return `<g transform="translate(${n(px)} ${n(base)}) scale(${n(k)})"><circle cx="0" cy="-92" r="8"/><path d="M-9 -82 Q0 -86 9 -82 L11 -44 L-11 -44Z"/><path d="M-7 -46 L${-6 - stride} 0 L${-1 - stride} 0 L0 -40 L${1 + stride} 0 L${6 + stride} 0 L7 -46Z"/><path d="M-9 -80 L-15 -50 M9 -80 L15 -52" stroke="#201018" stroke-width="5" stroke-linecap="round"/></g>`;
  };
  return `<g fill="#201018">${person(x, 100, 6)}${person(x + 34 * s, 94, 4)}${person(x + 62 * s, 62, 5)}</g>`;
}

export function familyAtSunset(title: string): string {
  return landscape({
    width: 800, height: 600, title, horizon: 300, seed: 17,
    sky: [[0, '#44537A'], [0.45, '#C98A7A'], [0.8, '#F2B27A'], [1, '#F7CF93']],
    sun: { x: 420, y: 282, r: 30, color: '#FFE8B8', glow: '#FFB867' },
    hills: [
      { color: '#A77C7A', rise: 26, amplitude: 16 },
      { color: '#7E6462', rise: 10, amplitude: 12 },
      { color: '#5A4C44', rise: 1, amplitude: 8 },
    ],
    ground: ['#6B5A3C', '#2E2A1C'],
    house: { x: 600, scale: 0.42 },
    rows: { cx: 420, focal: 520, rows: 6, sun: 1, lit: '#6A6A34', shade: '#2A2A18', top: '#4E5228', bunch: '#6B3A4A', offset: 0.5, seed: 9, track: '#C79A6A' },
    foreground: { defs: '', body: walkers(372, 420, 1.05) },
    warmth: 0.35,
  });
}

/** The home page's hero: the estate house above its rows on the slope, the sun going down. */
export function homeHero(title: string): string {
  return landscape({
    width: 1200, height: 750, title, horizon: 330, seed: 41,
    sky: [[0, '#6A86A8'], [0.45, '#E6B48C'], [0.8, '#FAD49A'], [1, '#FCE6BC']],
    sun: { x: 300, y: 300, r: 30, color: '#FFF6DE', glow: '#FFD48A' },
    hills: [
      { color: '#BFA596', rise: 40, amplitude: 24 },
      { color: '#9C8E70', rise: 18, amplitude: 20 },
      { color: '#7A7E48', rise: 3, amplitude: 12 },
    ],
    ground: ['#A39A4E', '#4E5A24'],
    house: { x: 760, scale: 1.3 },
    spire: { x: 180, scale: 0.6 },
    rows: { cx: 520, focal: 700, rows: 9, sun: -1, lit: '#A2AA48', shade: '#33441C', top: '#6E8436', bunch: '#D8C868', offset: 0.15, seed: 29, track: '#C49A62' },
    warmth: 0.32,
  });
}

/** The estate in 1921, as the family album keeps it: the house and the first rows in sepia. */
export function estate1921(title: string): string {
  return landscape({
    width: 1200, height: 750, title, horizon: 360, seed: 5,
    sky: [[0, '#8E7A62'], [0.6, '#D8C6A4'], [1, '#EADBBE']],
    sun: { x: 950, y: 160, r: 0, color: '#F3E6CA', glow: '#F6E9CC' },
    hills: [
      { color: '#B8A588', rise: 30, amplitude: 18 },
      { color: '#9E8A6C', rise: 12, amplitude: 14 },
      { color: '#857256', rise: 2, amplitude: 8 },
    ],
    ground: ['#8E7A5C', '#4E3F2C'],
    house: { x: 620, scale: 1.6 },
    spire: { x: 240, scale: 0.6 },
    rows: { cx: 560, focal: 640, rows: 7, sun: 1, lit: '#8A7656', shade: '#4A3C2A', top: '#6E5C42', bunch: null, offset: 0.5, seed: 2, track: '#B8A27E' },
    warmth: 0.15,
    tone: 'sepia',
  });
}

/** The estate's house and courtyard on a clear morning, where visitors are welcomed. */
export function estateHouse(title: string): string {
  const random = seeded(52);
  return landscape({
    width: 1200, height: 750, title, horizon: 330, seed: 52,
    sky: [[0, '#6E9BC4'], [0.7, '#CFE0E8'], [1, '#F1E9D2']],
    sun: { x: 1000, y: 120, r: 22, color: '#FFFBEA', glow: '#FFF1C8' },
    hills: [
      { color: '#A9B7B4', rise: 34, amplitude: 18 },
      { color: '#8C9D70', rise: 14, amplitude: 14 },
      { color: '#72864A', rise: 2, amplitude: 8 },
    ],
    ground: ['#93A25A', '#56692C'],
    spire: { x: 1040, scale: 0.5 },
    rows: { cx: 900, focal: 520, rows: 6, sun: 1, lit: '#86A044', shade: '#34501E', top: '#668A36', bunch: null, offset: 0.5, seed: 14 },
    foreground: {
      defs: `<linearGradient id="gravel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#D9CCB0"/><stop offset="1" stop-color="#B8A888"/></linearGradient><pattern id="pebbles" width="23" height="11" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="1.6" fill="#8E8068" opacity="0.5"/><circle cx="14" cy="8" r="1.2" fill="#F4EBD8" opacity="0.7"/><circle cx="19" cy="2" r="1" fill="#7A6C56" opacity="0.4"/></pattern>`,
      body: `<path d="M0 560 C300 520 700 540 1000 600 L1200 750 H0Z" fill="url(#gravel)"/><path d="M0 560 C300 520 700 540 1000 600 L1200 750 H0Z" fill="url(#pebbles)"/><path d="M380 588 C420 640 470 700 520 750 H760 C700 700 620 640 560 588Z" fill="#CDBE9E" opacity="0.6"/>${treeClump(random, 150, 560, 120, '#3E5226', '#B9C27A')}${stoneHouse(250, 580, 3.4)}${treeClump(random, 720, 585, 90, '#445A28', '#B9C27A')}`,
    },
    warmth: 0.12,
  });
}
