/**
 * Close-ups of the estate: the Melon de Bourgogne bunch in the late light, the three soils in
 * section under the vines, and the shop's glassware (the decanter and the INAO glass) cropped
 * for their frames — tall for the product page, 3:2 for the gift cards.
 */
import { grapeBunch, grapeDefs, vineLeaf } from './grapes.ts';
import { grainDefs, grainLayer, linear, n, radial, seeded, svgDocument, vignette } from './svg-kit.ts';
import { wineGlass } from './wine-glass.ts';

/** A bunch of Melon de Bourgogne among its leaves, the low sun behind turning it gold. */
export function melonBunch(title: string, width = 800, height = 600): string {
  const random = seeded(7);
  const defs = [
    grapeDefs('melon', '#E9E39A', '#8A8E3A'),
    linear('bg', [[0, '#5E6B34'], [0.55, '#C9B66A'], [1, '#6E6A2E']], [0, 0, 1, 1]),
    radial('sun', [[0, '#FFF3C4', 0.95], [0.3, '#FFE08A', 0.5], [1, '#FFE08A', 0]], 0.78, 0.22, 0.6),
    radial('bokeh', [[0, '#FFF1B8', 0.6], [1, '#FFF1B8', 0]]),
    grainDefs(),
  ].join('');
  const parts: string[] = [`<rect width="${width}" height="${height}" fill="url(#bg)"/>`, `<rect width="${width}" height="${height}" fill="url(#sun)"/>`];
  for (let i = 0; i < 14; i += 1) parts.push(`<circle cx="${n(random() * width)}" cy="${n(random() * height * 0.7)}" r="${n(20 + random() * 40)}" fill="url(#bokeh)"/>`);
  // out-of-focus leaves behind, sharp ones around the bunch
  parts.push(vineLeaf(width * 0.18, height * 0.3, 300, -20, '#4C5E26', '#2E3A14'), vineLeaf(width * 0.82, height * 0.78, 280, 160, '#56682A', '#34401A'));
  parts.push(`<path d="M${n(width * 0.2)} ${n(height * 0.05)} C${n(width * 0.4)} ${n(height * 0.12)} ${n(width * 0.55)} ${n(height * 0.08)} ${n(width * 0.75)} ${n(height * 0.02)}" stroke="#5A4024" stroke-width="14" fill="none" stroke-linecap="round"/>`);
  parts.push(vineLeaf(width * 0.66, height * 0.2, 210, 25, '#6E8A32', '#3C5020'));
  parts.push(grapeBunch('melon', width * 0.48, height * 0.16, height * 0.72, height * 0.07, 23));
  parts.push(vineLeaf(width * 0.3, height * 0.72, 170, -150, '#7A9838', '#445A20'));
  parts.push(vignette(width, height, '#1E220C', 0.45), grainLayer(width, height, 0.04));
  return svgDocument(width, height, title, defs, parts.join('\n'));
}

/** The three soils of the estate in section: schist, gneiss and granite under their vines. */
export function soils(title: string): string {
  const W = 800;
  const H = 600;
  const random = seeded(19);
  const defs = [
    linear('sky', [[0, '#A9C1D6'], [1, '#F1E2C2']]),
    linear('topsoil', [[0, '#6A4A30'], [1, '#4A3220']]),
    linear('schist', [[0, '#4A4E55'], [1, '#2E3136']]),
    linear('gneiss', [[0, '#8A8E94'], [1, '#5E636A']]),
    linear('granite', [[0, '#C4AFA2'], [1, '#8E7A70']]),
    grainDefs(),
  ].join('');
  const parts: string[] = [`<rect width="${W}" height="${H}" fill="url(#sky)"/>`, `<path d="M0 150 C200 120 600 130 800 140 V600 H0Z" fill="#7C8A46"/>`];
  const bands: [string, number, number][] = [['schist', 0, 267], ['gneiss', 267, 533], ['granite', 533, 800]];
  for (const [kind, x0, x1] of bands) {
    parts.push(`<rect x="${x0}" y="230" width="${x1 - x0}" height="370" fill="url(#${kind})"/>`);
    if (kind === 'schist') for (let y = 240; y < 600; y += 16) parts.push(`<path d="M${x0} ${y + 20} L${x1} ${y - 22}" stroke="#6E737B" stroke-width="${n(1.5 + random() * 2)}" opacity="0.7"/>`);
    if (kind === 'gneiss') for (let y = 250; y < 600; y += 34) parts.push(`<path d="M${x0} ${y} C${x0 + 80} ${y - 18} ${x0 + 180} ${y + 22} ${x1} ${y - 6}" stroke="#E6E2DA" stroke-width="${n(4 + random() * 6)}" opacity="0.5" fill="none"/>`);
    if (kind === 'granite') for (let i = 0; i < 150; i += 1) parts.push(`<rect x="${n(x0 + random() * (x1 - x0))}" y="${n(232 + random() * 366)}" width="${n(2 + random() * 4)}" height="${n(2 + random() * 3)}" fill="${['#2A2422', '#F4ECE4', '#D89A86'][i % 3]}" opacity="0.75"/>`);
  }
  parts.push(`<path d="M0 150 C200 120 600 130 800 140 V250 C600 238 200 244 0 236Z" fill="url(#topsoil)"/>`);
  for (let i = 0; i < 3; i += 1) parts.push(`<path d="M${267 * i} 232 C${267 * i + 60} 226 ${267 * i + 200} 238 ${267 * (i + 1)} 230" stroke="#2A1C12" stroke-width="3" fill="none" opacity="0.5"/>`);
  // a vine on each soil, its roots reaching down through the cracks
  // the trellis wire along the row, then on each soil a vine trained on it: gnarled trunk, two arms, leaves
  parts.push(`<path d="M0 92 Q400 100 800 90" stroke="#8A8E90" stroke-width="2" fill="none"/>`);
  for (const x of [133, 400, 667]) {
    parts.push(`<path d="M${x} 145 C${x - 6} 128 ${x + 6} 112 ${x} 96 M${x} 96 C${x - 30} 92 ${x - 60} 96 ${x - 90} 94 M${x} 96 C${x + 30} 92 ${x + 60} 96 ${x + 90} 94" stroke="#4A3423" stroke-width="8" fill="none" stroke-linecap="round"/>`);
    parts.push(vineLeaf(x - 70, 76, 56, -20, '#6E8A32', '#3C5020'), vineLeaf(x - 30, 70, 62, 10, '#7A9838', '#445A20'), vineLeaf(x + 26, 72, 60, -8, '#688030', '#3C5020'), vineLeaf(x + 72, 78, 54, 22, '#6E8A32', '#3C5020'));
    let d = '';
    for (let r = 0; r < 5; r += 1) {
      let px = x;
      let py = 145;
      d += `M${px} ${py}`;
      for (let s = 0; s < 6; s += 1) {
        px += (random() - 0.5) * 50 + (r - 2) * 6;
        py += 40 + random() * 25;
        d += ` L${n(px)} ${n(py)}`;
      }
    }
    parts.push(`<path d="${d}" stroke="#D9C3A0" stroke-width="2.5" fill="none" opacity="0.85" stroke-linejoin="round"/>`);
  }
  for (const x of [267, 533]) parts.push(`<path d="M${x} 240 V600" stroke="#FBF8F3" stroke-width="3" stroke-dasharray="6 8" opacity="0.7"/>`);
  parts.push(vignette(W, H, '#1A1410', 0.35), grainLayer(W, H, 0.06));
  return svgDocument(W, H, title, defs, parts.join('\n'));
}

/** A wide-based blown-glass decanter holding red wine, drawn on its own or in a scene. */
function decanter(id: string, cx: number, base: number, h: number, wine: string): { defs: string; body: string } {
  const w = (f: number) => n(f * h);
  const x = (f: number) => n(cx + f * h);
  const y = (f: number) => n(base - f * h);
  const path = `M${x(-0.46)} ${y(0.02)} Q${x(-0.5)} ${y(0)} ${x(-0.44)} ${y(0)} H${x(0.44)} Q${x(0.5)} ${y(0)} ${x(0.46)} ${y(0.02)} C${x(0.4)} ${y(0.18)} ${x(0.12)} ${y(0.3)} ${x(0.07)} ${y(0.46)} L${x(0.06)} ${y(0.94)} L${x(0.085)} ${y(1)} H${x(-0.085)} L${x(-0.06)} ${y(0.94)} L${x(-0.07)} ${y(0.46)} C${x(-0.12)} ${y(0.3)} ${x(-0.4)} ${y(0.18)} ${x(-0.46)} ${y(0.02)}Z`;
  const defs = `<clipPath id="${id}-clip"><path d="${path}"/></clipPath>${linear(`${id}-wine`, [[0, wine], [1, '#2A0810']])}${linear(`${id}-edge`, [[0, '#6E6A64', 0.25], [0.15, '#fff', 0.3], [0.4, '#fff', 0.05], [0.8, '#8A857E', 0.08], [1, '#4E4A44', 0.3]], [0, 0, 1, 0])}`;
  const body = [
    `<ellipse cx="${x(0.03)}" cy="${n(base)}" rx="${w(0.55)}" ry="${w(0.04)}" fill="#000" opacity="0.22"/>`,
    `<path d="${path}" fill="url(#${id}-edge)"/>`,
    `<g clip-path="url(#${id}-clip)"><rect x="${x(-0.6)}" y="${y(0.16)}" width="${w(1.2)}" height="${w(0.17)}" fill="url(#${id}-wine)"/><ellipse cx="${n(cx)}" cy="${y(0.16)}" rx="${w(0.34)}" ry="${w(0.025)}" fill="#B0455A" opacity="0.8"/><path d="M${x(-0.3)} ${y(0.1)} Q${x(-0.36)} ${y(0.05)} ${x(-0.38)} ${y(0.03)}" stroke="#fff" stroke-width="${w(0.015)}" opacity="0.55" fill="none"/></g>`,
    `<path d="${path}" fill="none" stroke="#2E2A26" stroke-opacity="0.45" stroke-width="${w(0.008)}"/><path d="${path}" fill="none" stroke="#fff" stroke-opacity="0.75" stroke-width="${w(0.004)}"/>`,
    `<path d="M${x(-0.035)} ${y(0.9)} V${y(0.5)} C${x(-0.06)} ${y(0.34)} ${x(-0.22)} ${y(0.24)} ${x(-0.3)} ${y(0.17)}" stroke="#fff" stroke-opacity="0.8" stroke-width="${w(0.016)}" fill="none" stroke-linecap="round"/>`,
    `<path d="M${x(0.3)} ${y(0.16)} C${x(0.38)} ${y(0.1)} ${x(0.42)} ${y(0.06)} ${x(0.43)} ${y(0.03)}" stroke="#fff" stroke-opacity="0.5" stroke-width="${w(0.01)}" fill="none" stroke-linecap="round"/>`,
    `<ellipse cx="${n(cx)}" cy="${y(1)}" rx="${w(0.085)}" ry="${w(0.012)}" fill="none" stroke="#fff" stroke-opacity="0.9" stroke-width="${w(0.006)}"/>`,
  ].join('');
  return { defs, body };
}

/** A soft studio ground (the shop's packshot look) behind a piece of glassware. */
function studio(width: number, height: number, horizon: number): { defs: string; body: string } {
  return {
    defs: `${linear('studio', [[0, '#E9E2D6'], [1, '#F7F3EC']])}${radial('spot', [[0, '#FFFFFF', 0.8], [1, '#FFFFFF', 0]], 0.5, 0.4, 0.6)}${linear('table', [[0, '#D8CDBE'], [1, '#EDE6DA']])}`,
    body: `<rect width="${width}" height="${height}" fill="url(#studio)"/><rect width="${width}" height="${height}" fill="url(#spot)"/><rect y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#table)"/><rect y="${horizon}" width="${width}" height="2" fill="#C9BCA9"/>`,
  };
}

/** The decanter as the shop shows it: a packshot on a transparent ground, like the bottles. */
export function decanterProduct(title: string): string {
  const d = decanter('d', 260, 560, 430, '#7A1E30');
  return svgDocument(520, 600, title, d.defs, d.body);
}

/** The decanter for a 3:2 gift card: beside two poured glasses on the tasting table. */
export function decanterCard(title: string): string {
  const s = studio(900, 600, 430);
  const d = decanter('d', 380, 540, 420, '#7A1E30');
  const g1 = wineGlass('g1', 'inao', 640, 540, 230, '#6B1626', 0.3);
  const g2 = wineGlass('g2', 'inao', 760, 520, 210, '#6B1626', 0.3);
  return svgDocument(900, 600, title, s.defs + d.defs + g1.defs + g2.defs, `${s.body}${d.body}${g2.body}${g1.body}`);
}

/** The INAO tasting glass alone, a packshot for the shop. */
export function glassProduct(title: string): string {
  const g = wineGlass('g', 'inao', 200, 575, 540, '#EDE3A4', 0.28);
  return svgDocument(400, 600, title, g.defs, g.body);
}

/** A set of six INAO glasses for a 3:2 gift card, one poured, with their engraved estate mark. */
export function glassesCard(title: string): string {
  const s = studio(900, 600, 420);
  const defs: string[] = [s.defs];
  const bodies: string[] = [];
  const spots: [number, number, number, string | null][] = [[250, 500, 250, null], [450, 470, 240, null], [640, 500, 250, null], [350, 570, 290, '#EDE3A4'], [560, 575, 300, null]];
  spots.forEach(([x, base, h, wine], i) => {
    const g = wineGlass(`g${i}`, 'inao', x, base, h, wine, 0.3);
    defs.push(g.defs);
    bodies.push(g.body);
  });
  return svgDocument(900, 600, title, defs.join(''), s.body + bodies.join(''));
}

/**
 * Ripe Melon bunches hanging along the trellis wire of a row, the next rows and the low sun
 * melted into the background: the vine at eye level, for the grape's own page.
 */
export function melonAlongTheWire(title: string): string {
  const width = 1200;
  const height = 750;
  const random = seeded(44);
  const defs = [
    grapeDefs('melon', '#EEE6A0', '#8A8E3A'),
    linear('far', [[0, '#E9C98E'], [0.45, '#C8B774'], [0.6, '#7E8A46'], [1, '#44522A']]),
    radial('sun', [[0, '#FFF6D6', 1], [0.25, '#FFE39A', 0.6], [1, '#FFE39A', 0]], 0.8, 0.32, 0.55),
    radial('bokeh', [[0, '#FFF1B8', 0.55], [1, '#FFF1B8', 0]]),
    linear('post', [[0, '#4A3423'], [0.5, '#7A5A3E'], [1, '#3A2618']], [0, 0, 1, 0]),
    grainDefs(),
  ].join('');
  const parts: string[] = [`<rect width="${width}" height="${height}" fill="url(#far)"/>`, `<rect width="${width}" height="${height}" fill="url(#sun)"/>`];
  // the next rows, out of focus: soft bands of foliage converging towards the sun
  for (let i = 0; i < 6; i += 1) parts.push(`<path d="M${-200 + i * 260} ${height} L${860 + i * 14} 330 L${890 + i * 14} 330 L${-40 + i * 260} ${height}Z" fill="#3E5224" opacity="${n(0.18 + i * 0.03)}"/>`);
  for (let i = 0; i < 18; i += 1) parts.push(`<circle cx="${n(random() * width)}" cy="${n(random() * height * 0.8)}" r="${n(16 + random() * 44)}" fill="url(#bokeh)"/>`);
  // the post and the wire, then leaves and bunches along it
  parts.push(`<rect x="90" y="0" width="34" height="${height}" fill="url(#post)"/><path d="M0 150 Q600 190 1200 160" stroke="#8A8E90" stroke-width="3" fill="none"/>`);
  parts.push(vineLeaf(300, 170, 260, -10, '#5E7A2E', '#34461A'), vineLeaf(560, 150, 220, 20, '#6E8A34', '#3C5020'), vineLeaf(980, 170, 280, -25, '#58722C', '#34461A'));
  parts.push(`<path d="M150 165 C300 180 420 200 560 185 C700 170 860 190 1150 175" stroke="#5A4024" stroke-width="16" fill="none" stroke-linecap="round"/>`);
  parts.push(grapeBunch('melon', 330, 230, 330, 30, 9), grapeBunch('melon', 720, 220, 420, 38, 17), grapeBunch('melon', 1020, 230, 260, 24, 27));
  parts.push(vineLeaf(820, 190, 200, 160, '#7A9838', '#445A20'), vineLeaf(200, 620, 300, 200, '#4C6226', '#2E3A14'));
  parts.push(vignette(width, height, '#1E220C', 0.4), grainLayer(width, height, 0.03));
  return svgDocument(width, height, title, defs, parts.join('\n'));
}
