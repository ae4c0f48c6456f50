/** The company pictures: its history, office, workshop, team, depot and the coaches' cabins. */
import type { V3 } from './engine.ts';
import { H, Scene, W, camera, f, mix } from './engine.ts';
import { midiCoach, minibus, touringCoach, vintageBus } from './fleet.ts';
import { clouds, ground, hedgerow, house, person, road, sky, tree, treeSymbol } from './scenery.ts';
import { NAVY, RUST, drawVehicle } from './vehicles.ts';
import { norm, fields, livery, wall, sepia, quad } from './scene-kit.ts';

/** 1919–1925: the company's first motor coach outside the family house, in sepia. */
export function companyHistory(): string {
  const cam = camera([13, 1.6, 11], [2.8, 2, 0], 1150, 600, 470);
  const s = new Scene(cam, norm([0.5, 0.6, 0.6]));
  sky(s, [[0, '#B8C8D8'], [0.6, '#EEF0EC']]);
  ground(s, -200, 200, -200, 40, '#B8AE9C');
  house(s, { x: -26, z: -16, w: 16, d: 9, h: 6.5, roofH: 2.5, wall: '#E8E0D0', roof: '#9A6A50', shutters: '#6E7F70', windows: 4, hip: true, sign: 'VOITURES DE PLACE · AUTOCARS' });
  house(s, { x: -8, z: -18, w: 10, d: 9, h: 5.5, roofH: 2.3, wall: '#DDD3C0', roof: '#9A6A50', shutters: '#6E7F70', windows: 2, hip: true });
  const oak = treeSymbol(s, 'oak', '#6E8060', 1);
  tree(s, [14, 0, -30], 12, oak);
  drawVehicle(s, vintageBus({ body: '#3E5A4A', lower: '#E8DCC0', stripe: '#C9A45A', glass: '#2A2E2C', sky: '#C8D0D0' }), { x: 0, z: 0.5 });
  person(s, [8.2, 0, 4.2], { top: '#3A3A3A', legs: '#2E2E2E', hair: '#2A2A2A' });
  person(s, [9.1, 0, 4.6], { top: '#6A5A4A', legs: '#5A4A3A', hair: '#3A2A20', h: 1.65 });
  s.add(`<rect width="${W}" height="${H}" fill="${s.rad(W / 2, H / 2, 760, 520, [[0.6, '#3A2A18', 0], [1, '#3A2A18', 0.45]])}"/>`);
  return sepia(s.svg('Photographie sépia des années 1920 : le premier autocar de la maison, « Service des Herbiers », devant le garage familial / A 1920s sepia photograph: the company’s first motor coach, “Service des Herbiers”, outside the family garage', 0.12));
}

/** The office in Les Herbiers: a glass-fronted agency with the coach and minibus parked outside. */
export function companyOffice(): string {
  const cam = camera([6, 1.7, 22], [-9, 3, -10], 1000, 600, 450);
  const s = new Scene(cam, norm([0.5, 0.65, 0.6]));
  sky(s, [[0, '#6FA6D8'], [0.6, '#E2EDF3']]);
  clouds(s, [[260, 100, 150], [900, 70, 120]]);
  fields(s, '#96B36A', -90, 81, 10);
  house(s, { x: -24, z: -22, w: 26, d: 12, h: 5, roofH: 0.4, wall: '#F3F1EC', roof: '#7A848C', windows: 0, door: false, sign: 'AUTOCARS BOCAGE VENDÉE' });
  // glazing of the front
  const g = ([[-21, 0.2, -9.95], [-3, 0.2, -9.95], [-3, 3.4, -9.95], [-21, 3.4, -9.95]] as V3[]).map((p) => cam.project(p));
  s.add(`<path d="M${g.map((p) => `${f(p[0])} ${f(p[1])}`).join('L')}Z" fill="${s.lin(g[3]!, g[0]!, [[0, '#CFE2F0'], [0.45, '#6F8FA8'], [1, '#2B3E4E']])}"/>`);
  let mull = '';
  for (let x = -21; x <= -3; x += 3) {
    const a = cam.project([x, 0.2, -9.94]);
    const b = cam.project([x, 3.4, -9.94]);
    mull += `M${f(a[0])} ${f(a[1])}L${f(b[0])} ${f(b[1])}`;
  }
  s.add(`<path d="${mull}" stroke="#3A4550" stroke-width="2"/>`);
  const logo = cam.project([-1.2, 4.55, -9.9]);
  const lk = cam.scaleAt([-1.2, 4.5, -9.9]);
  s.add(`<rect x="${f(logo[0])}" y="${f(logo[1])}" width="${f(0.9 * lk)}" height="${f(0.9 * lk)}" rx="${f(0.2 * lk)}" fill="${NAVY}"/>`);
  ground(s, -40, 30, -10, 14, '#8C9094');
  for (let x = -30; x < 20; x += 3.2) ground(s, x, x + 0.12, -7, -1.5, '#F0F0EA', 0.01);
  const oak = treeSymbol(s, 'oak', '#5A8A41', 1);
  tree(s, [6, 0, -12], 9, oak);
  drawVehicle(s, minibus(livery('#DCE8F2')), { x: -30, z: -6.5 });
  drawVehicle(s, midiCoach(livery('#DCE8F2')), { x: -6, z: -2.5 });
  return s.svg('L’agence Autocars Bocage Vendée aux Herbiers, façade vitrée, un minibus et un midi-car garés devant / The Autocars Bocage Vendée office in Les Herbiers, glass front, a minibus and a midi-coach parked outside');
}

/** The workshop: a coach being serviced, a mechanic, tool cabinets, daylight through the bay door. */
export function companyWorkshop(): string {
  const cam = camera([15, 1.7, 11], [3, 2.4, -2], 1000, 600, 440);
  const s = new Scene(cam, norm([0.2, 0.9, 0.4]));
  s.add(`<rect width="${W}" height="${H}" fill="${s.lin([0, 0], [0, 300], [[0, '#4B535A'], [1, '#7E878E']])}"/>`);
  wall(s, [-30, 0, -12], [30, 0, -12], 9, s.lin([0, 0], [0, 500], [[0, '#9AA3AA'], [1, '#C9CDD0']]));
  // open bay door with daylight and a green yard
  const d0 = cam.project([9, 0, -11.9]);
  const d1 = cam.project([16, 5.5, -11.9]);
  s.add(`<rect x="${f(d0[0])}" y="${f(d1[1])}" width="${f(d1[0] - d0[0])}" height="${f(d0[1] - d1[1])}" fill="${s.lin([0, d1[1]], [0, d0[1]], [[0, '#E9F3FA'], [0.6, '#D4E6EF'], [0.61, '#8FB36A'], [1, '#7FA35A']])}"/>`);
  // light strips on the ceiling line
  for (let x = -20; x < 20; x += 8) {
    const a = cam.project([x, 8.6, -11.8]);
    const b = cam.project([x + 5, 8.6, -11.8]);
    s.add(`<path d="M${f(a[0])} ${f(a[1])}L${f(b[0])} ${f(b[1])}" stroke="#FFFCEE" stroke-width="6"/><ellipse cx="${f((a[0] + b[0]) / 2)}" cy="${f(a[1] + 10)}" rx="${f(Math.abs(b[0] - a[0]))}" ry="40" fill="${s.rad((a[0] + b[0]) / 2, a[1] + 10, Math.abs(b[0] - a[0]), 40, [[0, '#FFFBE8', 0.35], [1, '#FFFBE8', 0]])}"/>`);
  }
  const floor = s.lin(cam.project([0, 0, -12]), cam.project([0, 0, 12]), [[0, '#A7ADB1'], [1, '#6F767C']]);
  s.add(`<path d="${(([[-40, 0, -12], [40, 0, -12], [40, 0, 14], [-40, 0, 14]] as V3[]).map((p, i) => `${i ? 'L' : 'M'}${f(cam.project(p)[0])} ${f(cam.project(p)[1])}`).join(''))}Z" fill="${floor}"/>`);
  ground(s, -40, 40, -0.9, -0.7, '#E5B82E', 0.01);
  ground(s, -40, 40, 4.6, 4.8, '#E5B82E', 0.01);
  // tool cabinets along the back wall
  for (let i = 0; i < 4; i++) house(s, { x: 18 + i * 1.3, z: -11.8, w: 1.2, d: 0.6, h: 1.1, roofH: 0.01, wall: '#C0392B', roof: '#A33226', windows: 0, door: false });
  house(s, { x: 23.5, z: -11.8, w: 3, d: 0.8, h: 2.2, roofH: 0.01, wall: '#59636C', roof: '#4A535B', windows: 0, door: false });
  drawVehicle(s, touringCoach(livery('#C9D3DA')), { x: -2, z: 0.8 }, { shadow: 0.3 });
  person(s, [11.4, 0, 5.2], { top: '#1F4E79', legs: '#1F4E79', hair: '#3A2A20' });
  person(s, [12.3, 0, 4.4], { top: '#1F4E79', legs: '#1F4E79', hair: '#8A6A4A', skin: '#B07A58', arm: 'up' });
  return s.svg('L’atelier de la société : un autocar en révision, deux mécaniciens en combinaison, servantes d’outils et porte ouverte sur la cour / The company workshop: a coach being serviced, two mechanics in overalls, tool cabinets and the bay door open onto the yard');
}

/** The team: drivers and office staff in front of a coach at the depot. */
export function companyTeam(): string {
  const cam = camera([9, 1.5, 16], [5.5, 1.9, 0], 1100, 600, 440);
  const s = new Scene(cam, norm([0.4, 0.65, 0.65]));
  sky(s, [[0, '#74AADA'], [0.6, '#E4EEF3']]);
  clouds(s, [[200, 90, 150], [880, 60, 120]]);
  fields(s, '#93B067', -60, 91);
  ground(s, -60, 60, -8, 20, '#9A9EA2');
  drawVehicle(s, touringCoach(livery('#DCE8F2')), { x: 0, z: -1 });
  const team: { top: string; legs?: string; hair: string; skin?: string; h?: number }[] = [
    { top: NAVY, hair: '#3B2A20' },
    { top: NAVY, hair: '#C9A36A', h: 1.66 },
    { top: '#F4F4F0', legs: '#2B3340', hair: '#2A1F18', skin: '#9A6A4A' },
    { top: NAVY, hair: '#8A8A86', h: 1.78 },
    { top: RUST, legs: '#2B3340', hair: '#6B4A2F', h: 1.64 },
    { top: NAVY, hair: '#2A1F18', skin: '#C99A78' },
    { top: '#F4F4F0', legs: '#2B3340', hair: '#B08A5A', h: 1.68 },
  ];
  team.forEach((m, i) => person(s, [1.6 + i * 1.45, 0, 3.8 + (i % 2) * 0.6], { ...m, legs: m.legs ?? '#1F2A36' }));
  return s.svg('L’équipe d’Autocars Bocage Vendée, conducteurs en uniforme et personnel de l’agence, devant un autocar au dépôt / The Autocars Bocage Vendée team, drivers in uniform and office staff, in front of a coach at the depot');
}

/** Inside a coach, looking down the aisle: seat rows (seminar, school) or bunks (tour bus). */
export function cabin(kind: 'seats' | 'school' | 'bunks'): string {
  const cam = camera([0.15, 1.62, 0.3], [-0.05, 1.2, -10], 800, 600, 390);
  const s = new Scene(cam, norm([0.3, 0.8, 0.5]));
  const night = kind === 'bunks';
  const wallC = night ? '#2B2533' : '#D9DDE0';
  const hw = 1.22;
  const len = 11.5;
  s.add(`<rect width="${W}" height="${H}" fill="${night ? '#1C1822' : '#C9CED2'}"/>`);
  // windscreen at the far end: the road ahead
  const ws = [cam.project([-hw, 0.9, -len]), cam.project([hw, 0.9, -len]), cam.project([hw, 2.1, -len]), cam.project([-hw, 2.1, -len])];
  s.add(`<path d="M${ws.map((p) => `${f(p[0])} ${f(p[1])}`).join('L')}Z" fill="${night ? s.lin(ws[3]!, ws[0]!, [[0, '#0E1530'], [1, '#3B2F55']]) : s.lin(ws[3]!, ws[0]!, [[0, '#BFDDF2'], [0.7, '#EEF4F2'], [0.71, '#8FB36A'], [1, '#6F8F55']])}"/>`);
  // walls, floor, ceiling
  quad(s, [[-hw, 0, 0], [-hw, 0, -len], [-hw, 2.15, -len], [-hw, 2.15, 0]], wallC);
  quad(s, [[hw, 0, 0], [hw, 0, -len], [hw, 2.15, -len], [hw, 2.15, 0]], mix(wallC, '#000000', 0.08));
  quad(s, [[-hw, 2.15, 0], [hw, 2.15, 0], [hw, 2.15, -len], [-hw, 2.15, -len]], night ? '#16121C' : '#EEF0F1');
  quad(s, [[-hw, 0, 0], [hw, 0, 0], [hw, 0, -len], [-hw, 0, -len]], night ? '#2A2030' : '#4A5560');
  quad(s, [[-0.3, 0.01, 0], [0.3, 0.01, 0], [0.3, 0.01, -len], [-0.3, 0.01, -len]], night ? '#4A2E3A' : '#5E3B4A');
  // a light strip down the ceiling
  quad(s, [[-0.04, 2.14, -2], [0.04, 2.14, -2], [0.04, 2.14, -len], [-0.04, 2.14, -len]], night ? '#FFB35C' : '#FFFFFF', night ? ' opacity="0.5"' : '');
  if (kind !== 'bunks') {
    // side windows with the countryside passing by
    for (const x of [-hw + 0.01, hw - 0.01]) {
      const pts: V3[] = [[x, 1.0, -0.2], [x, 1.0, -len + 0.3], [x, 1.85, -len + 0.3], [x, 1.85, -0.2]];
      const pr = pts.map((p) => cam.project(p));
      s.add(`<path d="M${pr.map((p) => `${f(p[0])} ${f(p[1])}`).join('L')}Z" fill="${s.lin(cam.project([x, 1.85, -3]), cam.project([x, 1.0, -3]), [[0, '#D7E9F5'], [0.55, '#EAF2F0'], [0.56, '#9DBB74'], [1, '#6E8F55']])}"/>`);
      let pil = '';
      for (let z = -1; z > -len; z -= 1.6) {
        const a = cam.project([x, 1.0, z]);
        const b = cam.project([x, 1.85, z]);
        pil += `M${f(a[0])} ${f(a[1])}L${f(b[0])} ${f(b[1])}`;
      }
      s.add(`<path d="${pil}" stroke="#3A434B" stroke-width="5"/>`);
      // luggage rack
      const side = Math.sign(x);
      quad(s, [[x, 1.9, 0], [x, 1.9, -len], [x - side * 0.42, 1.95, -len], [x - side * 0.42, 1.95, 0]], '#B8BEC4');
      quad(s, [[x - side * 0.42, 1.95, 0], [x - side * 0.42, 1.95, -len], [x - side * 0.42, 2.1, -len], [x - side * 0.42, 2.1, 0]], '#9AA2A9');
    }
    // seat rows, far to near
    const fabric = kind === 'school' ? '#2F5E8C' : '#26364A';
    const tops = ['#3B2A20', '#C9A36A', '#6B4A2F', '#2A1F18', '#8A8A86'];
    for (let z = -len + 1.2, row = 0; z < -0.4; z += 0.88, row++) {
      for (const [x0, x1] of [[-1.15, -0.33], [0.33, 1.15]] as const) {
        const back = mix(fabric, '#FFFFFF', 0.05 * (z / -len));
        quad(s, [[x0, 0.45, z], [x1, 0.45, z], [x1, 1.2, z], [x0, 1.2, z]], back);
        quad(s, [[x0, 1.2, z], [x1, 1.2, z], [x1 - 0.02, 1.26, z - 0.08], [x0 + 0.02, 1.26, z - 0.08]], mix(back, '#FFFFFF', 0.2));
        quad(s, [[x0 + 0.05, 1.02, z + 0.01], [x1 - 0.05, 1.02, z + 0.01], [x1 - 0.05, 1.18, z + 0.01], [x0 + 0.05, 1.18, z + 0.01]], kind === 'school' ? '#F2C230' : '#E9ECEE');
        quad(s, [[x0, 0.45, z], [x0, 0.45, z + 0.6], [x0, 1.2, z], [x0, 1.2, z]], mix(back, '#000000', 0.3));
        // heads of travellers over some seats
        if ((row * 3 + (x0 < 0 ? 1 : 2)) % 4 !== 0 && z < -1.5) {
          for (const hx of [x0 + 0.2, x1 - 0.2]) {
            if ((row + Math.round(hx * 10)) % 3 === 0) continue;
            const c = cam.project([hx, kind === 'school' ? 1.22 : 1.32, z - 0.25]);
            const r = (kind === 'school' ? 0.085 : 0.1) * cam.scaleAt([hx, 1.3, z - 0.25]);
            s.add(`<circle cx="${f(c[0])}" cy="${f(c[1])}" r="${f(r)}" fill="${tops[(row + (x0 < 0 ? 0 : 2)) % 5]}"/>`);
          }
        }
      }
    }
  } else {
    // bunks on both sides, three high, curtains half drawn, reading lights
    for (const x of [-hw, hw]) {
      const side = Math.sign(x);
      for (let z = -len + 1; z < -0.2; z += 2.1) {
        for (const [y0, y1] of [[0.25, 0.85], [0.95, 1.55], [1.65, 2.1]] as const) {
          quad(s, [[x, y0, z], [x, y0, z + 1.95], [x, y1, z + 1.95], [x, y1, z]], '#120E16');
          quad(s, [[x, y0, z], [x, y0, z + 0.9], [x, y1, z + 0.9], [x, y1, z]], '#5B2B4A');
          quad(s, [[x, y0, z + 0.9], [x, y0, z + 1.95], [x, y0 + 0.12, z + 1.95], [x, y0 + 0.12, z + 0.9]], '#E8E0D8');
          const l = cam.project([x - side * 0.02, y1 - 0.08, z + 1.5]);
          const rr = 0.13 * cam.scaleAt([x, y1, z + 1.5]);
          s.add(`<circle cx="${f(l[0])}" cy="${f(l[1])}" r="${f(rr)}" fill="${s.rad(l[0], l[1], rr, rr, [[0, '#FFD58A', 0.9], [1, '#FFD58A', 0]])}"/>`);
        }
        quad(s, [[x, 0, z - 0.05], [x, 0, z + 0.05], [x, 2.1, z + 0.05], [x, 2.1, z - 0.05]], '#3A3040');
      }
    }
    const g = cam.project([0, 1.2, -len + 0.5]);
    s.add(`<ellipse cx="${f(g[0])}" cy="${f(g[1])}" rx="260" ry="160" fill="${s.rad(g[0], g[1], 260, 160, [[0, '#FFB35C', 0.35], [1, '#FFB35C', 0]])}"/>`);
  }
  const title =
    kind === 'bunks'
      ? 'L’allée du tourbus la nuit : couchettes sur trois niveaux avec rideaux et liseuses allumées / The tour bus aisle at night: three tiers of bunks with curtains and reading lights on'
      : kind === 'school'
        ? 'Intérieur d’un car scolaire : rangées de sièges avec ceintures et appuie-tête jaunes, élèves assis / Inside a school coach: rows of seats with belts and yellow headrests, pupils seated'
        : 'Intérieur d’un autocar grand tourisme : sièges inclinables, porte-bagages et grandes vitres sur la campagne / Inside a touring coach: reclining seats, luggage racks and large windows onto the countryside';
  return s.svg(title, night ? 0.09 : 0.06);
}

/** A century apart: the 1927 coach beside today's touring coach. */
export function companyCentenary(): string {
  const cam = camera([1.5, 1.4, 25], [1.2, 2.0, 0], 1000, 600, 520);
  const s = new Scene(cam, norm([0.4, 0.6, 0.65]));
  sky(s, [[0, '#6FA6D8'], [0.6, '#E6EEF2']]);
  clouds(s, [[240, 100, 160], [900, 80, 120]]);
  fields(s, '#93B067', -50, 111);
  ground(s, -60, 60, -10, 6, '#A3A6A8');
  ground(s, -60, 60, 6, 40, '#86A85A');
  const flowers = treeSymbol(s, 'oak', '#6E9A4A', 1);
  for (const x of [-12, 14]) tree(s, [x, 0, 4], 7, flowers);
  drawVehicle(s, touringCoach(livery('#DCE8F2')), { x: 0, z: -0.5 });
  drawVehicle(s, vintageBus({ body: '#2F5A46', lower: '#F1E6C8', stripe: '#C9A45A', glass: '#2A2E2C', sky: '#C8D8E0' }), { x: -9.5, z: 0 });
  return s.svg('Cent ans d’écart : l’autocar de 1927 restauré garé à côté d’un autocar grand tourisme d’aujourd’hui / A century apart: the restored 1927 coach parked beside a touring coach of today');
}

/** The depot at dawn: coaches parked in a row, a driver starting the day. */
export function companyDepot(): string {
  const cam = camera([10, 1.6, 5], [-3, 2.2, -8], 900, 600, 440);
  const s = new Scene(cam, norm([0.7, 0.3, 0.55]));
  sky(s, [[0, '#46679A'], [0.45, '#E7B9A0'], [0.6, '#F9D7A8']], { x: 1000, y: 300, r: 520, color: '#FFC98A' });
  clouds(s, [[260, 120, 150], [640, 80, 110]], '#FBE0CC', 0.6);
  ground(s, -300, 300, -300, 60, '#8DA968');
  hedgerow(s, [-300, 0, -70], [300, 0, -70], '#4F7A38', 121, 11, 1.8, 10);
  house(s, { x: -40, z: -40, w: 30, d: 14, h: 8, roofH: 1, wall: '#DCE2E6', roof: '#6D7880', windows: 0, door: false, sign: 'AUTOCARS BOCAGE VENDÉE · DÉPÔT' });
  ground(s, -60, 60, -26, 20, '#8E9296');
  drawVehicle(s, touringCoach(livery('#F2D3B8')), { x: -8, z: -9.8 }, { shadow: 0.35 });
  drawVehicle(s, midiCoach(livery('#F2D3B8')), { x: -5.2, z: -5.6 }, { shadow: 0.35 });
  person(s, [5.2, 0, -1.2], { top: NAVY, legs: '#1F2A36', hair: '#3B2A20', arm: 'up' });
  s.add(`<rect width="${W}" height="${H}" fill="${s.lin([0, 0], [W, 0], [[0, '#0B2A40', 0.1], [0.6, '#FFB060', 0], [1, '#FFB060', 0.2]])}"/>`);
  return s.svg('Le dépôt au lever du jour : une rangée d’autocars garés et un conducteur en uniforme qui commence sa journée / The depot at dawn: a row of parked coaches and a driver in uniform starting the day');
}
