/**
 * The shop's cases and gifts as packshots (transparent ground, soft floor shadow): an open
 * cardboard case showing the real bottles of its cuvées, the branded wooden case of twelve, the
 * case of half bottles, the engraved gift box and the gift voucher. Boxes are drawn in a
 * three-quarter view: front face, side face going back to the right, the opening on top.
 */
import { bottle, type Cuvee } from './bottle.ts';
import { CUVEES } from './cuvees.ts';
import { grapeBunch, grapeDefs, vineLeaf } from './grapes.ts';
import { grainDefs, grainLayer, linear, n, radial, svgDocument, vignette } from './svg-kit.ts';
import { wineGlass } from './wine-glass.ts';

const SERIF = `font-family="Georgia,'DejaVu Serif',serif"`;

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
  /** Depth drawn going back up to the right. */
  d: number;
}

function faces(b: Box, front: string, side: string, inside: string): { back: string; front: string } {
  const dx = b.d * 0.6;
  const dy = b.d * 0.45;
  return {
    back: `<path d="M${n(b.x)} ${n(b.y)} L${n(b.x + dx)} ${n(b.y - dy)} H${n(b.x + b.w + dx)} L${n(b.x + b.w)} ${n(b.y)}Z" fill="${inside}"/>`,
    front: `<path d="M${n(b.x + b.w)} ${n(b.y)} L${n(b.x + b.w + dx)} ${n(b.y - dy)} V${n(b.y + b.h - dy)} L${n(b.x + b.w)} ${n(b.y + b.h)}Z" fill="${side}"/><rect x="${n(b.x)}" y="${n(b.y)}" width="${n(b.w)}" height="${n(b.h)}" fill="${front}"/>`,
  };
}

function floorShadow(b: Box): string {
  return `<ellipse cx="${n(b.x + b.w * 0.55 + b.d * 0.3)}" cy="${n(b.y + b.h + 4)}" rx="${n(b.w * 0.62 + b.d * 0.3)}" ry="${n(b.d * 0.22 + 10)}" fill="url(#floor)"/>`;
}

/** The estate's printed sticker: the emblem, a name and a mention. */
function sticker(cx: number, cy: number, w: number, title: string, mention: string, ink = '#5B1A2E'): string {
  const h = w * 0.48;
  return `<rect x="${n(cx - w / 2)}" y="${n(cy - h / 2)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.04)}" fill="#FBF6EC"/><rect x="${n(cx - w / 2 + 5)}" y="${n(cy - h / 2 + 5)}" width="${n(w - 10)}" height="${n(h - 10)}" rx="${n(w * 0.03)}" fill="none" stroke="${ink}" stroke-width="1.2"/><circle cx="${n(cx - w * 0.28)}" cy="${n(cy)}" r="${n(h * 0.3)}" fill="none" stroke="#3F6B3A" stroke-width="2"/><path d="M${n(cx - w * 0.36)} ${n(cy + 2)}h${n(w * 0.16)}M${n(cx - w * 0.35)} ${n(cy + 8)}h${n(w * 0.14)}M${n(cx - w * 0.33)} ${n(cy + 14)}h${n(w * 0.1)}" stroke="#7A5434" stroke-width="3"/><g fill="${ink}">${[[-0.03, -0.2], [0.03, -0.2], [0, -0.13]].map(([dx, dy]) => `<circle cx="${n(cx - w * 0.28 + dx! * w)}" cy="${n(cy + dy! * h)}" r="${n(h * 0.045)}"/>`).join('')}</g><text x="${n(cx + w * 0.14)}" y="${n(cy - 2)}" font-size="${n(w * 0.085)}" font-weight="bold" fill="${ink}" text-anchor="middle" ${SERIF}>${title}</text><text x="${n(cx + w * 0.14)}" y="${n(cy + w * 0.09)}" font-size="${n(w * 0.05)}" fill="#4A4038" text-anchor="middle" ${SERIF}>${mention}</text>`;
}

function bottlesInBox(cuvees: Cuvee[], b: Box, height: number, prefix: string): { defs: string; body: string } {
  const defs: string[] = [`<clipPath id="${prefix}-in"><rect x="${n(b.x - 50)}" y="0" width="${n(b.w + b.d + 100)}" height="${n(b.y + 2)}"/></clipPath>`];
  const bodies: string[] = [];
  const step = (b.w - 40) / cuvees.length;
  cuvees.forEach((c, i) => {
    const cx = b.x + 20 + step * (i + 0.5) + b.d * 0.3;
    const one = bottle(c, `${prefix}${i}`, cx, b.y + height * 0.72, height);
    defs.push(one.defs);
    bodies.push(one.body);
  });
  return { defs: defs.join(''), body: `<g clip-path="url(#${prefix}-in)">${bodies.join('')}</g>` };
}

const common = `${radial('floor', [[0, '#000', 0.35], [0.7, '#000', 0.1], [1, '#000', 0]])}${linear('carton', [[0, '#D2AE7C'], [1, '#B58E5C']])}${linear('carton-side', [[0, '#A27C4C'], [1, '#8A6A40']])}${linear('oak', [[0, '#C08A56'], [1, '#9A6A3C']])}${linear('oak-side', [[0, '#8A5E34'], [1, '#6E4A28']])}`;

function flaps(b: Box, color: string): string {
  const dx = b.d * 0.6;
  const dy = b.d * 0.45;
  return `<path d="M${n(b.x)} ${n(b.y)} L${n(b.x - 46)} ${n(b.y - 58)} L${n(b.x + dx - 30)} ${n(b.y - dy - 40)} L${n(b.x + dx)} ${n(b.y - dy)}Z" fill="${color}"/><path d="M${n(b.x + b.w)} ${n(b.y)} L${n(b.x + b.w + 50)} ${n(b.y - 46)} L${n(b.x + b.w + dx + 46)} ${n(b.y - dy - 40)} L${n(b.x + b.w + dx)} ${n(b.y - dy)}Z" fill="${color}" opacity="0.9"/>`;
}

function discoveryBoxDrawing(): { defs: string; body: string } {
  const b: Box = { x: 170, y: 300, w: 400, h: 230, d: 120 };
  const f = faces(b, 'url(#carton)', 'url(#carton-side)', '#6E5030');
  const six = CUVEES.filter((c) => c.slug !== 'muscadet-granit');
  const inside = bottlesInBox(six, b, 300, 'd');
  const body = [floorShadow(b), flaps(b, '#C9A470'), f.back, inside.body, f.front, sticker(b.x + b.w / 2, b.y + b.h * 0.5, 190, 'Découverte', '6 × 75 cl — les six cuvées'), `<path d="M${b.x} ${b.y + 12} H${b.x + b.w}" stroke="#8A6A40" stroke-width="2" opacity="0.5"/>`];
  return { defs: common + inside.defs, body: body.join('\n') };
}

export function discoveryBox(title: string): string {
  const drawing = discoveryBoxDrawing();
  return svgDocument(800, 533, title, drawing.defs, drawing.body, 60);
}

/**
 * The gifts page's hero: the discovery case on the tasting room's oak table among the lights of
 * the season, a gold ribbon across it and a gift tag, a poured glass beside it.
 */
export function giftsHero(title: string): string {
  const drawing = discoveryBoxDrawing();
  const glass = wineGlass('hg', 'inao', 1000, 650, 250, CUVEES[0]!.wine, 0.34);
  const lights = Array.from({ length: 18 }, (_, i) => `<circle cx="${n((i * 173) % 1200)}" cy="${n(60 + ((i * 97) % 360))}" r="${n(24 + ((i * 37) % 40))}" fill="url(#bokeh)"/>`).join('');
  const defs = `${drawing.defs}${glass.defs}${linear('wall', [[0, '#3A2A2E'], [1, '#8A6A52']])}${radial('bokeh', [[0, '#FFD58A', 0.6], [0.7, '#FFD58A', 0.2], [1, '#FFD58A', 0]])}${linear('table', [[0, '#9A6B45'], [0.15, '#7A4E30'], [1, '#3F2716']])}${grainDefs()}`;
  const body = [
    `<rect width="1200" height="750" fill="url(#wall)"/>`,
    lights,
    `<path d="M0 540 L1200 530 V750 H0Z" fill="url(#table)"/>`,
    `<g transform="translate(90 60) scale(1.1)">${drawing.body}<path d="M300 300 C310 340 300 420 296 530" stroke="#C9A046" stroke-width="14" fill="none"/><path d="M300 300 C270 250 230 270 262 300 Z M300 300 C330 250 372 270 338 300Z" fill="#D8B04E" stroke="#A88226" stroke-width="3"/><rect x="380" y="420" width="90" height="50" rx="6" fill="#FBF6EC" transform="rotate(-12 425 445)"/><text x="425" y="452" font-size="15" font-style="italic" fill="#5B1A2E" text-anchor="middle" transform="rotate(-12 425 445)" ${SERIF}>Pour vous</text></g>`,
    glass.body,
    vignette(1200, 750, '#1E0F14', 0.45),
    grainLayer(1200, 750, 0.03),
  ];
  return svgDocument(1200, 750, title, defs, body.join('\n'));
}

export function woodenCase(title: string): string {
  const b: Box = { x: 130, y: 290, w: 480, h: 230, d: 140 };
  const f = faces(b, 'url(#oak)', 'url(#oak-side)', '#4A3020');
  const schistes = CUVEES[0]!;
  const inside = bottlesInBox(Array.from({ length: 6 }, () => schistes), b, 270, 'w');
  const planks = [0.33, 0.66].map((t) => `<path d="M${b.x} ${n(b.y + b.h * t)} H${b.x + b.w}" stroke="#6E4A28" stroke-width="3"/>`).join('');
  const grain = Array.from({ length: 9 }, (_, i) => `<path d="M${b.x + 6} ${n(b.y + 12 + i * 24)} C${b.x + 160} ${n(b.y + 6 + i * 24)} ${b.x + 320} ${n(b.y + 20 + i * 24)} ${b.x + b.w - 6} ${n(b.y + 10 + i * 24)}" stroke="#8A5A30" stroke-width="1.2" fill="none" opacity="0.5"/>`).join('');
  const brand = `<text x="${b.x + b.w / 2}" y="${b.y + 88}" font-size="21" letter-spacing="2" fill="#3A2212" text-anchor="middle" ${SERIF} opacity="0.85">DOMAINE DES TROIS TERROIRS</text><text x="${b.x + b.w / 2}" y="${b.y + 130}" font-size="22" font-style="italic" fill="#3A2212" text-anchor="middle" ${SERIF} opacity="0.8">Les Schistes · 2024</text><text x="${b.x + b.w / 2}" y="${b.y + 190}" font-size="16" letter-spacing="2" fill="#3A2212" text-anchor="middle" ${SERIF} opacity="0.75">12 × 75 cl · VALLET</text>`;
  const body = [floorShadow(b), f.back, inside.body, f.front, grain, planks, brand];
  return svgDocument(800, 533, title, common + inside.defs, body.join('\n'), 60);
}

export function halfBottlesCase(title: string): string {
  const b: Box = { x: 200, y: 330, w: 340, h: 190, d: 110 };
  const f = faces(b, 'url(#carton)', 'url(#carton-side)', '#6E5030');
  const schistes = CUVEES[0]!;
  const inside = bottlesInBox(Array.from({ length: 6 }, () => schistes), b, 210, 'h');
  const body = [floorShadow(b), flaps(b, '#C9A470'), f.back, inside.body, f.front, sticker(b.x + b.w / 2, b.y + b.h * 0.5, 180, 'Les Schistes', '6 × 37,5 cl — 2024')];
  return svgDocument(800, 533, title, common + inside.defs, body.join('\n'), 60);
}

export function engravedBox(title: string): string {
  const b: Box = { x: 150, y: 300, w: 480, h: 170, d: 150 };
  const f = faces(b, 'url(#oak)', 'url(#oak-side)', '#3A2414');
  const cuvee = CUVEES[2]!;
  const lying = bottle(cuvee, 'e', 0, 0, 420);
  const body = [
    floorShadow(b),
    f.back,
    `<rect x="${b.x}" y="${n(b.y - b.d * 0.45)}" width="${n(b.w + b.d)}" height="${n(b.d * 0.45)}" fill="#E9DCC4" clip-path="url(#e-box)"/>`,
    `<g clip-path="url(#e-box)"><g transform="translate(${b.x + 60} ${n(b.y - b.d * 0.22)}) scale(1 0.5) rotate(90)">${lying.body}</g></g>`,
    f.front,
    Array.from({ length: 6 }, (_, i) => `<path d="M${b.x + 6} ${n(b.y + 14 + i * 26)} C${b.x + 160} ${n(b.y + 8 + i * 26)} ${b.x + 320} ${n(b.y + 22 + i * 26)} ${b.x + b.w - 6} ${n(b.y + 12 + i * 26)}" stroke="#8A5A30" stroke-width="1.2" fill="none" opacity="0.5"/>`).join(''),
    `<rect x="${b.x + 60}" y="${b.y + 30}" width="${b.w - 120}" height="${b.h - 60}" rx="6" fill="none" stroke="#4A2C16" stroke-width="2" opacity="0.7"/><text x="${b.x + b.w / 2}" y="${b.y + 82}" font-size="30" font-style="italic" fill="#3A2212" text-anchor="middle" ${SERIF} opacity="0.85">Joyeux anniversaire</text><text x="${b.x + b.w / 2}" y="${b.y + 114}" font-size="17" letter-spacing="2" fill="#3A2212" text-anchor="middle" ${SERIF} opacity="0.75">PAPA · 1956 – 2026</text>`,
    // the lid leaning against the box
    `<path d="M${b.x + b.w + 30} ${b.y + b.h + 2} L${b.x + b.w + 130} ${b.y - 40} L${b.x + b.w + 150} ${b.y - 30} L${b.x + b.w + 52} ${b.y + b.h + 6}Z" fill="url(#oak-side)"/>`,
  ];
  return svgDocument(800, 533, title, `${common}${lying.defs}<clipPath id="e-box"><path d="M${b.x} ${b.y} L${n(b.x + b.d * 0.6)} ${n(b.y - b.d * 0.45)} H${n(b.x + b.w + b.d * 0.6)} L${b.x + b.w} ${b.y}Z"/></clipPath>`, body.join('\n'), 80);
}

export function giftVoucher(title: string): string {
  const glass = wineGlass('v', 'inao', 610, 380, 170, '#EDE3A4', 0.3);
  const defs = `${radial('floor', [[0, '#000', 0.3], [1, '#000', 0]])}${linear('card', [[0, '#FFFDF8'], [1, '#F1E9DA']])}${grapeDefs('vg', '#E9E39A', '#8A8E3A')}${glass.defs}`;
  const body = [
    `<ellipse cx="410" cy="440" rx="330" ry="26" fill="url(#floor)"/>`,
    `<path d="M110 120 L690 92 L710 420 L128 446Z" fill="#5B1A2E"/>`,
    `<g transform="rotate(-2.5 400 260)"><rect x="100" y="90" width="600" height="340" rx="10" fill="url(#card)"/><rect x="118" y="108" width="564" height="304" rx="6" fill="none" stroke="#5B1A2E" stroke-width="2"/><rect x="126" y="116" width="548" height="288" rx="4" fill="none" stroke="#B8913A" stroke-width="1"/>`,
    `<text x="330" y="190" font-size="44" font-style="italic" fill="#5B1A2E" text-anchor="middle" ${SERIF}>Bon cadeau</text><text x="330" y="226" font-size="16" letter-spacing="2" fill="#4A4038" text-anchor="middle" ${SERIF}>GIFT VOUCHER</text><path d="M210 250 H450" stroke="#B8913A" stroke-width="1.5"/><text x="330" y="286" font-size="18" fill="#2B2A28" text-anchor="middle" ${SERIF}>Visite des chais et dégustation</text><text x="330" y="312" font-size="15" font-style="italic" fill="#4A4038" text-anchor="middle" ${SERIF}>Cellar tour and tasting</text><text x="330" y="370" font-size="13" letter-spacing="2" fill="#5B1A2E" text-anchor="middle" ${SERIF}>DOMAINE DES TROIS TERROIRS · VALLET</text>`,
    vineLeaf(560, 150, 90, 20, '#6E8A32', '#3C5020'),
    grapeBunch('vg', 540, 170, 130, 16, 3),
    glass.body,
    `</g>`,
    // the ribbon across the corner
    `<path d="M600 86 L700 86 L700 186Z" fill="#B8913A"/><path d="M640 86 L700 146" stroke="#8E6A22" stroke-width="3"/>`,
  ];
  return svgDocument(800, 500, title, defs, body.join('\n'));
}
