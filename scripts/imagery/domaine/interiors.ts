/**
 * The estate's rooms, in one-point perspective and lamplight: the vaulted cellar lined with
 * barrels, the tasting room with its window on the vines, and the 1921 basket press in the barn.
 */
import { bottle } from './bottle.ts';
import { CUVEES } from './cuvees.ts';
import { grainDefs, grainLayer, linear, n, radial, seeded, svgDocument, vignette } from './svg-kit.ts';
import { wineGlass } from './wine-glass.ts';

const W = 800;
const H = 600;

/** A barrel head seen at an angle: the oak head (an ellipse), its chime, hoops and chalk mark. */
function barrelDefs(): string {
  return `${radial('oak', [[0, '#B98552'], [0.7, '#8A5A33'], [1, '#5A3A20']], 0.4, 0.4, 0.7)}${linear('stave', [[0, '#3A2414'], [0.5, '#7A4E2C'], [1, '#3A2414']])}<g id="barrel"><path d="M-8 -50 C40 -56 90 -50 100 -40 V40 C90 50 40 56 -8 50Z" fill="url(#stave)"/><path d="M30 -52 V52 M62 -50 V50" stroke="#2A2A2A" stroke-width="5" opacity="0.8"/><ellipse rx="22" ry="50" fill="url(#oak)"/><ellipse rx="22" ry="50" fill="none" stroke="#3A2414" stroke-width="4"/><path d="M-14 -20 H14 M-17 0 H17 M-14 20 H14" stroke="#5A3A20" stroke-width="1.5"/><path d="M-6 -10 q6 -6 12 0" stroke="#F4EEDC" stroke-width="2" fill="none" opacity="0.8"/></g>`;
}

export function cellar(title: string, dinner = false): string {
  const random = seeded(4);
  const vx = 400;
  const vy = 300;
  const defs = [
    barrelDefs(),
    linear('vault', [[0, '#2A1C14'], [0.5, '#6E5640'], [1, '#2A1C14']], [0, 0, 1, 0]),
    linear('floor', [[0, '#5C4634'], [1, '#1E140E']]),
    radial('lamp', [[0, '#FFE2A8', 0.95], [0.3, '#FFB966', 0.35], [1, '#FFB966', 0]]),
    radial('door', [[0, '#FFE9C0'], [0.6, '#E9A85E'], [1, '#7A4A26']]),
    grainDefs(),
  ].join('');
  const parts: string[] = [`<rect width="${W}" height="${H}" fill="#20160F"/>`];
  // a camera 1.6 m above the floor looking down the aisle; every piece is placed at its depth
  const focal = 330;
  const eye = 1.6;
  const at = (x: number, y: number, z: number): [number, number] => [vx + (focal * x) / z, vy + (focal * (eye - y)) / z];
  const [, doorTop] = at(0, 2.2, 18);
  const [, doorFoot] = at(0, 0, 18);
  parts.push(`<rect x="${n(vx - 22)}" y="${n(doorTop)}" width="44" height="${n(doorFoot - doorTop)}" rx="20" fill="url(#door)"/>`);
  const [, floorFar] = at(0, 0, 18);
  parts.push(`<path d="M${n(at(-2.8, 0, 1)[0])} ${H} L${n(at(-2.8, 0, 18)[0])} ${n(floorFar)} H${n(at(2.8, 0, 18)[0])} L${n(at(2.8, 0, 1)[0])} ${H}Z" fill="url(#floor)"/>`);
  for (let k = -2; k <= 2; k += 1) parts.push(`<path d="M${n(at(k * 0.9, 0, 18)[0])} ${n(floorFar)} L${n(at(k * 0.9, 0, 1.5)[0])} ${n(at(0, 0, 1.5)[1])}" stroke="#140D08" stroke-width="1.2" opacity="0.5"/>`);
  for (let z = 17; z >= 1.8; z -= 1.15) {
    // the vault's stone rib at this depth, paler where the lamps reach it
    const [cx, cy] = at(0, 1.9, z);
    const r = (focal * 2.9) / z;
    const [, foot] = at(0, 0, z);
    const tone = Math.round(Math.max(40, 150 - z * 6));
    parts.push(`<path d="M${n(cx - r)} ${n(foot)} V${n(cy)} A${n(r)} ${n(r * 0.9)} 0 0 1 ${n(cx + r)} ${n(cy)} V${n(foot)}" fill="none" stroke="rgb(${tone},${Math.round(tone * 0.8)},${Math.round(tone * 0.6)})" stroke-width="${n((focal * 0.22) / z)}"/>`);
    // the barrels resting on their racks, two tiers against each wall
    for (const side of [-1, 1] as const) {
      for (const height of [0.45, 1.18]) {
        const [bx, by] = at(side * 2.25, height, z);
        const scale = (focal * 0.36) / z / 50;
        parts.push(`<use href="#barrel" transform="translate(${n(bx)} ${n(by)}) scale(${n(side * scale)} ${n(scale)})"/>`);
      }
    }
  }
  if (dinner) parts.push(dinnerTable(at));
  // hanging lamps and their pools of light
  for (const [x, y, r] of [[400, 120, 260], [400, 230, 130]] as const) {
    parts.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="url(#lamp)"/><path d="M${x} 0 V${y - 10}" stroke="#1A120C" stroke-width="2"/><circle cx="${x}" cy="${y}" r="${n(r * 0.04)}" fill="#FFF3D6"/>`);
  }
  parts.push(`<ellipse cx="400" cy="520" rx="260" ry="50" fill="#FFB966" opacity="0.12"/>`);
  for (let i = 0; i < 4; i += 1) parts.push(`<circle cx="${n(120 + random() * 560)}" cy="${n(40 + random() * 120)}" r="${n(2 + random() * 3)}" fill="#FFE2A8" opacity="0.3"/>`);
  parts.push(vignette(W, H, '#0A0604', 0.6), grainLayer(W, H, 0.05));
  return svgDocument(W, H, title, defs, parts.join('\n'));
}

/** A long table laid for a private dinner down the cellar's aisle: cloth, candles, glasses. */
function dinnerTable(at: (x: number, y: number, z: number) => [number, number]): string {
  const near = 2.4;
  const far = 14;
  const top = (x: number, z: number) => at(x, 0.76, z);
  const [a, b, c, d] = [top(-0.6, near), top(-0.6, far), top(0.6, far), top(0.6, near)];
  const [, nearFoot] = at(0, 0, near);
  const parts = [`<path d="M${n(a[0])} ${n(a[1])} L${n(b[0])} ${n(b[1])} H${n(c[0])} L${n(d[0])} ${n(d[1])}Z" fill="#F4EEE2"/><path d="M${n(a[0])} ${n(a[1])} L${n(d[0])} ${n(d[1])} V${n(d[1] + (nearFoot - d[1]) * 0.45)} H${n(a[0])}Z" fill="#E2D8C6"/>`];
  let i = 0;
  for (let z = near + 0.6; z < far; z += 1.1, i += 1) {
    const h = (330 * 0.2) / z;
    for (const side of [-1, 1]) {
      // a poured glass at each place, a plate under it
      const [gx, gy] = top(side * 0.38, z);
      parts.push(`<ellipse cx="${n(gx)}" cy="${n(gy)}" rx="${n(h * 0.5)}" ry="${n(h * 0.12)}" fill="#FFFFFF" stroke="#CFC6B4" stroke-width="${n(Math.max(0.4, h * 0.03))}"/><path d="M${n(gx - h * 0.22)} ${n(gy - h * 1.1)} Q${n(gx)} ${n(gy - h * 0.3)} ${n(gx + h * 0.22)} ${n(gy - h * 1.1)}Z" fill="#E8DC9A" stroke="#FFFFFF" stroke-width="${n(Math.max(0.5, h * 0.05))}"/><path d="M${n(gx)} ${n(gy - h * 0.5)} V${n(gy)}" stroke="#FFFFFF" stroke-width="${n(Math.max(0.5, h * 0.05))}"/>`);
    }
    if (i % 2 === 0) {
      const [cx, cy] = top(0, z);
      const c = (330 * 0.26) / z;
      parts.push(`<circle cx="${n(cx)}" cy="${n(cy - c * 1.1)}" r="${n(c * 0.9)}" fill="url(#lamp)" opacity="0.7"/><rect x="${n(cx - c * 0.07)}" y="${n(cy - c)}" width="${n(c * 0.14)}" height="${n(c)}" fill="#FBF3E0"/><ellipse cx="${n(cx)}" cy="${n(cy - c * 1.12)}" rx="${n(c * 0.08)}" ry="${n(c * 0.16)}" fill="#FFD36A"/>`);
    }
  }
  return parts.join('');
}

export function tastingRoom(title: string, christmas = false): string {
  const defs: string[] = [
    linear('wall', [[0, '#E8DCC8'], [1, '#CDB89A']]),
    linear('view-sky', [[0, '#9DB7CF'], [1, '#F3DDB0']]),
    linear('view-land', [[0, '#8E9A52'], [1, '#55652C']]),
    linear('counter', [[0, '#8A5A36'], [0.08, '#6A4226'], [1, '#3A2414']]),
    linear('counter-top', [[0, '#B98A5C'], [1, '#8E6440']]),
    radial('pendant', [[0, '#FFF1CE', 0.9], [0.35, '#FFD38A', 0.3], [1, '#FFD38A', 0]]),
    radial('window-light', [[0, '#FFF4D8', 0.55], [1, '#FFF4D8', 0]], 0.3, 0.3, 0.8),
    grainDefs(),
  ];
  const parts: string[] = [`<rect width="${W}" height="${H}" fill="url(#wall)"/>`];
  // the window on the vines, with its mullions and deep reveal
  parts.push(`<rect x="60" y="70" width="300" height="300" fill="#8C7A64"/><rect x="72" y="82" width="276" height="276" fill="url(#view-sky)"/><path d="M72 250 C150 236 260 244 348 232 V358 H72Z" fill="url(#view-land)"/>`);
  parts.push(`<clipPath id="window-view"><rect x="72" y="82" width="276" height="276"/></clipPath><g clip-path="url(#window-view)">`);
  for (let k = -6; k <= 6; k += 1) parts.push(`<path d="M210 246 L${210 + k * 48} 358" stroke="#3E5220" stroke-width="${n(3 + Math.abs(k) * 0.8)}" opacity="0.8"/>`);
  parts.push('</g>');
  parts.push(`<path d="M210 82 V358 M72 220 H348" stroke="#6B5A46" stroke-width="8"/><rect x="60" y="362" width="300" height="14" fill="#A8947A"/>`);
  parts.push(`<rect width="${W}" height="${H}" fill="url(#window-light)"/>`);
  // oak shelves of bottles lying on their side, necks out
  for (const y of [120, 200, 280]) {
    parts.push(`<rect x="430" y="${y + 40}" width="320" height="10" fill="#7A5434"/>`);
    for (let i = 0; i < 10; i += 1) {
      const c = CUVEES[i % CUVEES.length]!;
      parts.push(`<circle cx="${450 + i * 31}" cy="${y + 24}" r="14" fill="${c.glass}"/><circle cx="${450 + i * 31}" cy="${y + 24}" r="6" fill="${c.foil}"/><circle cx="${446 + i * 31}" cy="${y + 19}" r="3" fill="#fff" opacity="0.35"/>`);
    }
  }
  // the tasting counter with three cuvées and poured glasses
  parts.push(`<rect x="0" y="430" width="${W}" height="${H - 430}" fill="url(#counter)"/><rect x="0" y="418" width="${W}" height="16" fill="url(#counter-top)"/>`);
  [[CUVEES[0]!, 250], [CUVEES[2]!, 330], [CUVEES[4]!, 410]].forEach(([c, x], i) => {
    const b = bottle(c as (typeof CUVEES)[number], `t${i}`, x as number, 428, 200);
    defs.push(b.defs);
    parts.push(b.body);
  });
  [[500, CUVEES[0]!.wine], [580, CUVEES[4]!.wine], [660, null]].forEach(([x, wine], i) => {
    const g = wineGlass(`tg${i}`, 'inao', x as number, 430, 110, wine as string | null, 0.3);
    defs.push(g.defs);
    parts.push(g.body);
  });
  for (const x of [200, 600]) parts.push(`<path d="M${x} 0 V60" stroke="#2A1E14" stroke-width="2"/><path d="M${x - 26} 78 Q${x} 50 ${x + 26} 78Z" fill="#2F3A2E"/><circle cx="${x}" cy="100" r="160" fill="url(#pendant)"/>`);
  if (christmas) {
    // a fir garland along the shelves with its string of lights, and a small tree by the window
    parts.push(`<path d="M420 150 Q510 185 590 150 Q670 185 760 150" stroke="#2E5A32" stroke-width="14" fill="none" stroke-linecap="round"/>`);
    for (let i = 0; i < 14; i += 1) parts.push(`<circle cx="${428 + i * 24}" cy="${n(158 + 12 * Math.sin((i / 13) * Math.PI * 2) ** 2)}" r="4" fill="#FFE6A0"/><circle cx="${428 + i * 24}" cy="${n(158 + 12 * Math.sin((i / 13) * Math.PI * 2) ** 2)}" r="12" fill="url(#pendant)" opacity="0.8"/>`);
    parts.push(`<path d="M40 418 L100 250 L160 418Z" fill="#2A5230"/><path d="M55 360 L100 230 L145 360Z" fill="#336238"/><path d="M70 300 L100 212 L130 300Z" fill="#3C6E40"/><rect x="92" y="418" width="16" height="12" fill="#6B4A32"/><path d="M100 200 l5 10 l11 1 l-8 7 l3 11 l-11 -6 l-11 6 l3 -11 l-8 -7 l11 -1z" fill="#E7C25A"/>`);
    for (const [x, y, c] of [[80, 380, '#C8372E'], [118, 340, '#E7C25A'], [92, 300, '#C8372E'], [126, 392, '#E7C25A'], [72, 338, '#F4EEDC']] as const) parts.push(`<circle cx="${x}" cy="${y}" r="6" fill="${c}"/>`);
  }
  parts.push(vignette(W, H, '#2A1810', 0.4), grainLayer(W, H, 0.04));
  return svgDocument(W, H, title, defs.join(''), parts.join('\n'));
}

export function oldPress(title: string): string {
  const defs = [
    linear('barn', [[0, '#4A3A2C'], [1, '#2A2018']]),
    linear('slat', [[0, '#5A3A20'], [0.5, '#9A6A40'], [1, '#4A2E18']], [0, 0, 1, 0]),
    linear('iron', [[0, '#1E1E1E'], [0.5, '#5A5A5A'], [1, '#1E1E1E']], [0, 0, 1, 0]),
    linear('stone', [[0, '#A89880'], [1, '#6E6252']]),
    radial('sunbeam', [[0, '#FFE3A8', 0.6], [1, '#FFE3A8', 0]], 0.25, 0.2, 0.8),
    grainDefs(),
  ].join('');
  const random = seeded(11);
  const parts: string[] = [`<rect width="${W}" height="${H}" fill="url(#barn)"/>`];
  // stone wall courses behind
  for (let row = 0; row < 12; row += 1) {
    for (let col = 0; col < 9; col += 1) {
      const x = col * 96 - (row % 2) * 48 + random() * 8;
      const tone = 70 + Math.round(random() * 30);
      parts.push(`<rect x="${n(x)}" y="${row * 40}" width="${n(88 + random() * 8)}" height="36" rx="6" fill="rgb(${tone + 20},${tone + 8},${tone - 6})" opacity="0.55"/>`);
    }
  }
  parts.push(`<path d="M0 0 L260 0 L560 600 L200 600Z" fill="url(#sunbeam)"/>`);
  parts.push(`<rect y="470" width="${W}" height="130" fill="#2E241C"/>`);
  // stone basin, cage of oak slats with iron hoops, the great screw and its bar
  parts.push(`<ellipse cx="400" cy="500" rx="250" ry="46" fill="#1A140F" opacity="0.6"/><path d="M170 440 H630 V490 Q400 520 170 490Z" fill="url(#stone)"/><ellipse cx="400" cy="440" rx="230" ry="36" fill="#8C7E68"/><ellipse cx="400" cy="440" rx="200" ry="28" fill="#4A2E1C"/>`);
  for (let i = 0; i < 15; i += 1) {
    const x = 250 + i * 20;
    parts.push(`<rect x="${x}" y="250" width="16" height="190" fill="url(#slat)"/>`);
  }
  for (const y of [270, 350, 420]) parts.push(`<rect x="244" y="${y}" width="312" height="12" fill="url(#iron)"/>`);
  parts.push(`<rect x="330" y="200" width="140" height="40" fill="#6B4A2E"/><rect x="386" y="40" width="28" height="170" fill="url(#iron)"/>`);
  for (let y = 50; y < 200; y += 14) parts.push(`<path d="M386 ${y} L414 ${y + 7}" stroke="#8A8A8A" stroke-width="3"/>`);
  parts.push(`<rect x="250" y="120" width="300" height="16" rx="8" fill="#7A5434" transform="rotate(-8 400 128)"/><rect x="360" y="110" width="80" height="36" rx="6" fill="url(#iron)"/>`);
  parts.push(vignette(W, H, '#0E0906', 0.55), grainLayer(W, H, 0.06));
  return svgDocument(W, H, title, defs, parts.join('\n'));
}

/** A stainless-steel vat: brushed cylinder, conical top, manway door, valve and its label plate. */
function vatDefs(): string {
  return `${linear('steel', [[0, '#6E767C'], [0.18, '#C9D0D4'], [0.32, '#F2F5F6'], [0.5, '#A9B1B6'], [0.8, '#7A8288'], [1, '#4E555A']], [0, 0, 1, 0])}<g id="vat"><ellipse cx="0" cy="0" rx="60" ry="10" fill="#000" opacity="0.25"/><rect x="-50" y="-230" width="100" height="224" fill="url(#steel)"/><path d="M-50 -230 L-14 -262 H14 L50 -230Z" fill="url(#steel)"/><rect x="-14" y="-272" width="28" height="12" fill="#8A9297"/><ellipse cx="0" cy="-70" rx="20" ry="26" fill="#5E666C"/><ellipse cx="0" cy="-70" rx="15" ry="21" fill="url(#steel)"/><rect x="-12" y="-150" width="24" height="16" fill="#F4EEDC"/><path d="M-50 -16 H-62 V-6" stroke="#5E666C" stroke-width="5" fill="none"/><path d="M-50 -232 H50 M-50 -120 H50" stroke="#5E666C" stroke-width="2" opacity="0.6"/><path d="M-46 0 V12 M46 0 V12" stroke="#4E555A" stroke-width="6"/></g>`;
}

/** The vat room: two rows of stainless-steel vats under the high windows of the winery. */
export function vatRoom(title: string): string {
  const vx = 400;
  const vy = 250;
  const focal = 330;
  const eye = 1.6;
  const at = (x: number, y: number, z: number): [number, number] => [vx + (focal * x) / z, vy + (focal * (eye - y)) / z];
  const defs = [
    vatDefs(),
    linear('wall', [[0, '#E6E0D4'], [1, '#B8B0A2']]),
    linear('floor', [[0, '#9A948A'], [1, '#4E4A44']]),
    radial('daylight', [[0, '#FFFFFF', 0.7], [1, '#FFFFFF', 0]], 0.5, 0.1, 0.7),
    grainDefs(),
  ].join('');
  const parts: string[] = [`<rect width="${W}" height="${H}" fill="url(#wall)"/>`];
  // high windows along the back and side walls
  for (let i = 0; i < 5; i += 1) {
    const [x1, y1] = at(-3 + i * 1.5, 4.2, 20);
    parts.push(`<rect x="${n(x1)}" y="${n(y1)}" width="${n((focal * 0.9) / 20)}" height="${n((focal * 1.2) / 20)}" fill="#EAF2F6"/>`);
  }
  for (let z = 4; z <= 18; z += 2.5) {
    for (const side of [-1, 1] as const) {
      const [wx, wy] = at(side * 4.6, 4.4, z);
      parts.push(`<rect x="${n(wx - (focal * 0.3) / z)}" y="${n(wy)}" width="${n((focal * 0.6) / z)}" height="${n((focal * 1.1) / z)}" fill="#F4F8FA" opacity="0.9"/>`);
    }
  }
  const [, floorFar] = at(0, 0, 22);
  parts.push(`<path d="M${n(at(-5, 0, 1)[0])} ${H} L${n(at(-5, 0, 22)[0])} ${n(floorFar)} H${n(at(5, 0, 22)[0])} L${n(at(5, 0, 1)[0])} ${H}Z" fill="url(#floor)"/>`);
  for (let k = -4; k <= 4; k += 1) parts.push(`<path d="M${n(at(k * 1.1, 0, 22)[0])} ${n(floorFar)} L${n(at(k * 1.1, 0, 1.2)[0])} ${n(at(0, 0, 1.2)[1])}" stroke="#3E3A34" stroke-width="1" opacity="0.35"/>`);
  parts.push(`<path d="M${n(at(-0.06, 0, 22)[0])} ${n(floorFar)} L${n(at(-0.06, 0, 1.2)[0])} ${H} H${n(at(0.06, 0, 1.2)[0])} L${n(at(0.06, 0, 22)[0])} ${n(floorFar)}Z" fill="#2E2A26" opacity="0.35"/>`);
  for (let z = 18.8; z >= 3; z -= 2.2) {
    for (const side of [-1, 1] as const) {
      const [bx, by] = at(side * 2.1, 0, z);
      const scale = (focal * 1.4) / z / 100;
      parts.push(`<use href="#vat" transform="translate(${n(bx)} ${n(by)}) scale(${n(scale)})"/>`);
    }
  }
  parts.push(`<rect width="${W}" height="${H}" fill="url(#daylight)"/>`, vignette(W, H, '#1E1A16', 0.4), grainLayer(W, H, 0.04));
  return svgDocument(W, H, title, defs, parts.join('\n'));
}
