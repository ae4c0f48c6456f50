/**
 * The blog's table scenes, 4:3 like the article cards: oysters on ice with a glass of Muscadet,
 * a cheese board with white wine, and the cellar's bottle rack in lamplight.
 */
import { bottle } from './bottle.ts';
import { CUVEES } from './cuvees.ts';
import { grapeBunch, grapeDefs } from './grapes.ts';
import { grainDefs, grainLayer, linear, n, radial, seeded, svgDocument, vignette } from './svg-kit.ts';
import { NACRE, oysterShell } from './wine-card-picture.ts';
import { wineGlass } from './wine-glass.ts';

const W = 800;
const H = 600;

export function oysterPlatter(title: string): string {
  const random = seeded(13);
  const schistes = CUVEES[0]!;
  const b = bottle(schistes, 'ob', 125, 470, 400);
  const g = wineGlass('og', 'inao', 650, 470, 230, schistes.wine, 0.34);
  const defs = [NACRE, linear('table', [[0, '#5E6E78'], [1, '#2E3840']]), radial('platter', [[0, '#F4F2EE'], [0.8, '#D8D6D0'], [1, '#9EA2A4']]), radial('light', [[0, '#FFF6E0', 0.5], [1, '#FFF6E0', 0]], 0.3, 0.2, 0.8), b.defs, g.defs, grainDefs()].join('');
  const parts: string[] = [`<rect width="${W}" height="${H}" fill="url(#table)"/>`, `<rect width="${W}" height="${H}" fill="url(#light)"/>`];
  parts.push(`<ellipse cx="420" cy="470" rx="300" ry="110" fill="#000" opacity="0.3"/><ellipse cx="410" cy="455" rx="300" ry="112" fill="url(#platter)"/>`);
  // crushed ice, then the oysters in a ring, lemon halves in the middle
  for (let i = 0; i < 140; i += 1) {
    const a = random() * Math.PI * 2;
    const r = Math.sqrt(random());
    parts.push(`<circle cx="${n(410 + Math.cos(a) * r * 270)}" cy="${n(455 + Math.sin(a) * r * 96)}" r="${n(3 + random() * 5)}" fill="#FFFFFF" opacity="${n(0.5 + random() * 0.4)}"/>`);
  }
  for (let i = 0; i < 8; i += 1) {
    const a = (i / 8) * Math.PI * 2 + 0.3;
    parts.push(oysterShell(410 + Math.cos(a) * 200, 455 + Math.sin(a) * 66, 52, (a * 180) / Math.PI + 90));
  }
  parts.push(`<path d="M370 450 a34 30 0 0 1 68 0Z" fill="#F2D64B"/><path d="M376 450 a28 24 0 0 1 56 0Z" fill="#FBEA9A"/><path d="M404 450 V428 M390 446 L404 428 L418 446" stroke="#F2D64B" stroke-width="2"/><ellipse cx="404" cy="452" rx="34" ry="6" fill="#D9B92E"/>`);
  parts.push(b.body, g.body);
  parts.push(vignette(W, H, '#101820', 0.5), grainLayer(W, H, 0.04));
  return svgDocument(W, H, title, defs, parts.join('\n'));
}

export function cheeseBoard(title: string): string {
  const gros = CUVEES[3]!;
  const g1 = wineGlass('c1', 'inao', 600, 390, 230, gros.wine, 0.34);
  const g2 = wineGlass('c2', 'inao', 700, 420, 220, gros.wine, 0.3);
  const defs = [
    linear('wall', [[0, '#3E3028'], [1, '#6E5846']]),
    linear('linen', [[0, '#D9CCB6'], [1, '#B8A88E']]),
    linear('board', [[0, '#C8925A'], [1, '#9A6A3C']]),
    linear('comte', [[0, '#F2D98A'], [1, '#E2BF62']]),
    linear('rind', [[0, '#B88A3E'], [1, '#8A6426']]),
    radial('light', [[0, '#FFE9BE', 0.6], [1, '#FFE9BE', 0]], 0.35, 0.3, 0.7),
    grapeDefs('cg', '#9AA85A', '#4E5A22'),
    g1.defs,
    g2.defs,
    grainDefs(),
  ].join('');
  const parts: string[] = [`<rect width="${W}" height="${H}" fill="url(#wall)"/>`, `<path d="M0 330 H${W} V${H} H0Z" fill="url(#linen)"/>`, `<rect width="${W}" height="${H}" fill="url(#light)"/>`];
  // the oak board, its handle, and what is on it
  parts.push(`<ellipse cx="330" cy="500" rx="290" ry="60" fill="#000" opacity="0.25"/><path d="M60 430 Q60 400 100 398 H520 Q560 400 560 430 V470 Q560 500 520 502 H100 Q60 500 60 470Z" fill="url(#board)"/><path d="M560 440 H640 Q660 450 640 462 H560Z" fill="#9A6A3C"/><path d="M60 470 Q60 500 100 502 H520 Q560 500 560 470 V484 Q560 514 520 516 H100 Q60 514 60 484Z" fill="#7A5030"/>`);
  // a wedge of Comté with its rind, a goat's cheese log with ash rind and two slices
  parts.push(`<path d="M110 440 L250 400 L270 440 L130 480Z" fill="url(#comte)"/><path d="M130 480 L270 440 L270 470 L130 506Z" fill="#E8C870"/><path d="M110 440 L130 480 L130 506 L110 468Z" fill="url(#rind)"/>`);
  parts.push(`<rect x="300" y="404" width="150" height="52" rx="26" fill="#3A3A38"/><ellipse cx="450" cy="430" rx="18" ry="26" fill="#F7F4EC"/><ellipse cx="450" cy="430" rx="18" ry="26" fill="none" stroke="#3A3A38" stroke-width="4"/><ellipse cx="400" cy="478" rx="26" ry="12" fill="#F7F4EC" stroke="#3A3A38" stroke-width="3"/><ellipse cx="452" cy="484" rx="26" ry="12" fill="#F7F4EC" stroke="#3A3A38" stroke-width="3"/>`);
  parts.push(grapeBunch('cg', 505, 392, 80, 13, 5));
  parts.push(`<circle cx="200" cy="488" r="11" fill="#9A6E3E"/><circle cx="222" cy="494" r="10" fill="#8A5E32"/><path d="M194 484 q6 4 12 0" stroke="#6E4A22" stroke-width="1.5" fill="none"/>`);
  parts.push(g1.body, g2.body);
  parts.push(vignette(W, H, '#1E140E', 0.45), grainLayer(W, H, 0.04));
  return svgDocument(W, H, title, defs, parts.join('\n'));
}

export function wineRack(title: string): string {
  const random = seeded(29);
  const defs = [
    linear('stone', [[0, '#5A4636'], [1, '#2E2218']]),
    radial('lamp', [[0, '#FFDFA0', 0.85], [0.4, '#FFB866', 0.3], [1, '#FFB866', 0]], 0.5, 0.15, 0.8),
    radial('neck', [[0, '#8FA86A'], [0.5, '#2E4020'], [1, '#141C0E']], 0.4, 0.4, 0.6),
    radial('punt', [[0, '#3E5A2E'], [0.6, '#1E2A14'], [1, '#0E140A']], 0.5, 0.5, 0.6),
    grainDefs(),
  ].join('');
  const parts: string[] = [`<rect width="${W}" height="${H}" fill="url(#stone)"/>`];
  // the oak rack: a grid of bins, each holding bottles lying with their bases towards us
  const cols = 7;
  const rows = 5;
  const cw = 104;
  const ch = 104;
  const x0 = 40;
  const y0 = 40;
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      const x = x0 + c * cw;
      const y = y0 + r * ch;
      parts.push(`<rect x="${x}" y="${y}" width="${cw}" height="${ch}" fill="#1A120C"/>`);
      const filled = random() > 0.12;
      if (!filled) continue;
      for (const [dx, dy] of [[0.28, 0.3], [0.72, 0.3], [0.5, 0.7]] as const) {
        const bx = x + cw * dx;
        const by = y + ch * dy;
        const foil = r === 2 && c === 3 ? '#C9A046' : ['#2F5A33', '#244A72', '#1A1918', '#D8B03A', '#4A0F1E'][(r + c) % 5]!;
        const base = random() > 0.5;
        parts.push(base ? `<circle cx="${n(bx)}" cy="${n(by)}" r="22" fill="url(#punt)"/><circle cx="${n(bx)}" cy="${n(by)}" r="9" fill="#0A0E06" opacity="0.6"/><path d="M${n(bx - 14)} ${n(by - 12)} a20 20 0 0 1 14 -8" stroke="#C9D8A8" stroke-width="2.5" opacity="0.5" fill="none"/>` : `<circle cx="${n(bx)}" cy="${n(by)}" r="22" fill="url(#neck)"/><circle cx="${n(bx)}" cy="${n(by)}" r="10" fill="${foil}"/><circle cx="${n(bx - 3)}" cy="${n(by - 3)}" r="4" fill="#fff" opacity="0.35"/>`);
      }
    }
  }
  for (let c = 0; c <= cols; c += 1) parts.push(`<rect x="${x0 + c * cw - 6}" y="${y0 - 6}" width="12" height="${rows * ch + 12}" fill="#8A5E34"/>`);
  for (let r = 0; r <= rows; r += 1) parts.push(`<rect x="${x0 - 6}" y="${y0 + r * ch - 6}" width="${cols * cw + 12}" height="12" fill="#A27044"/>`);
  parts.push(`<rect width="${W}" height="${H}" fill="url(#lamp)"/>`);
  parts.push(vignette(W, H, '#0A0604', 0.6), grainLayer(W, H, 0.05));
  return svgDocument(W, H, title, defs, parts.join('\n'));
}

/** Moules marinières in their black pot, parsley and shallots, a glass of Gros Plant beside. */
export function musselPot(title: string): string {
  const random = seeded(71);
  const gros = CUVEES[3]!;
  const g = wineGlass('mg', 'inao', 660, 520, 240, gros.wine, 0.34);
  const defs = [
    linear('table', [[0, '#B89A74'], [1, '#6E5638']]),
    radial('light', [[0, '#FFF1D0', 0.55], [1, '#FFF1D0', 0]], 0.35, 0.2, 0.8),
    linear('pot', [[0, '#1E1E22'], [0.3, '#3E3E46'], [0.6, '#26262C'], [1, '#101014']], [0, 0, 1, 0]),
    radial('shell', [[0, '#4A5A7A'], [0.6, '#1E2436'], [1, '#0E1018']], 0.35, 0.3, 0.8),
    radial('flesh', [[0, '#FFD38A'], [1, '#E0893A']], 0.4, 0.4, 0.7),
    radial('broth', [[0, '#F2E2B0'], [1, '#C9A86A']]),
    g.defs,
    grainDefs(),
  ].join('');
  const parts: string[] = [`<rect width="${W}" height="${H}" fill="url(#table)"/>`, `<rect width="${W}" height="${H}" fill="url(#light)"/>`];
  for (let i = 0; i < 12; i += 1) parts.push(`<path d="M0 ${40 + i * 50} H${W}" stroke="#5A4430" stroke-width="2" opacity="0.2"/>`);
  // the pot: body, rim, then the heap of open mussels in the broth
  parts.push(`<ellipse cx="330" cy="520" rx="250" ry="50" fill="#000" opacity="0.35"/><path d="M90 330 Q90 520 330 530 Q570 520 570 330Z" fill="url(#pot)"/><ellipse cx="330" cy="330" rx="240" ry="70" fill="#2A2A30"/><ellipse cx="330" cy="334" rx="222" ry="60" fill="url(#broth)"/>`);
  parts.push(`<path d="M70 330 h30 M560 330 h30" stroke="#1E1E22" stroke-width="20" stroke-linecap="round"/>`);
  for (let i = 0; i < 34; i += 1) {
    const a = random() * Math.PI * 2;
    const r = Math.sqrt(random());
    const x = 330 + Math.cos(a) * r * 190;
    const y = 318 + Math.sin(a) * r * 48 - random() * 26;
    const angle = Math.round(random() * 360);
    parts.push(`<g transform="translate(${n(x)} ${n(y)}) rotate(${angle})"><path d="M-26 0 C-20 -14 14 -16 28 -2 C14 6 -18 8 -26 0Z" fill="url(#shell)"/><path d="M-22 1 C-14 -8 10 -10 22 -1 C10 3 -14 5 -22 1Z" fill="url(#flesh)"/></g>`);
  }
  for (let i = 0; i < 26; i += 1) parts.push(`<circle cx="${n(180 + random() * 300)}" cy="${n(290 + random() * 70)}" r="${n(2 + random() * 3)}" fill="#3E7A2E"/>`);
  parts.push(`<ellipse cx="150" cy="560" rx="60" ry="18" fill="#F4EEE2"/><path d="M120 556 q30 -18 60 0" stroke="#E9D9B8" stroke-width="10" fill="none" stroke-linecap="round"/>`);
  parts.push(g.body);
  parts.push(vignette(W, H, '#1E140E', 0.45), grainLayer(W, H, 0.04));
  return svgDocument(W, H, title, defs, parts.join('\n'));
}

/** A fillet of pike-perch with beurre blanc, shallots and chives, a glass of Muscadet beside. */
export function beurreBlanc(title: string): string {
  const schistes = CUVEES[0]!;
  const g = wineGlass('bg', 'inao', 650, 470, 250, schistes.wine, 0.34);
  const defs = [
    linear('linen', [[0, '#E8E2D6'], [1, '#BDB3A2']]),
    radial('plate', [[0, '#FFFFFF'], [0.75, '#F1EEE8'], [0.8, '#D8D2C6'], [1, '#F7F4EE']]),
    radial('sauce', [[0, '#FFF4CC'], [1, '#EBD48A']]),
    linear('fish', [[0, '#F7EDE2'], [0.5, '#EDD9C6'], [1, '#C9A27A']]),
    radial('light', [[0, '#FFF6E0', 0.5], [1, '#FFF6E0', 0]], 0.3, 0.2, 0.8),
    g.defs,
    grainDefs(),
  ].join('');
  const parts: string[] = [`<rect width="${W}" height="${H}" fill="url(#linen)"/>`, `<rect width="${W}" height="${H}" fill="url(#light)"/>`];
  parts.push(`<ellipse cx="320" cy="400" rx="270" ry="120" fill="#000" opacity="0.18"/><ellipse cx="310" cy="385" rx="270" ry="118" fill="url(#plate)"/>`);
  parts.push(`<path d="M160 400 C200 350 420 340 470 380 C440 430 220 440 160 400Z" fill="url(#sauce)"/>`);
  parts.push(`<path d="M190 380 C230 330 400 320 440 356 C420 392 240 408 190 380Z" fill="url(#fish)"/><path d="M220 370 C280 350 360 344 420 356" stroke="#B88A62" stroke-width="3" fill="none" opacity="0.6"/><path d="M230 382 C300 366 360 362 410 368" stroke="#D9B08A" stroke-width="2" fill="none" opacity="0.6"/>`);
  for (let i = 0; i < 14; i += 1) parts.push(`<rect x="${200 + i * 18}" y="${n(398 + (i % 3) * 5)}" width="10" height="2.5" fill="#3E7A2E" transform="rotate(${(i * 23) % 60 - 30} ${205 + i * 18} ${400 + (i % 3) * 5})"/>`);
  parts.push(`<circle cx="470" cy="420" r="9" fill="#C98AA8"/><circle cx="486" cy="408" r="7" fill="#D9A2BE"/><path d="M520 330 L600 250" stroke="#A8A8AE" stroke-width="8" stroke-linecap="round"/><path d="M80 460 L200 500" stroke="#A8A8AE" stroke-width="8" stroke-linecap="round"/>`);
  parts.push(g.body);
  parts.push(vignette(W, H, '#2A2218', 0.35), grainLayer(W, H, 0.04));
  return svgDocument(W, H, title, defs, parts.join('\n'));
}

/** A bottle of Les Schistes chilling in a steel ice bucket, a wine thermometer reading 10 °C. */
export function iceBucket(title: string): string {
  const random = seeded(83);
  const schistes = CUVEES[0]!;
  const b = bottle(schistes, 'ib', 330, 560, 460);
  const g = wineGlass('ig', 'inao', 620, 500, 220, schistes.wine, 0.32);
  const defs = [
    linear('wall', [[0, '#4E5E66'], [1, '#A8A89A']]),
    linear('table', [[0, '#8E6A48'], [1, '#4A3420']]),
    linear('steel', [[0, '#5E666C'], [0.2, '#D9DEE0'], [0.35, '#F6F8F8'], [0.55, '#A9B1B6'], [1, '#4E555A']], [0, 0, 1, 0]),
    radial('light', [[0, '#FFF4DA', 0.55], [1, '#FFF4DA', 0]], 0.3, 0.2, 0.8),
    b.defs,
    g.defs,
    grainDefs(),
  ].join('');
  const parts: string[] = [`<rect width="${W}" height="${H}" fill="url(#wall)"/>`, `<rect width="${W}" height="${H}" fill="url(#light)"/>`, `<path d="M0 470 H${W} V${H} H0Z" fill="url(#table)"/>`];
  parts.push(`<clipPath id="in-bucket"><rect x="0" y="0" width="${W}" height="380"/></clipPath><g clip-path="url(#in-bucket)">${b.body}</g>`);
  // ice cubes at the rim, the bucket in front, drops of condensation
  for (let i = 0; i < 9; i += 1) parts.push(`<rect x="${n(232 + i * 22 + random() * 6)}" y="${n(362 + random() * 12)}" width="26" height="22" rx="5" fill="#EAF4F8" opacity="0.85" transform="rotate(${Math.round(random() * 40 - 20)} ${245 + i * 22} 372)"/>`);
  parts.push(`<ellipse cx="340" cy="560" rx="140" ry="20" fill="#000" opacity="0.3"/><path d="M210 380 L240 555 Q340 575 440 555 L470 380Z" fill="url(#steel)"/><ellipse cx="340" cy="380" rx="130" ry="18" fill="none" stroke="#C9CFD2" stroke-width="8"/><path d="M205 410 q-30 10 -22 40 M475 410 q30 10 22 40" stroke="#8A9297" stroke-width="7" fill="none"/>`);
  for (let i = 0; i < 30; i += 1) parts.push(`<ellipse cx="${n(230 + random() * 220)}" cy="${n(400 + random() * 140)}" rx="2" ry="3" fill="#FFFFFF" opacity="${n(0.4 + random() * 0.4)}"/>`);
  parts.push(g.body);
  parts.push(`<g transform="rotate(-8 160 530)"><rect x="60" y="520" width="190" height="18" rx="9" fill="#F4F4F0"/><rect x="70" y="525" width="90" height="8" rx="4" fill="#C8372E"/><text x="205" y="533" font-size="12" font-weight="bold" fill="#2B2A28" text-anchor="middle" font-family="Georgia,'DejaVu Serif',serif">10 °C</text></g>`);
  parts.push(vignette(W, H, '#14181C', 0.45), grainLayer(W, H, 0.04));
  return svgDocument(W, H, title, defs, parts.join('\n'));
}
