/** One function per picture: file under media/ → SVG text. Every picture is 1200 × 800 (3:2). */
import type { V3 } from './engine.ts';
import { H, Scene, W, camera, f, mix } from './engine.ts';
import { midiCoach, minibus, pmrVan, taxi, touringCoach, vintageBus } from './fleet.ts';
import { clouds, ground, hedgerow, hills, house, person, road, sea, sky, tower, tree, treeSymbol } from './scenery.ts';
import { NAVY, RUST, drawVehicle, whiteLivery } from './vehicles.ts';

const norm = (v: V3): V3 => {
  const l = Math.hypot(...v);
  return [v[0] / l, v[1] / l, v[2] / l];
};

/** Bocage fields to the horizon with one hedgerow of oaks across them at depth z. */
function fields(s: Scene, grass: string, z: number, seed: number, spacing = 9, treeH = 11): void {
  ground(s, -300, 300, -300, 60, grass);
  hedgerow(s, [-300, 0, z], [300, 0, z], '#55803D', seed, spacing, 1.8, treeH);
}

/** Home hero: the touring coach on a bocage road in the early morning, a village steeple behind. */
function heroBocage(): string {
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


/** Windmill of the Mont des Alouettes: white tower, dark cap, four sails. */
function windmill(s: Scene, p: V3, turn: number): void {
  tower(s, p, 3.2, 9, '#EDEAE2', '#3A3F45', 3.2);
  const hub = s.cam.project([p[0], p[1] + 10.5, p[2]]);
  const k = s.cam.scaleAt(p);
  let d = '';
  for (let i = 0; i < 4; i++) {
    const a = turn + (i * Math.PI) / 2;
    const ca = Math.cos(a);
    const sa = Math.sin(a);
    const len = 9 * k;
    const w = 1.1 * k;
    d += `M${f(hub[0])} ${f(hub[1])}l${f(ca * len)} ${f(sa * len)}l${f(-sa * w)} ${f(ca * w)}l${f(-ca * len * 0.8)} ${f(-sa * len * 0.8)}Z`;
  }
  s.add(`<path d="${d}" fill="#5B4A3A" fill-opacity="0.8" stroke="#3E3227" stroke-width="${f(Math.max(1, 0.15 * k))}"/>`);
}

/** Stars in a night sky. */
function stars(s: Scene, n: number, yMax: number, seed: number): void {
  let d = '';
  let x = seed;
  for (let i = 0; i < n; i++) {
    x = (x * 9301 + 49297) % 233280;
    const px = (x / 233280) * W;
    x = (x * 9301 + 49297) % 233280;
    const py = ((x / 233280) ** 1.4) * yMax;
    d += `M${f(px)} ${f(py)}h1.6`;
  }
  s.add(`<path d="${d}" stroke="#FFFFFF" stroke-opacity="0.75" stroke-width="1.6" stroke-linecap="round"/>`);
}

/** A sailing boat on the water at p, `len` metres long. */
function sailboat(s: Scene, p: V3, len: number, sail = '#FAFAF7'): void {
  const c = s.cam.project(p);
  const k = (s.cam.scaleAt(p) * len) / 10;
  s.add(`<g transform="translate(${f(c[0])} ${f(c[1])})scale(${k.toFixed(2)})"><path d="M-5 0L5 0L4 2L-4 2Z" fill="#F3F1EA"/><path d="M-5 0L5 0" stroke="#0B3C5D" stroke-width="0.4"/><path d="M0 -0.2L0 -15" stroke="#555" stroke-width="0.25"/><path d="M0.3 -14.5L0.3 -0.8L5 -0.8Z" fill="${sail}"/><path d="M-0.3 -13L-0.3 -0.8L-4 -0.8Z" fill="${mix(sail, '#8FA7B8', 0.35)}"/></g>`);
}

function livery(sky: string) {
  return whiteLivery(sky);
}

/** Touring coach by the windmills of the Mont des Alouettes at golden hour. */
function fleetCoach(): string {
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
function fleetMidi(): string {
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
function fleetMinibus(): string {
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
function fleetTaxi(): string {
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
function fleetPmr(): string {
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
function fleetTourBus(): string {
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


/** Les Sables-d'Olonne: the harbour channel, the jetty lighthouse, sailing boats and La Chaume. */
function tripSea(): string {
  const cam = camera([0, 6, 30], [0, 2, -40], 900, 600, 380);
  const s = new Scene(cam, norm([-0.3, 0.7, 0.6]));
  const hz = cam.project([0, 0, -3000])[1];
  sky(s, [[0, '#5E9BD6'], [0.45, '#BFD9EE'], [0.5, '#F3EDE0']], { x: 900, y: hz - 160, r: 420, color: '#FFF0C8' });
  clouds(s, [[200, 100, 160], [620, 60, 110], [980, 130, 120]]);
  sea(s, hz, H, '#2F6F9A', '#3F86A6', 5);
  // La Chaume on the left bank: pastel houses with tiled roofs
  const walls = ['#F4EFE4', '#EFD9C4', '#E8EEF0', '#F2E6C9', '#DDE7E9'];
  for (let i = 0; i < 9; i++) {
    house(s, { x: -70, z: -200 + i * 17, w: 12, d: 14, h: 6 + (i % 3) * 2.5, roofH: 2.2, wall: walls[i % 5]!, roof: '#C46A42', shutters: i % 2 ? '#3F7FA6' : '#5E8C6A', hip: true, door: false });
  }
  // the quay and the Arundel tower
  ground(s, -70, -44, -210, 40, '#CFC6B4', 1.2);
  tower(s, [-58, 1, -230], 4.5, 22, '#D9CDB5', '#9C8E76', 0.5);
  // the jetty with its lighthouse on the right
  ground(s, 26, 32, -150, 20, '#BDB6A8', 1.5);
  tower(s, [29, 1.5, -146], 1.8, 11, '#F7F7F3', '#2E7D4F', 2.2, '#2E7D4F');
  sailboat(s, [-14, 0, -120], 10);
  sailboat(s, [12, 0, -60], 12, '#F6F1E4');
  sailboat(s, [-4, 0, -30], 9, '#FFFFFF');
  sailboat(s, [28, 0, -180], 9);
  return s.svg('Le chenal du port des Sables-d’Olonne, voiliers, tour d’Arundel et phare de la jetée / The harbour channel of Les Sables-d’Olonne with sailing boats, the Arundel tower and the jetty lighthouse');
}

/** A castle day trip: a Renaissance château with round towers, a group and the midi-coach. */
function tripCountryside(): string {
  const cam = camera([16, 1.6, 12], [-7, 6, -45], 1150, 600, 430);
  const s = new Scene(cam, norm([0.4, 0.65, 0.65]));
  sky(s, [[0, '#6EA2D4'], [0.6, '#E2ECF2']]);
  clouds(s, [[300, 120, 170], [820, 80, 130]]);
  hills(s, cam.project([0, 0, -600])[1] + 6, 30, 21, '#9FB59C');
  ground(s, -300, 300, -400, 60, '#8CAE5E');
  hedgerow(s, [-300, 0, -150], [300, 0, -150], '#55803D', 51, 10, 1.8, 11);
  const stone = '#E6DCC6';
  const slate = '#4E5A66';
  house(s, { x: -24, z: -64, w: 34, d: 14, h: 14, roofH: 9, wall: stone, roof: slate, windows: 6, hip: true });
  for (const [x, z] of [[-27, -51], [13, -51], [-27, -67], [13, -67]] as const) tower(s, [x, 0, z], 4, 18, stone, slate, 10);
  ground(s, -40, 40, -50, -20, '#D9CFB8');
  const oak = treeSymbol(s, 'oak', '#4E7C38', 1);
  tree(s, [-40, 0, -30], 13, oak);
  tree(s, [28, 0, -36], 12, oak);
  ground(s, -60, 60, -14, -3, '#C8C2B4');
  drawVehicle(s, midiCoach(livery('#DDE9F3')), { x: -22, z: -12 });
  const tops = ['#B5501E', '#3D6E8F', '#E0B341', '#6A8F5A', '#8B4E7A', NAVY, '#D97A5B'];
  for (let i = 0; i < 7; i++) person(s, [-2 + (i % 4) * 1.1, 0, -6 + Math.floor(i / 4) * 1.3 + (i % 2) * 0.3], { top: tops[i]!, hair: i % 3 ? '#3B2A20' : '#C9B38A', arm: i === 2 ? 'up' : 'down' });
  return s.svg('Groupe de visiteurs devant un château Renaissance aux tours rondes, le midi-car garé sur le parking / A group of visitors in front of a Renaissance château with round towers, the midi-coach in the car park');
}

/** Mont-Saint-Michel across the bay at sunset, the touring coach on the shore road. */
function tripEurope(): string {
  const cam = camera([30, 2.4, 24], [0, 3, -30], 1000, 600, 430);
  const s = new Scene(cam, norm([-0.6, 0.3, -0.4]));
  const hz = cam.project([0, 0, -4000])[1];
  sky(s, [[0, '#3E5C8C'], [0.35, '#C98F84'], [0.52, '#F7C07E']], { x: 430, y: hz - 30, r: 520, color: '#FFB46A' });
  clouds(s, [[220, 120, 150], [900, 90, 130]], '#F9D3B6', 0.55);
  // the Mount: rock, ramparts, abbey, spire
  const m = cam.project([-60, 0, -1200]);
  const k = cam.scaleAt([-60, 0, -1200]) * 1.7;
  const mt = (pts: [number, number][]) => pts.map(([x, y]) => `${f(m[0] + x * k)} ${f(m[1] - y * k)}`).join('L');
  s.add(`<path d="M${mt([[-130, 0], [-115, 6], [-90, 14], [-70, 22], [-55, 34], [-45, 40], [-40, 52], [-30, 56], [-28, 66], [-20, 68], [-20, 80], [-8, 82], [-8, 96], [-3, 98], [-2, 116], [0, 160], [2, 116], [3, 98], [8, 96], [8, 82], [24, 80], [26, 68], [34, 60], [42, 48], [55, 38], [75, 26], [100, 12], [140, 0]])}Z" fill="${s.lin([0, m[1] - 170 * k], [0, m[1]], [[0, '#6B5A6E'], [1, '#3E3648']])}"/>`);
  s.add(`<path d="M${mt([[-100, 8], [-60, 16], [-30, 30], [-10, 34], [30, 30], [60, 18], [110, 6], [110, 0], [-100, 0]])}Z" fill="#4A3F55"/>`);
  sea(s, hz, H, '#C88E78', '#7E7A8E', 13, '#FFE2B8');
  ground(s, -400, 400, -90, -4, '#A89B86', 0.05);
  ground(s, -400, 400, -4, 40, '#7E8660', 0.06);
  road(s, -400, 400, -1.2, 6.6, { tone: '#55585F' });
  drawVehicle(s, touringCoach(livery('#F3C9A4'), { headlights: true }), { x: 0, z: 3.4 }, { shadow: 0.35 });
  s.add(`<rect width="${W}" height="${H}" fill="${s.lin([0, 0], [W, 0], [[0, '#FF9E55', 0.18], [0.7, '#FF9E55', 0], [1, '#1B1F3B', 0.12]])}"/>`);
  return s.svg('Le Mont-Saint-Michel au coucher du soleil au fond de la baie, un autocar sur la route du littoral / Mont-Saint-Michel at sunset across the bay, a touring coach on the shore road');
}

/** Canoes on a river below a climbing cliff. */
function tripOutdoor(): string {
  const cam = camera([4, 2.2, 30], [-10, 5, -30], 950, 600, 400);
  const s = new Scene(cam, norm([0.5, 0.6, 0.6]));
  sky(s, [[0, '#7BB0DE'], [0.6, '#E4EFF3']]);
  hills(s, 300, 90, 61, '#6E8F6A');
  // the cliff: layered limestone faces
  const c0 = cam.project([-90, 0, -70]);
  const c1 = cam.project([-10, 0, -70]);
  const k = cam.scaleAt([-50, 0, -70]);
  const cliff = `M${f(c0[0])} ${f(c0[1])}L${f(c0[0])} ${f(c0[1] - 36 * k)}L${f(c0[0] + 20 * k)} ${f(c0[1] - 42 * k)}L${f(c0[0] + 38 * k)} ${f(c0[1] - 38 * k)}L${f(c0[0] + 55 * k)} ${f(c0[1] - 44 * k)}L${f(c1[0] - 6 * k)} ${f(c0[1] - 30 * k)}L${f(c1[0])} ${f(c1[1])}Z`;
  s.add(`<path d="${cliff}" fill="${s.lin([c0[0], 0], [c1[0], 0], [[0, '#B9AE98'], [0.5, '#D8CFBC'], [1, '#9C917E']])}"/>`);
  let strata = '';
  for (let i = 1; i < 6; i++) strata += `M${f(c0[0] + 4 * k)} ${f(c0[1] - i * 6.5 * k)}l${f(30 * k)} ${f(-2 * k)}l${f(40 * k)} ${f(3 * k)}`;
  s.add(`<path d="${strata}" stroke="#8C816D" stroke-width="1.5" fill="none" opacity="0.6"/>`);
  // climbers on the face
  person(s, [-60, 14, -69], { top: '#E0533A', legs: '#333', h: 2.6, arm: 'up' });
  person(s, [-52, 8, -69], { top: '#2E7DBE', legs: '#333', h: 2.6, arm: 'up' });
  const leaf = '#4D7A39';
  const oak = treeSymbol(s, 'oak', leaf, 1);
  for (let x = -10; x < 120; x += 9) tree(s, [x, 0, -75 + (x % 7)], 14, oak);
  for (let x = -88; x < -14; x += 7) tree(s, [x, 40 - Math.abs(x + 50) * 0.12, -72], 8, oak);
  s.add(`<path d="${cliff}" fill="${s.lin([0, c0[1] - 44 * k], [0, c0[1]], [[0, '#FFFFFF', 0.15], [0.6, '#000000', 0], [1, '#3A3226', 0.35]])}"/>`);
  sea(s, cam.project([0, 0, -68])[1], H, '#4F7F73', '#2F5F5A', 17, '#E6F3EC');
  // canoes with paddlers
  for (const [x, z, c] of [[-16, -20, '#E8A23A'], [2, 2, '#D8543C'], [-4, 16, '#2F7DBE']] as const) {
    const p = cam.project([x, 0, z]);
    const kk = cam.scaleAt([x, 0, z]);
    // paddlers sit in the canoe: cut at its rim
    const clip = s.id('c');
    s.defs.push(`<clipPath id="${clip}"><rect width="${W}" height="${f(p[1] - 0.06 * kk)}"/></clipPath>`);
    s.add(`<g clip-path="url(#${clip})">`);
    person(s, [x - 0.8, -0.55, z], { top: '#F2C230', legs: c, h: 1.15, hair: '#3B2A20' });
    person(s, [x + 0.9, -0.55, z], { top: '#F2C230', legs: c, h: 1.15, arm: 'up', hair: '#6B4A2F' });
    s.add('</g>');
    const paddle = (px: number, dir: number) => {
      const a = cam.project([px, 0.9, z]);
      const b = cam.project([px + dir * 0.9, -0.1, z + 0.3]);
      return `M${f(a[0])} ${f(a[1])}L${f(b[0])} ${f(b[1])}`;
    };
    s.add(`<path d="${paddle(x - 0.8, -1)}${paddle(x + 0.9, 1)}" stroke="#3A2E24" stroke-width="${f(Math.max(1.2, 0.05 * kk))}"/>`);
    s.add(`<g transform="translate(${f(p[0])} ${f(p[1])})scale(${(kk / 10).toFixed(2)})"><ellipse cx="0" cy="1.6" rx="25" ry="1.6" fill="#0E2A2A" opacity="0.25"/><path d="M-25 -1.2Q0 3.2 25 -1.2Q0 0.6 -25 -1.2Z" fill="${c}"/><path d="M-25 -1.2Q0 0.6 25 -1.2" stroke="${mix(c, '#FFFFFF', 0.4)}" stroke-width="0.5" fill="none"/><path d="M-25 -1.2Q0 3.2 25 -1.2" stroke="${mix(c, '#000000', 0.35)}" stroke-width="0.5" fill="none"/></g>`);
  }
  return s.svg('Canoës sur une rivière au pied d’une falaise d’escalade où grimpent deux élèves / Canoes on a river below a climbing cliff with two pupils climbing');
}

/** Snowy mountains, a chalet village and the coach on a cleared mountain road. */
function tripSnow(): string {
  const cam = camera([18, 2.2, 16], [5, 3.4, 0], 1000, 600, 470);
  const s = new Scene(cam, norm([0.6, 0.5, 0.6]));
  sky(s, [[0, '#3F79B8'], [0.55, '#B9D5EC'], [0.7, '#EAF2F7']]);
  // jagged ranges of snowy peaks
  const range = (yy: number, a: number, sd: number, fill: string) => {
    const pts: [number, number][] = [];
    let x = -20;
    let i = 0;
    while (x < W + 40) {
      pts.push([x, yy - (i % 2 ? a * (0.55 + ((sd * (i + 3)) % 7) / 14) : a * 0.15)]);
      x += 90 + ((sd * (i + 1)) % 5) * 30;
      i++;
    }
    s.add(`<path d="M-20 ${H}L${pts.map(([a1, b]) => `${f(a1)} ${f(b)}`).join('L')}L${W + 40} ${H}Z" fill="${fill}"/>`);
  };
  range(330, 220, 3, '#E9F1F8');
  range(360, 150, 5, '#C6D7E6');
  ground(s, -300, 300, -300, 40, '#F4F8FB');
  const pine = treeSymbol(s, 'pine', '#2E5B45', 1);
  for (let i = 0; i < 26; i++) tree(s, [-120 + i * 9 + (i % 3) * 3, 0, -40 - (i % 4) * 12], 12 + (i % 3) * 4, pine);
  house(s, { x: -40, z: -30, w: 12, d: 9, h: 6, roofH: 4, wall: '#A7714A', roof: '#F5F8FA', windows: 2, shutters: '#7A3B2A' });
  house(s, { x: -20, z: -34, w: 10, d: 8, h: 5.5, roofH: 3.6, wall: '#9C6A45', roof: '#F5F8FA', windows: 2, shutters: '#7A3B2A' });
  ground(s, -300, 300, -1.4, 6.6, '#8A9098');
  drawVehicle(s, touringCoach(livery('#E3EEF7')), { x: 0, z: 3.4 });
  tree(s, [22, 0, 6], 10, pine);
  person(s, [14, 0, 8.5], { top: '#D8543C', legs: '#2B3038', h: 1.3, bag: '#2F7DBE' });
  person(s, [15.2, 0, 9], { top: '#2F7DBE', legs: '#2B3038', h: 1.35, bag: '#E8A23A' });
  return s.svg('Autocar sur une route de montagne déneigée, chalets et sapins, élèves en tenue de ski / Coach on a cleared mountain road with chalets, fir trees and pupils in ski clothes');
}

/** The school coach in front of a primary school, pupils with their bags. */
function tripSchool(): string {
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
function tripSports(): string {
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
function tripWedding(): string {
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
function tripSeminar(): string {
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


/** A vertical wall quad between two ground points. */
function wall(s: Scene, a: V3, b: V3, h: number, fill: string): void {
  const pts: V3[] = [[a[0], 0, a[2]], [b[0], 0, b[2]], [b[0], h, b[2]], [a[0], h, a[2]]];
  s.add(`<path d="${pts.map((p, i) => `${i ? 'L' : 'M'}${f(s.cam.project(p)[0])} ${f(s.cam.project(p)[1])}`).join('')}Z" fill="${fill}"/>`);
}

/** Every colour of a finished picture turned sepia (instead of a filter, which is slow to paint). */
function sepia(svg: string): string {
  return svg.replace(/#([0-9A-F]{6})\b/gi, (_, hexValue: string) => {
    const n = parseInt(hexValue, 16);
    const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
    const out = [0.39 * r + 0.77 * g + 0.19 * b, 0.35 * r + 0.69 * g + 0.17 * b, 0.27 * r + 0.53 * g + 0.13 * b];
    return '#' + out.map((v) => Math.min(255, Math.round(v)).toString(16).padStart(2, '0')).join('').toUpperCase();
  });
}

/** 1919–1925: the company's first motor coach outside the family house, in sepia. */
function companyHistory(): string {
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
function companyOffice(): string {
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
function companyWorkshop(): string {
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
function companyTeam(): string {
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


/** A quad from 3D points, straight into the scene. */
function quad(s: Scene, pts: V3[], fill: string, extra = ''): void {
  s.add(`<path d="${pts.map((p, i) => `${i ? 'L' : 'M'}${f(s.cam.project(p)[0])} ${f(s.cam.project(p)[1])}`).join('')}Z" fill="${fill}"${extra}/>`);
}

/** Inside a coach, looking down the aisle: seat rows (seminar, school) or bunks (tour bus). */
function cabin(kind: 'seats' | 'school' | 'bunks'): string {
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

/** The passage du Gois at low tide, a coach crossing to Noirmoutier between the refuge poles. */
function tripGois(): string {
  const cam = camera([19, 2.2, 18], [3, 2.2, -6], 1000, 600, 430);
  const s = new Scene(cam, norm([0.5, 0.55, 0.6]));
  const hz = cam.project([0, 0, -4000])[1];
  sky(s, [[0, '#5D93C9'], [0.5, '#CFE1EE'], [0.56, '#F2EEE4']]);
  clouds(s, [[300, 110, 180], [860, 80, 140]]);
  sea(s, hz, H, '#5E8FAE', '#B7A98E', 23, '#FFFFFF');
  ground(s, -600, 600, -300, 80, '#C9B994', -0.02);
  for (let k = 0; k < 14; k++) ground(s, -600, 600, -280 + k * 22, -276 + k * 22, '#9FB7C4', -0.01);
  road(s, -400, 400, -1.4, 6.4, { tone: '#6B6A66', centre: false });
  const refuge = (x: number, z: number) => {
    const b = cam.project([x, 0, z]);
    const t = cam.project([x, 5.5, z]);
    const k = cam.scaleAt([x, 5, z]);
    s.add(`<path d="M${f(b[0])} ${f(b[1])}L${f(t[0])} ${f(t[1])}" stroke="#4A3A2C" stroke-width="${f(Math.max(1.5, 0.25 * k))}"/><rect x="${f(t[0] - 0.7 * k)}" y="${f(t[1])}" width="${f(1.4 * k)}" height="${f(0.25 * k)}" fill="#5A4A3A"/>`);
  };
  for (let x = -205; x < 200; x += 40) if (cam.depth([x, 0, -3]) > 2 && (x < -30 || x > 20)) refuge(x, -3);
  drawVehicle(s, touringCoach(livery('#E0ECF4')), { x: 1, z: 3.2 });
  refuge(17, 5);
  return s.svg('Autocar sur le passage du Gois à marée basse, entre les balises refuges, vers l’île de Noirmoutier / A coach on the Passage du Gois causeway at low tide, between the refuge poles, towards the island of Noirmoutier');
}

/** The taxi picking up a patient outside a Vendée house. */
function fleetTaxiHome(): string {
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
function fleetMinibusStation(): string {
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

/** A century apart: the 1927 coach beside today's touring coach. */
function companyCentenary(): string {
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
function companyDepot(): string {
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

/** The accessible touring coach from behind, its rear lift lowered with a wheelchair. */
function fleetCoachLift(): string {
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

/** Before the match: the team loads its kit bags into the coach's luggage bays. */
function tripSportsLuggage(): string {
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
function tripWeddingNight(): string {
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

/** Pupils on mountain bikes on a forest track. */
function tripForestBike(): string {
  const cam = camera([1, 1.5, 12], [-1, 1.6, -20], 950, 600, 440);
  const s = new Scene(cam, norm([0.5, 0.7, 0.4]));
  sky(s, [[0, '#9CC7E6'], [0.6, '#E7F1EC']]);
  const pine = treeSymbol(s, 'pine', '#2F5E45', 1);
  const oak = treeSymbol(s, 'oak', '#4E7C38', 1);
  hills(s, 330, 60, 141, '#6F9A68');
  ground(s, -300, 300, -300, 60, '#6E8F4E');
  const track = (z: number) => Math.sin(z / 9) * 2.5;
  const pts: V3[] = [];
  for (let z = -200; z <= 14; z += 4) pts.push([track(z) - 1.4, 0, z]);
  for (let z = 14; z >= -200; z -= 4) pts.push([track(z) + 1.4, 0, z]);
  s.add(`<path d="${pts.map((p, i) => `${i ? 'L' : 'M'}${f(cam.project(p)[0])} ${f(cam.project(p)[1])}`).join('')}Z" fill="#B59C76"/>`);
  const trees: [number, number, string][] = [];
  for (let z = -160; z < 2; z += 5) {
    trees.push([track(z) - 5 - ((z * 7) % 9 + 9) % 9, z, (z / 5) % 2 ? pine : oak]);
    trees.push([track(z) + 5 + ((z * 5) % 7 + 7) % 7, z, (z / 5) % 3 ? oak : pine]);
  }
  for (const [x, z, id] of trees) tree(s, [x, 0, z], 13 + (Math.abs(z) % 5), id);
  // riders
  for (const [z, c] of [[-2, '#E0533A'], [2.5, '#2F7DBE'], [6, '#F2C230']] as const) {
    const x = track(z);
    const p = cam.project([x, 0, z]);
    const k = cam.scaleAt([x, 0, z]);
    const r = 0.34 * k;
    s.add(`<g stroke="#1E2328" stroke-width="${f(Math.max(1.5, 0.05 * k))}" fill="none"><circle cx="${f(p[0] - 0.5 * k)}" cy="${f(p[1] - r)}" r="${f(r)}"/><circle cx="${f(p[0] + 0.5 * k)}" cy="${f(p[1] - r)}" r="${f(r)}"/><path d="M${f(p[0] - 0.5 * k)} ${f(p[1] - r)}L${f(p[0])} ${f(p[1] - r)}L${f(p[0] + 0.2 * k)} ${f(p[1] - 0.85 * k)}L${f(p[0] - 0.2 * k)} ${f(p[1] - 0.85 * k)}ZM${f(p[0] + 0.5 * k)} ${f(p[1] - r)}L${f(p[0] + 0.28 * k)} ${f(p[1] - 0.95 * k)}"/></g>`);
    person(s, [x, 0.45, z], { top: c, legs: '#2B3038', h: 1.2, hair: '#3B2A20' });
    const hp = cam.project([x, 1.6, z]);
    s.add(`<ellipse cx="${f(hp[0])}" cy="${f(hp[1] + 0.02 * k)}" rx="${f(0.13 * k)}" ry="${f(0.08 * k)}" fill="${c}"/>`);
  }
  return s.svg('Élèves casqués à VTT sur un chemin forestier entre chênes et pins / Pupils in helmets riding mountain bikes on a forest track between oaks and pines');
}

/** A ski class on the slope, the instructor in red, a chairlift above. */
function tripSkiSlope(): string {
  const cam = camera([1, 3.2, 9], [0, 6, -20], 1000, 600, 380);
  const s = new Scene(cam, norm([0.5, 0.6, 0.5]));
  sky(s, [[0, '#2F6DB0'], [0.6, '#BFD8EE']]);
  const slope = (z: number) => -z * 0.32;
  const pts: V3[] = [[-200, slope(-120), -120], [200, slope(-120), -120], [200, slope(30), 30], [-200, slope(30), 30]];
  s.add(`<path d="M${pts.map((p) => `${f(cam.project(p)[0])} ${f(cam.project(p)[1])}`).join('L')}Z" fill="${s.lin(cam.project(pts[0]!), cam.project(pts[3]!), [[0, '#E6EEF6'], [1, '#FBFDFE']])}"/>`);
  const hz = cam.project([0, slope(-120), -120])[1];
  const peak = `M0 ${f(hz)}L140 ${f(hz - 160)}L260 ${f(hz - 60)}L420 ${f(hz - 220)}L560 ${f(hz - 90)}L700 ${f(hz - 180)}L880 ${f(hz - 40)}L1020 ${f(hz - 200)}L1200 ${f(hz - 70)}L1200 ${f(hz)}Z`;
  s.body.splice(1, 0, `<path d="${peak}" fill="#D7E5F2"/><path d="${peak}" fill="#5E7FA0" opacity="0.25"/>`);
  const pine = treeSymbol(s, 'pine', '#2E5B45', 1);
  for (let z = -110; z < 10; z += 7) {
    tree(s, [-16 - (Math.abs(z) % 5), slope(z), z], 10, pine);
    tree(s, [18 + (Math.abs(z) % 4), slope(z), z], 11, pine);
  }
  // chairlift: pylons and cable
  let cable = '';
  for (let z = -110; z <= 0; z += 22) {
    const b = cam.project([12, slope(z), z]);
    const t = cam.project([12, slope(z) + 9, z]);
    s.add(`<path d="M${f(b[0])} ${f(b[1])}L${f(t[0])} ${f(t[1])}" stroke="#5A6470" stroke-width="${f(Math.max(2, 0.3 * cam.scaleAt([12, 0, z])))}"/>`);
    cable += `${cable ? 'L' : 'M'}${f(t[0])} ${f(t[1])}`;
  }
  s.add(`<path d="${cable}" stroke="#3A424C" stroke-width="1.5" fill="none"/>`);
  // the class: pupils in a line behind the instructor, skis drawn under them
  const skiers: [number, number, string, number][] = [[-3, -8, '#D8343C', 1.75], [-2, -5, '#2F7DBE', 1.3], [-0.8, -2.4, '#F2C230', 1.3], [0.6, 0, '#6A8F5A', 1.3], [2, 2.4, '#8B4E7A', 1.3], [3.4, 4.6, '#E8A23A', 1.3]];
  for (const [x, z, c, h] of skiers) {
    const p = cam.project([x, slope(z), z]);
    const k = cam.scaleAt([x, slope(z), z]);
    s.add(`<path d="M${f(p[0] - 0.7 * k)} ${f(p[1] + 0.05 * k)}L${f(p[0] + 0.7 * k)} ${f(p[1] - 0.1 * k)}M${f(p[0] - 0.6 * k)} ${f(p[1] + 0.18 * k)}L${f(p[0] + 0.8 * k)} ${f(p[1] + 0.03 * k)}" stroke="#1E2328" stroke-width="${f(Math.max(1.5, 0.06 * k))}"/>`);
    person(s, [x, slope(z), z], { top: c, legs: '#2B3038', h, hair: '#3B2A20' });
  }
  return s.svg('Classe de neige sur la piste : élèves à skis en file derrière leur moniteur en rouge, télésiège et sapins / A snow class on the slope: pupils on skis in a line behind their instructor in red, a chairlift and fir trees');
}
export const scenes: Record<string, () => string> = {
  'heroes/coach-bocage-road.svg': heroBocage,
  'fleet/coach.svg': fleetCoach,
  'fleet/midi-coach.svg': fleetMidi,
  'fleet/minibus.svg': fleetMinibus,
  'fleet/taxi.svg': fleetTaxi,
  'fleet/pmr-vehicle.svg': fleetPmr,
  'fleet/tour-bus.svg': fleetTourBus,
  'trips/sea.svg': tripSea,
  'trips/countryside.svg': tripCountryside,
  'trips/europe-tour.svg': tripEurope,
  'trips/outdoor.svg': tripOutdoor,
  'trips/snow.svg': tripSnow,
  'trips/school.svg': tripSchool,
  'trips/sports.svg': tripSports,
  'trips/wedding.svg': tripWedding,
  'trips/seminar.svg': tripSeminar,
  'company/first-coach-1927.svg': companyHistory,
  'company/office.svg': companyOffice,
  'company/workshop.svg': companyWorkshop,
  'company/team.svg': companyTeam,
  'company/centenary.svg': companyCentenary,
  'fleet/tour-bus-bunks.svg': () => cabin('bunks'),
  'fleet/coach-interior.svg': () => cabin('seats'),
  'trips/school-coach-interior.svg': () => cabin('school'),
  'trips/passage-du-gois.svg': tripGois,
  'fleet/taxi-home.svg': fleetTaxiHome,
  'fleet/minibus-station.svg': fleetMinibusStation,
  'company/depot.svg': companyDepot,
  'fleet/coach-lift.svg': fleetCoachLift,
  'trips/sports-luggage.svg': tripSportsLuggage,
  'trips/wedding-night.svg': tripWeddingNight,
  'trips/forest-bike.svg': tripForestBike,
  'trips/ski-slope.svg': tripSkiSlope,
};
