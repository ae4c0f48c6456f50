/** The trip pictures: the coach and the minibus where the day trips and tours go (coast, countryside, Europe, mountains). */
import type { V3 } from './engine.ts';
import { H, Scene, W, camera, f, mix } from './engine.ts';
import { midiCoach, touringCoach } from './fleet.ts';
import { clouds, ground, hedgerow, hills, house, person, road, sea, sky, tower, tree, treeSymbol } from './scenery.ts';
import { NAVY, drawVehicle } from './vehicles.ts';
import { norm, sailboat, livery, wall } from './scene-kit.ts';

/** Les Sables-d'Olonne: the harbour channel, the jetty lighthouse, sailing boats and La Chaume. */
export function tripSea(): string {
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
export function tripCountryside(): string {
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
export function tripEurope(): string {
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
export function tripOutdoor(): string {
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
export function tripSnow(): string {
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

/** The passage du Gois at low tide, a coach crossing to Noirmoutier between the refuge poles. */
export function tripGois(): string {
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

/** Pupils on mountain bikes on a forest track. */
export function tripForestBike(): string {
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
export function tripSkiSlope(): string {
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
