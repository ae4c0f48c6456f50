/** The group pictures: school runs, sports teams, weddings and seminars, with their passengers. */
import type { V3 } from './engine.ts';
import { Scene, camera, f, mix } from './engine.ts';
import { midiCoach, touringCoach } from './fleet.ts';
import { clouds, ground, house, person, sky, tree, treeSymbol } from './scenery.ts';
import { NAVY, RUST, drawVehicle } from './vehicles.ts';
import { norm, fields, stars, livery, wall } from './scene-kit.ts';

/** The school coach in front of a primary school, pupils with their bags. */
export function tripSchool(): string {
  const cam = camera([17, 1.4, 13], [5, 1.9, 1], 1150, 600, 470);
  const s = new Scene(cam, norm([0.45, 0.7, 0.55]));
  sky(s, [[0, '#78AEDC'], [0.6, '#E1ECF2']]);
  ground(s, -200, 200, -200, 30, '#CEC8BC');
  house(s, { x: -34, z: -30, w: 34, d: 12, h: 8, roofH: 3, wall: '#EDE3CF', roof: '#B9603C', windows: 7, shutters: '#4E86B5', hip: true, sign: 'ÉCOLE PUBLIQUE' });
  const flag = cam.project([-17, 10.6, -17.6]);
  const k = cam.scaleAt([-17, 10.6, -17.6]);
  s.add(`<path d="M${f(flag[0])} ${f(flag[1] + 3 * k)}V${f(flag[1] - 1 * k)}" stroke="#666" stroke-width="2"/><rect x="${f(flag[0])}" y="${f(flag[1] - 1 * k)}" width="${f(0.5 * k)}" height="${f(1 * k)}" fill="#1F4FA0"/><rect x="${f(flag[0] + 0.5 * k)}" y="${f(flag[1] - 1 * k)}" width="${f(0.5 * k)}" height="${f(1 * k)}" fill="#FFFFFF"/><rect x="${f(flag[0] + k)}" y="${f(flag[1] - 1 * k)}" width="${f(0.5 * k)}" height="${f(1 * k)}" fill="#D6343C"/>`);
  const oak = treeSymbol(s, 'oak', '#5A8A41', 1);
  tree(s, [6, 0, -16], 10, oak);
  ground(s, -200, 200, -1.4, 6.6, '#868A8E');
  drawVehicle(s, midiCoach(livery('#DDE9F3'), { school: true, lettering: ['AUTOCARS BOCAGE', 'TRANSPORT SCOLAIRE'] }), { x: 0, z: 3.2 });
  const bags = ['#E0533A', '#2F7DBE', '#F2C230', '#6A8F5A', '#8B4E7A'];
  for (let i = 0; i < 5; i++) person(s, [10.6 + i * 0.75, 0, 7.2 + (i % 2) * 0.7], { top: bags[(i + 2) % 5]!, legs: '#33404F', h: 1.2 + (i % 3) * 0.07, bag: bags[i], hair: i % 2 ? '#5A3A22' : '#2A1F18', skin: i === 3 ? '#A8765A' : '#E2B594' });
  person(s, [12.2, 0, 5.0], { top: '#F4F4F0', legs: '#2B3038', hair: '#7A5A3A' });
  return s.svg('Car scolaire blanc avec le pictogramme jaune « transport d’enfants » devant une école, des élèves avec leurs cartables / White school coach with the yellow child-transport sign in front of a school, pupils with their bags');
}

/** The coach at a floodlit stadium, a club team walking to the pitch. */
export function tripSports(): string {
  const cam = camera([18, 1.6, 14], [4, 2.6, 0], 1050, 600, 470);
  const s = new Scene(cam, norm([0.5, 0.5, 0.7]));
  sky(s, [[0, '#233B63'], [0.5, '#6E86AD'], [0.72, '#E9B98A']]);
  // stand with its roof and the floodlights
  house(s, { x: -50, z: -60, w: 60, d: 12, h: 10, roofH: 1, wall: '#5C6670', roof: '#3D454E', windows: 0, door: false });
  for (const x of [-58, 18]) {
    const b = cam.project([x, 0, -40]);
    const t = cam.project([x, 28, -40]);
    const k = cam.scaleAt([x, 28, -40]);
    s.add(`<path d="M${f(b[0])} ${f(b[1])}L${f(t[0])} ${f(t[1])}" stroke="#4A525A" stroke-width="${f(0.6 * k)}"/><rect x="${f(t[0] - 3 * k)}" y="${f(t[1] - 2.5 * k)}" width="${f(6 * k)}" height="${f(2.5 * k)}" fill="#FFF9E0"/><ellipse cx="${f(t[0])}" cy="${f(t[1])}" rx="${f(30 * k)}" ry="${f(18 * k)}" fill="${s.rad(t[0], t[1], 30 * k, 18 * k, [[0, '#FFF6D0', 0.6], [1, '#FFF6D0', 0]])}"/>`);
  }
  ground(s, -300, 300, -300, 40, '#3F7D3A');
  for (let z = -48; z < -8; z += 8) ground(s, -60, 30, z, z + 4, '#468A40');
  ground(s, -60, 30, -8.3, -8, '#F4F4EE', 0.01);
  ground(s, -300, 300, -6, 7, '#7A7F85');
  drawVehicle(s, touringCoach(livery('#C9D4E6'), { headlights: true }), { x: 0, z: 3.4 });
  for (let i = 0; i < 6; i++) person(s, [13.5 + i * 1.1, 0, 4.5 + (i % 2) * 0.6], { top: i === 0 ? '#222' : '#F2C230', legs: i === 0 ? '#222' : '#1F3F8F', hair: i % 2 ? '#2A1F18' : '#6B4A2F', skin: i % 3 === 1 ? '#8A5A3C' : '#E2B594', bag: i ? '#1F3F8F' : undefined });
  return s.svg('Autocar devant un stade éclairé en fin de journée, l’équipe du club en maillot jaune avec ses sacs / Coach outside a floodlit stadium at dusk, the club team in yellow shirts with their kit bags');
}

/** A wedding at a Vendée manor: the couple under a flowered arch, the coach with white ribbons. */
export function tripWedding(): string {
  const cam = camera([11, 1.6, 8], [0, 2.4, -4], 1100, 600, 450);
  const s = new Scene(cam, norm([-0.4, 0.6, 0.7]));
  sky(s, [[0, '#7FB3E0'], [0.6, '#F4E6D2']], { x: 200, y: 260, r: 500, color: '#FFE0B0' });
  clouds(s, [[700, 90, 140], [1000, 150, 100]]);
  fields(s, '#8EB162', -120, 71, 11, 12);
  house(s, { x: -30, z: -44, w: 28, d: 11, h: 8, roofH: 4, wall: '#F1E8D8', roof: '#4F5A64', windows: 6, shutters: '#7E9C86', hip: true });
  ground(s, -40, 20, -33, -6, '#E3D8C2');
  // the arch of flowers
  const a = cam.project([4, 0, 2]);
  const k = cam.scaleAt([4, 0, 2]);
  let fl = '';
  for (let i = 0; i <= 16; i++) {
    const t = (i / 16) * Math.PI;
    fl += `<circle cx="${f(a[0] + Math.cos(t) * 1.6 * k)}" cy="${f(a[1] - 1.6 * k - Math.sin(t) * 1.6 * k)}" r="${f(0.22 * k)}" fill="${['#F7D6DA', '#FFFFFF', '#E9A7B4', '#C8E0B4'][i % 4]}"/>`;
  }
  s.add(`<path d="M${f(a[0] - 1.6 * k)} ${f(a[1])}V${f(a[1] - 1.6 * k)}A${f(1.6 * k)} ${f(1.6 * k)} 0 0 1 ${f(a[0] + 1.6 * k)} ${f(a[1] - 1.6 * k)}V${f(a[1])}" stroke="#7A6A52" stroke-width="${f(0.08 * k)}" fill="none"/>${fl}`);
  person(s, [3.5, 0, 2.05], { top: '#2B3340', legs: '#2B3340', hair: '#3B2A20' });
  person(s, [4.5, 0, 2.05], { top: '#FBFAF6', legs: '#FBFAF6', hair: '#8A5A2B', h: 1.68, arm: 'up' });
  const guests = ['#6F8FB5', '#D9A0A8', '#8FA982', '#C9B07A', '#AD6A6A'];
  for (let i = 0; i < 5; i++) person(s, [5.6 + i * 0.75, 0, -2.6 + (i % 2) * 0.7], { top: guests[i]!, legs: '#394250', hair: i % 2 ? '#2A1F18' : '#B08A5A' });
  ground(s, -60, -6, -5, 1, '#D9CFBA');
  const d = drawVehicle(s, midiCoach(livery('#E5EEF5')), { x: -16, z: -4.6 });
  // white ribbons on the mirror and the front
  const r0 = d.pr([9.4 + 0.3, 2.9, -4.6 + 2.6]);
  const r1 = d.pr([9.45, 1.2, -4.6 + 1.3]);
  s.add(`<path d="M${f(r0[0])} ${f(r0[1])}Q${f((r0[0] + r1[0]) / 2 + 8)} ${f((r0[1] + r1[1]) / 2 + 14)} ${f(r1[0])} ${f(r1[1])}" stroke="#FFFFFF" stroke-width="4" fill="none"/>`);
  return s.svg('Mariés sous une arche fleurie devant un logis vendéen, les invités et le car décoré de rubans blancs / A couple under a flowered arch in front of a Vendée manor, the guests and the coach with white ribbons');
}

/** Seminar guests arriving at a modern conference centre at dusk. */
export function tripSeminar(): string {
  const cam = camera([18, 1.6, 15], [2, 4, -4], 1000, 600, 450);
  const s = new Scene(cam, norm([0.5, 0.4, 0.7]));
  sky(s, [[0, '#2D4E7E'], [0.5, '#8FA6C8'], [0.7, '#F2C89B']]);
  ground(s, -300, 300, -300, 60, '#9EA4A8');
  // the glass facade, lit from inside
  const x0 = -40;
  const x1 = 10;
  const z = -20;
  const hh = 12;
  house(s, { x: x0 - 1, z: z - 12, w: x1 - x0 + 2, d: 12, h: hh + 0.8, roofH: 0.3, wall: '#3A4554', roof: '#2A3340', windows: 0, door: false });
  const pts = ([[x0, 0, z], [x1, 0, z], [x1, hh, z], [x0, hh, z]] as V3[]).map((p) => cam.project(p));
  s.add(`<path d="M${pts.map((p) => `${f(p[0])} ${f(p[1])}`).join('L')}Z" fill="${s.lin(pts[3]!, pts[0]!, [[0, '#394E6A'], [0.5, '#F5D9A8'], [1, '#E9B777']])}"/>`);
  let grid = '';
  for (let x = x0; x <= x1; x += 2.5) {
    const a = cam.project([x, 0, z]);
    const b = cam.project([x, hh, z]);
    grid += `M${f(a[0])} ${f(a[1])}L${f(b[0])} ${f(b[1])}`;
  }
  for (let y = 0; y <= hh; y += 4) {
    const a = cam.project([x0, y, z]);
    const b = cam.project([x1, y, z]);
    grid += `M${f(a[0])} ${f(a[1])}L${f(b[0])} ${f(b[1])}`;
  }
  s.add(`<path d="${grid}" stroke="#2A3442" stroke-width="2.2"/>`);
  const tz = cam.project([x0 + 8, hh - 1.6, z + 0.1]);
  const tk = cam.scaleAt([x0 + 8, hh, z]);
  s.add(`<text x="${f(tz[0])}" y="${f(tz[1])}" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="${f(1.2 * tk)}" fill="#FFFFFF" transform="skewY(-4)">CENTRE DE CONGRÈS</text>`);
  ground(s, -300, 300, -6, 6.6, '#6E747A');
  drawVehicle(s, touringCoach(livery('#E8C9A8'), { headlights: true }), { x: -4, z: 3.4 });
  const tops = ['#2B3340', '#4A5A70', '#7A4B3A', '#2B3340', '#5B6B5A'];
  for (let i = 0; i < 5; i++) person(s, [9 + i * 0.9, 0, 8 + (i % 2) * 0.7], { top: tops[i]!, legs: '#262B33', hair: i % 2 ? '#2A1F18' : '#8A6A4A', bag: i === 1 ? '#1E1E1E' : undefined });
  return s.svg('Participants d’un séminaire arrivant en autocar devant un centre de congrès vitré, au crépuscule / Seminar guests arriving by coach at a glass-fronted conference centre at dusk');
}

/** Before the match: the team loads its kit bags into the coach's luggage bays. */
export function tripSportsLuggage(): string {
  const cam = camera([14, 1.5, 14], [3, 1.7, 0], 1050, 600, 460);
  const s = new Scene(cam, norm([0.5, 0.7, 0.5]));
  sky(s, [[0, '#6FA6D8'], [0.6, '#E4EEF3']]);
  clouds(s, [[300, 100, 150], [900, 70, 120]]);
  ground(s, -300, 300, -300, 60, '#93B067');
  house(s, { x: -30, z: -34, w: 34, d: 14, h: 9, roofH: 1.2, wall: '#D7DDE2', roof: '#7A848C', windows: 0, door: false, sign: 'SALLE DES SPORTS' });
  ground(s, -60, 60, -18, 20, '#8F9397');
  drawVehicle(s, touringCoach(livery('#DCE8F2'), { openBays: true }), { x: -2, z: -1 });
  const kit = { top: '#F2C230', legs: '#1F3F8F' };
  person(s, [7.6, 0, 3.4], { ...kit, hair: '#2A1F18', bag: '#1F3F8F' });
  person(s, [8.6, 0, 3.9], { ...kit, hair: '#6B4A2F', skin: '#8A5A3C', arm: 'up' });
  person(s, [9.6, 0, 3.3], { ...kit, hair: '#C9A36A', bag: '#D8543C' });
  person(s, [10.8, 0, 4.2], { top: '#222222', legs: '#222222', hair: '#8A8A86' });
  return s.svg('Avant le match : l’équipe en maillot jaune charge ses sacs dans les soutes ouvertes de l’autocar, devant la salle des sports / Before the match: the team in yellow shirts loads its kit bags into the coach’s open luggage bays outside the sports hall');
}

/** The guests' ride home: the coach at night outside the lit manor house. */
export function tripWeddingNight(): string {
  const cam = camera([16, 1.6, 14], [0, 2.6, -6], 1050, 600, 450);
  const s = new Scene(cam, norm([0.4, 0.5, 0.7]));
  sky(s, [[0, '#0A1028'], [0.55, '#24315A'], [0.72, '#4A3D66']]);
  stars(s, 90, 300, 11);
  ground(s, -300, 300, -300, 60, '#1E2A24');
  house(s, { x: -30, z: -34, w: 28, d: 11, h: 8, roofH: 4, wall: '#8E8578', roof: '#2A2F38', windows: 6, shutters: '#3E4A44', hip: true, windowColor: '#FFD88A' });
  // a garland of lights
  let g = '';
  for (let i = 0; i <= 24; i++) {
    const x = -28 + i * 1.1;
    const p = cam.project([x, 3.2 - Math.sin((i / 24) * Math.PI * 3) ** 2 * 0.8, -20]);
    g += `<circle cx="${f(p[0])}" cy="${f(p[1])}" r="2.6" fill="#FFE6A8"/>`;
  }
  s.add(g);
  ground(s, -60, 60, -22, 8, '#3A3A40');
  drawVehicle(s, midiCoach({ body: '#C9D0D6', lower: NAVY, stripe: RUST, glass: '#1A2230', sky: '#4A4F6E' }, { headlights: true }), { x: -6, z: -2.5 }, { night: true });
  const guests = ['#6F8FB5', '#D9A0A8', '#8FA982', '#C9B07A', '#2B3340'];
  for (let i = 0; i < 5; i++) person(s, [5 + i * 0.9, 0, 1.5 + (i % 2) * 0.6], { top: mix(guests[i]!, '#10121A', 0.45), legs: '#1A1D26', hair: '#1A1410', skin: '#9C7A68' });
  return s.svg('La nuit, les invités d’un mariage rejoignent le car aux phares allumés devant le logis illuminé / At night, wedding guests walk to the coach with its headlights on outside the lit manor house', 0.09);
}
