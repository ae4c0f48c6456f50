/** The home hero and the fleet pictures: each vehicle of the fleet in its place. */
import { H, Scene, W, camera, f } from './engine.ts';
import { midiCoach, minibus, pmrVan, taxi, touringCoach } from './fleet.ts';
import { clouds, ground, hedgerow, hills, house, person, road, sky, tree, treeSymbol } from './scenery.ts';
import { NAVY, RUST, drawVehicle, whiteLivery } from './vehicles.ts';
import { norm, windmill, stars, livery, wall } from './scene-kit.ts';

/** Home hero: the touring coach on a bocage road in the early morning, a village steeple behind. */
export function heroBocage(): string {
  const cam = camera([19, 1.5, 14.5], [6.8, 2.0, 2.5], 1150, 600, 450);
  const s = new Scene(cam, norm([0.55, 0.5, 0.65]));
  const horizon = cam.project([-400, 0, -900])[1];
  sky(s, [[0, '#7FA9D3'], [0.42, '#CFE0EC'], [0.62, '#FBE7C8']], { x: 180, y: horizon - 40, r: 520, color: '#FFD9A0' });
  clouds(s, [[320, 120, 150], [760, 90, 120], [1040, 160, 90]]);
  hills(s, horizon + 4, 40, 3, '#A9BCA9');
  // steeple of a bocage village on the far ridge
  const st = cam.project([-140, 0, -260]);
  const sk = cam.scaleAt([-140, 0, -260]);
  s.add(`<path d="M${f(st[0] - 4 * sk)} ${f(st[1])}v${f(-22 * sk)}l${f(4 * sk)} ${f(-16 * sk)}l${f(4 * sk)} ${f(16 * sk)}v${f(22 * sk)}Z" fill="#8FA1A6"/>`);
  hills(s, horizon + 14, 26, 9, '#8FAE82');
  const leafFar = '#6E9457';
  const leaf = '#4F7D3A';
  ground(s, -400, 300, -400, -6, '#9DBB6E');
  for (let k = 0; k < 2; k++) hedgerow(s, [-400, 0, -260 + k * 90], [120, 0, -260 + k * 90], leafFar, 20 + k, 20, 1.6, 12);
  ground(s, -300, 300, -90, -45, '#C3CB7E');
  hedgerow(s, [-300, 0, -90], [200, 0, -90], leaf, 5, 11, 1.8, 11);
  hedgerow(s, [-60, 0, -88], [-60, 0, -45], leaf, 6, 9, 1.6, 9);
  hedgerow(s, [-300, 0, -45], [200, 0, -45], leaf, 7, 9, 1.8, 10);
  hedgerow(s, [-200, 0, -4], [200, 0, -4], leaf, 8, 6, 1.3, 0);
  ground(s, -200, 200, -3.9, -1.2, '#7FA055');
  road(s, -200, 200, -1.2, 6.6);
  ground(s, -200, 200, 6.6, 40, '#6F9A4A');
  // the town sign on the verge: white panel, red border, LES HERBIERS
  const post = cam.project([-22, 0, -2.6]);
  const top = cam.project([-22, 2.4, -2.6]);
  const k = cam.scaleAt([-22, 2, -2.6]);
  s.add(`<path d="M${f(post[0] - 0.6 * k)} ${f(post[1])}V${f(top[1] + 0.4 * k)}M${f(post[0] + 0.6 * k)} ${f(post[1])}V${f(top[1] + 0.4 * k)}" stroke="#8C949A" stroke-width="${f(0.06 * k)}"/><rect x="${f(top[0] - 0.9 * k)}" y="${f(top[1])}" width="${f(1.8 * k)}" height="${f(0.7 * k)}" rx="${f(0.08 * k)}" fill="#FFFFFF" stroke="#C8102E" stroke-width="${f(0.07 * k)}"/><text x="${f(top[0])}" y="${f(top[1] + 0.45 * k)}" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="${f(0.3 * k)}" fill="#111">LES HERBIERS</text>`);
  drawVehicle(s, touringCoach(whiteLivery('#DCE8F2'), { headlights: true }), { x: 0, z: 3.4 });
  const id = treeSymbol(s, 'oak', '#3F6B2E', 1);
  tree(s, [26, 0, 9], 12, id);
  s.add(`<rect width="${W}" height="${H}" fill="${s.lin([0, 0], [W, 0], [[0, '#FFE2B0', 0.18], [0.5, '#FFE2B0', 0], [1, '#0B2A40', 0.08]])}"/>`);
  return s.svg('Autocar grand tourisme Autocars Bocage Vendée sur une route du bocage au petit matin / Touring coach on a bocage road in the early morning');
}

/** Touring coach by the windmills of the Mont des Alouettes at golden hour. */
export function fleetCoach(): string {
  const cam = camera([-6, 1.4, 15.5], [6.5, 2.6, 1.5], 1050, 560, 450);
  const s = new Scene(cam, norm([-0.7, 0.35, 0.6]));
  const hz = cam.project([-300, 0, -600])[1];
  sky(s, [[0, '#5C86B5'], [0.45, '#E9C7A0'], [0.6, '#F6B97A']], { x: 80, y: hz - 60, r: 600, color: '#FFB870' });
  clouds(s, [[420, 110, 160], [900, 70, 110]], '#FFE7CF', 0.7);
  hills(s, hz + 6, 36, 11, '#8E9E93');
  hills(s, hz + 14, 70, 4, '#6F8A5E');
  const leaf = '#4D7534';
  windmill(s, [-2, 7, -110], 0.3);
  windmill(s, [18, 8, -125], 0.8);
  windmill(s, [40, 7, -112], 0.1);
  ground(s, -300, 300, -100, -4, '#93AE62');
  hedgerow(s, [-300, 0, -60], [300, 0, -60], leaf, 31, 16, 1.8, 7);
  hedgerow(s, [-300, 0, -4], [300, 0, -4], leaf, 32, 6, 1.3, 0);
  ground(s, -300, 300, -3.9, -1.2, '#86A35A');
  road(s, -300, 300, -1.2, 6.6);
  ground(s, -300, 300, 6.6, 40, '#7C9B4F');
  drawVehicle(s, touringCoach(livery('#F5D2A8')), { x: 0, z: 3.4 }, { shadow: 0.5 });
  s.add(`<rect width="${W}" height="${H}" fill="${s.lin([0, 0], [W, 0], [[0, '#FFB060', 0.22], [0.6, '#FFB060', 0], [1, '#0B2A40', 0.1]])}"/>`);
  return s.svg('Autocar grand tourisme au pied des moulins du Mont des Alouettes au soleil couchant / Touring coach below the Mont des Alouettes windmills at sunset');
}

/** Midi-coach on a village square at midday. */
export function fleetMidi(): string {
  const cam = camera([17, 1.6, 13], [5, 1.8, 1], 1200, 600, 470);
  const s = new Scene(cam, norm([0.3, 0.8, 0.5]));
  sky(s, [[0, '#6FA3D6'], [0.6, '#D8E7F1']]);
  clouds(s, [[200, 90, 140], [700, 140, 100]]);
  ground(s, -200, 200, -200, 20, '#C9BFAE');
  house(s, { x: -30, z: -40, w: 9, d: 8, h: 6, roofH: 2, wall: '#EFE6D6', roof: '#C7643C', shutters: '#5E86A8', hip: true });
  house(s, { x: -20, z: -40, w: 11, d: 8, h: 7, roofH: 2.2, wall: '#F3EEE4', roof: '#B95733', shutters: '#7A9B7E', hip: true });
  house(s, { x: -8, z: -40, w: 8, d: 8, h: 5.5, roofH: 2, wall: '#E9DCC6', roof: '#C66A42', shutters: '#5E86A8', hip: true, sign: 'BOULANGERIE' });
  house(s, { x: 1, z: -40, w: 10, d: 8, h: 6.5, roofH: 2.2, wall: '#F1E9DB', roof: '#BF5E38', shutters: '#A34D3A', hip: true });
  // church with its steeple
  house(s, { x: 13, z: -46, w: 14, d: 10, h: 8, roofH: 5, wall: '#D9CCB4', roof: '#6E7479', windows: 3, door: true });
  house(s, { x: 26, z: -44, w: 5, d: 5, h: 20, roofH: 0.5, wall: '#D4C6AD', roof: '#6E7479', windows: 1, door: false });
  const top = cam.project([28.5, 20.4, -41.5]);
  const k = cam.scaleAt([28.5, 20, -41.5]);
  s.add(`<path d="M${f(top[0] - 3 * k)} ${f(top[1])}L${f(top[0])} ${f(top[1] - 12 * k)}L${f(top[0] + 3 * k)} ${f(top[1])}Z" fill="#5D646A"/>`);
  const plane = treeSymbol(s, 'oak', '#5D8A3F', 1);
  for (const x of [-26, -14, -2, 10]) tree(s, [x, 0, -28], 8, plane);
  ground(s, -200, 200, -1.5, 6.5, '#8C8A86');
  drawVehicle(s, midiCoach(livery('#DDE9F3')), { x: 0, z: 2.6 });
  person(s, [12.2, 0, 5.6], { top: '#B5501E', legs: '#33404F', hair: '#6B4A2F' });
  person(s, [13.2, 0, 6.4], { top: '#3D6E8F', legs: '#2B2F36', hair: '#2A1F18', skin: '#C99A78' });
  return s.svg('Midi-car de 33 places Autocars Bocage Vendée sur la place d’un village vendéen / 33-seat midi-coach on a Vendée village square');
}

/** Nine-seat minibus in the Marais breton, a white thatched bourrine behind. */
export function fleetMinibus(): string {
  const cam = camera([10.5, 1.3, 8.5], [2.8, 1.2, 0.8], 1250, 600, 470);
  const s = new Scene(cam, norm([0.5, 0.6, 0.6]));
  sky(s, [[0, '#5F97CF'], [0.55, '#D5E6F1'], [0.7, '#EEF3F2']]);
  clouds(s, [[260, 110, 170], [640, 70, 120], [1000, 150, 150]]);
  ground(s, -400, 400, -500, -3, '#A6B879');
  for (const z of [-160, -90, -45]) ground(s, -400, 400, z, z + (z > -50 ? 4 : 7), '#7FA1B4');
  house(s, { x: -26, z: -60, w: 10, d: 6, h: 2.6, roofH: 2.2, wall: '#F6F4EE', roof: '#8A7652', windows: 2, hip: true, shutters: '#3E6B8A' });
  const pop = treeSymbol(s, 'poplar', '#6F9450', 1);
  for (const x of [-50, -44, -38, 8, 14]) tree(s, [x, 0, -120], 18, pop);
  ground(s, -300, 300, -3, -1.2, '#93AA6A');
  road(s, -300, 300, -1.2, 4.8, { tone: '#6A6F72' });
  ground(s, -300, 300, 4.8, 20, '#8FAA64');
  drawVehicle(s, minibus(livery('#DDEAF3')), { x: 0, z: 2.2 });
  return s.svg('Minibus blanc de 9 places sur une route du Marais breton vendéen, une bourrine blanche au loin / White 9-seat minibus on a road in the Vendée marshes, a white thatched cottage behind');
}

/** Taxi conventionné waiting at the entrance of a medical centre. */
export function fleetTaxi(): string {
  const cam = camera([8.5, 1.5, 7.5], [2.2, 1.6, 0.6], 1250, 600, 470);
  const s = new Scene(cam, norm([0.6, 0.55, 0.55]));
  sky(s, [[0, '#7DB0DD'], [0.5, '#E4EEF4']]);
  ground(s, -100, 100, -100, 20, '#BFC3C3');
  // the medical centre: a long modern building with glazing and a green cross
  house(s, { x: -26, z: -26, w: 36, d: 10, h: 7.5, roofH: 0.3, wall: '#EEF0EE', roof: '#9EA5AA', windows: 8, door: true, sign: 'CENTRE MÉDICAL' });
  const cross = cam.project([8, 6.2, -15.9]);
  const k = cam.scaleAt([8, 6, -15.9]);
  s.add(`<path d="M${f(cross[0] - 0.3 * k)} ${f(cross[1] - 0.9 * k)}h${f(0.6 * k)}v${f(0.6 * k)}h${f(0.6 * k)}v${f(0.6 * k)}h${f(-0.6 * k)}v${f(0.6 * k)}h${f(-0.6 * k)}v${f(-0.6 * k)}h${f(-0.6 * k)}v${f(-0.6 * k)}h${f(0.6 * k)}Z" fill="#1E9E5A"/>`);
  const oak = treeSymbol(s, 'oak', '#5E8F45', 1);
  tree(s, [-14, 0, -12], 8, oak);
  tree(s, [14, 0, -13], 9, oak);
  ground(s, -100, 100, -15.9, -2.2, '#D3D6D4');
  for (let x = -30; x < 30; x += 2.6) ground(s, x, x + 0.12, -14, -2.4, '#F4F4F0');
  ground(s, -100, 100, -2.2, 6, '#777C80');
  drawVehicle(s, taxi({ body: '#2E3A45', lower: NAVY, stripe: RUST, glass: '#16212B', sky: '#CFE1EE' }), { x: 0, z: 0.4 });
  person(s, [-1.2, 0, 1.4], { top: '#C9D3DA', legs: '#44505C', hair: '#D6D3CC', h: 1.62 });
  return s.svg('Taxi conventionné gris anthracite, enseigne TAXI allumée, devant l’entrée d’un centre médical / Dark grey approved taxi with its lit TAXI sign at the entrance of a medical centre');
}

/** Accessible van from behind, lift lowered with a wheelchair, at a care home. */
export function fleetPmr(): string {
  const cam = camera([-8.5, 1.7, 6.8], [1.2, 1.2, 0.9], 1200, 600, 450);
  const s = new Scene(cam, norm([-0.4, 0.6, 0.7]));
  sky(s, [[0, '#8DB7DC'], [0.55, '#EAF0F2']]);
  ground(s, -100, 100, -100, 30, '#C5C0B5');
  house(s, { x: 2, z: -26, w: 34, d: 9, h: 6.5, roofH: 2.2, wall: '#F2ECE2', roof: '#BD6440', shutters: '#6D8FA8', windows: 8, hip: true, sign: 'RÉSIDENCE LES TILLEULS' });
  const oak = treeSymbol(s, 'oak', '#5C8C43', -1);
  tree(s, [-22, 0, -10], 9, oak);
  tree(s, [14, 0, -12], 10, oak);
  hedgerow(s, [-40, 0, -7], [30, 0, -7], '#4E7A38', 41, 5, 1.1, 0);
  drawVehicle(s, pmrVan(livery('#DCE9F2')), { x: 0, z: 0 });
  person(s, [0.6, 0, 3.4], { top: NAVY, legs: '#2B3038', hair: '#3A2A1E' });
  return s.svg('Véhicule accessible vu de l’arrière, portes ouvertes et élévateur abaissé avec un fauteuil roulant, devant une résidence / Accessible van seen from behind, doors open and lift lowered with a wheelchair, in front of a care home');
}

/** Tour bus at night behind a concert stage. */
export function fleetTourBus(): string {
  const cam = camera([18, 1.5, 13], [6, 2.2, 1], 1080, 600, 440);
  const s = new Scene(cam, norm([0.6, 0.5, 0.6]));
  sky(s, [[0, '#070B1A'], [0.55, '#1B2547'], [0.75, '#3B2F55']]);
  stars(s, 120, 320, 7);
  // the stage: truss and beams of light
  const st0 = cam.project([-34, 0, -30]);
  const st1 = cam.project([-6, 12, -30]);
  for (const [x, c] of [[-30, '#8F6BFF'], [-22, '#FFB347'], [-14, '#5FD3FF'], [-8, '#FF6FB0']] as const) {
    const b = cam.project([x, 11, -30]);
    s.add(`<path d="M${f(b[0])} ${f(b[1])}L${f(b[0] - 140)} 0L${f(b[0] + 60)} 0Z" fill="${s.lin([b[0], b[1]], [b[0], 0], [[0, c, 0.55], [1, c, 0]])}"/>`);
  }
  s.add(`<path d="M${f(st0[0])} ${f(st0[1])}L${f(st0[0])} ${f(st1[1])}L${f(st1[0])} ${f(st1[1])}L${f(st1[0])} ${f(st0[1])}Z" fill="#12141C" stroke="#3A3F55" stroke-width="2"/>`);
  s.add(`<path d="M${f(st0[0] + 8)} ${f(st0[1] - 10)}L${f(st1[0] - 8)} ${f(st0[1] - 10)}L${f(st1[0] - 8)} ${f((st0[1] + st1[1]) / 2)}L${f(st0[0] + 8)} ${f((st0[1] + st1[1]) / 2)}Z" fill="${s.lin([0, st1[1]], [0, st0[1]], [[0, '#FFB347', 0.7], [1, '#8F6BFF', 0.4]])}"/>`);
  ground(s, -200, 200, -200, 40, '#1A1D24');
  ground(s, -200, 200, -1.5, 6.6, '#2A2E36');
  drawVehicle(s, touringCoach({ body: '#22262C', lower: '#111316', stripe: '#8F6BFF', glass: '#0B0E14', sky: '#4A3F6E' }, { headlights: true, lettering: ['TOURBUS', 'COUCHETTES · SALON · WIFI'] }), { x: 0, z: 3.2 }, { night: true, shadow: 0.6 });
  return s.svg('Tourbus noir aux phares allumés, la nuit, derrière une scène de concert éclairée / Black tour bus with its headlights on at night behind a lit concert stage', 0.09);
}

/** The taxi picking up a patient outside a Vendée house. */
export function fleetTaxiHome(): string {
  const cam = camera([-3, 1.5, 8.5], [2.6, 1.1, 0.6], 1200, 600, 470);
  const s = new Scene(cam, norm([-0.5, 0.6, 0.6]));
  sky(s, [[0, '#78AEDC'], [0.6, '#E6EFF3']]);
  ground(s, -200, 200, -200, 40, '#92AF66');
  hedgerow(s, [-200, 0, -60], [200, 0, -60], '#55803D', 101, 9, 1.8, 10);
  house(s, { x: -6, z: -16, w: 12, d: 8, h: 5.5, roofH: 2, wall: '#F4EFE6', roof: '#C4663E', shutters: '#5B8DB3', windows: 3, hip: true });
  ground(s, -20, 30, -8, -2.2, '#D8CDB8');
  const oak = treeSymbol(s, 'oak', '#5A8A41', -1);
  tree(s, [12, 0, -14], 10, oak);
  ground(s, -200, 200, -2.2, 5, '#7E8286');
  drawVehicle(s, taxi({ body: '#2E3A45', lower: NAVY, stripe: RUST, glass: '#16212B', sky: '#CFE1EE' }, false), { x: 0, z: 0.4 });
  person(s, [2.2, 0, 3.0], { top: NAVY, legs: '#2B3038', hair: '#3A2A1E' });
  person(s, [3.0, 0, 3.0], { top: '#B9A48A', legs: '#5A5048', hair: '#E6E3DC', h: 1.6 });
  return s.svg('Taxi conventionné garé devant une maison vendéenne, le conducteur accompagne une patiente âgée / An approved taxi outside a Vendée house, the driver helping an elderly patient');
}

/** The minibus dropping travellers at a railway station. */
export function fleetMinibusStation(): string {
  const cam = camera([11, 1.4, 8], [2.4, 1.4, 0.2], 1200, 600, 470);
  const s = new Scene(cam, norm([0.4, 0.6, 0.65]));
  sky(s, [[0, '#8AB6DD'], [0.6, '#EDF2F3']]);
  ground(s, -200, 200, -200, 40, '#C8C4BA');
  house(s, { x: -34, z: -26, w: 40, d: 12, h: 9, roofH: 3, wall: '#EBDDC4', roof: '#5B6670', shutters: '#7A2E2E', windows: 7, hip: true, sign: 'GARE SNCF' });
  const c = cam.project([-14, 10.2, -13.9]);
  const k = cam.scaleAt([-14, 10, -13.9]);
  s.add(`<circle cx="${f(c[0])}" cy="${f(c[1])}" r="${f(0.8 * k)}" fill="#FBFAF4" stroke="#2E2E2E" stroke-width="2"/><path d="M${f(c[0])} ${f(c[1])}l0 ${f(-0.55 * k)}M${f(c[0])} ${f(c[1])}l${f(0.4 * k)} ${f(0.1 * k)}" stroke="#222" stroke-width="2"/>`);
  ground(s, -200, 200, -1.6, 5, '#7F8387');
  drawVehicle(s, minibus(livery('#DFEAF2')), { x: 0, z: 1.2 });
  const tops = ['#B5501E', '#2F7DBE', '#6A8F5A'];
  for (let i = 0; i < 3; i++) person(s, [-1.6 + i * 0.8, 0, 3.7 + (i % 2) * 0.5], { top: tops[i]!, legs: '#2B3038', hair: i ? '#2A1F18' : '#C9A36A', bag: i === 1 ? '#333' : undefined });
  return s.svg('Minibus de 9 places devant la gare, des voyageurs avec leurs bagages / A 9-seat minibus outside the railway station, travellers with their luggage');
}

/** The accessible touring coach from behind, its rear lift lowered with a wheelchair. */
export function fleetCoachLift(): string {
  const cam = camera([-11, 1.7, 10], [3, 1.6, 0.8], 1100, 600, 450);
  const s = new Scene(cam, norm([-0.5, 0.6, 0.6]));
  sky(s, [[0, '#7DB0DD'], [0.6, '#E8F0F3']]);
  clouds(s, [[700, 90, 150], [1000, 150, 100]]);
  ground(s, -200, 200, -200, 40, '#93B068');
  hedgerow(s, [-200, 0, -40], [200, 0, -40], '#55803D', 131, 9, 1.8, 10);
  ground(s, -60, 60, -8, 20, '#9A9DA0');
  drawVehicle(s, touringCoach(livery('#DCE8F2'), { rearLift: true }), { x: 0, z: 0 });
  person(s, [-1.0, 0, 3.3], { top: NAVY, legs: '#1F2A36', hair: '#6B4A2F' });
  return s.svg('Autocar accessible vu de l’arrière, élévateur abaissé avec un fauteuil roulant, un conducteur à côté / Accessible coach seen from behind, its rear lift lowered with a wheelchair, a driver beside it');
}
