/**
 * The pictures rendered with POV-Ray (decision 0069): which scene of scripts/imagery/scenes makes
 * which media file, at what size, with which settings. Pure data; render-scenes.ts runs them.
 */
import { CUVEES, OTHER_VINTAGES } from './domaine/cuvees.ts';
import type { Cuvee } from './domaine/bottle.ts';

export interface SceneRender {
  /** The site whose media folder receives the picture. */
  site: 'domaine' | 'autocars';
  /** Path under site-configs/<site>/media (a JPEG). */
  out: string;
  /** The scene under scripts/imagery/scenes. */
  scene: string;
  width: number;
  height: number;
  /** POV-Ray declarations put before the scene: name → SDL expression. */
  declare: Record<string, string>;
  /** The bottles' labels, each drawn as a PNG and wrapped around its bottle (the scene's `Labels` array). */
  labels?: { cuvee: Cuvee; vintage: string }[];
  /** What the picture shows, in French and English: the alt text of every configuration that shows it. */
  alt: { fr: string; en: string };
}

/** '#RRGGBB' (sRGB) → a POV-Ray linear colour, the scene working at gamma 1.0. */
export function povColour(hex: string): string {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return (value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4).toFixed(4);
  };
  return `rgb <${channel(1)}, ${channel(3)}, ${channel(5)}>`;
}

/** Bottle shapes of bottle.inc: Muscadets in Burgundy bottles, the red and the rosé (clear glass) in Bordeaux ones, the crémant in a sparkling bottle. */
const SHAPES: Record<string, { shape: number; flint: boolean }> = {
  'muscadet-schistes': { shape: 0, flint: false },
  'muscadet-gneiss': { shape: 0, flint: false },
  'muscadet-granit': { shape: 0, flint: false },
  'gros-plant': { shape: 0, flint: false },
  'rose-fleur-de-sevre': { shape: 1, flint: true },
  'rouge-les-coteaux': { shape: 1, flint: false },
  cremant: { shape: 2, flint: false },
};

/** The sparkling bottle's gold foil covers the neck and shoulder; the others have a short capsule. */
function bottleRender(cuvee: Cuvee, vintage: string, out: string): SceneRender {
  const { shape, flint } = SHAPES[cuvee.slug]!;
  return {
    site: 'domaine', out, scene: 'packshot.pov', width: 450, height: 1200,
    declare: {
      BottleShape: String(shape),
      GlassColour: povColour(cuvee.glass),
      WineColour: povColour(cuvee.wine),
      FoilColour: povColour(cuvee.foil),
      FlintGlass: flint ? '1' : '0',
      LabelTurn: '0',
    },
    labels: [{ cuvee, vintage }],
    alt: bottleAlt(cuvee, vintage, shape, flint),
  };
}

const cuveeName = (cuvee: Cuvee) => cuvee.name.join(' ');

/** The packshot's alt text: the cuvée as its product names it, the bottle, the label as rendered. */
function bottleAlt(cuvee: Cuvee, vintage: string, shape: number, flint: boolean): { fr: string; en: string } {
  const year = vintage === 'BRUT' ? { fr: 'brut', en: 'brut' } : { fr: vintage, en: vintage };
  const kind = shape === 2
    ? { fr: 'bouteille de crémant à la coiffe dorée', en: 'sparkling wine bottle with a gold foil' }
    : shape === 1
      ? (flint ? { fr: 'bouteille bordelaise en verre clair', en: 'clear Bordeaux-shaped bottle' } : { fr: 'bouteille bordelaise en verre sombre', en: 'dark Bordeaux-shaped bottle' })
      : { fr: 'bouteille bourguignonne en verre vert', en: 'green Burgundy-shaped bottle' };
  return {
    fr: `${cuveeName(cuvee)} ${year.fr}, ${kind.fr} sur fond gris clair`,
    en: `${cuveeName(cuvee)} ${year.en}, ${kind.en} on a light grey background`,
  };
}

export const BOTTLE_RENDERS: SceneRender[] = CUVEES.flatMap((cuvee) => [
  bottleRender(cuvee, cuvee.vintage, `wines/${cuvee.slug}.jpg`),
  ...(OTHER_VINTAGES[cuvee.slug] ?? []).map((year) => bottleRender(cuvee, year, `wines/${cuvee.slug}-${year}.jpg`)),
]);

const cuvee = (slug: string) => CUVEES.find((c) => c.slug === slug)!;
/** A case's bottles: the arrays case.pov reads (Case_Glass, Case_Wine, Case_Foil) and their labels. */
function caseBottles(slugs: string[]): Pick<SceneRender, 'declare' | 'labels'> {
  const list = slugs.map(cuvee);
  const array = (pick: (c: Cuvee) => string) => `array[${list.length}] { ${list.map((c) => povColour(pick(c))).join(', ')} }`;
  const numbers = (pick: (c: Cuvee) => number) => `array[${list.length}] { ${list.map(pick).join(', ')} }`;
  return {
    declare: {
      Case_Shape: numbers((c) => SHAPES[c.slug]!.shape),
      Case_Flint: numbers((c) => (SHAPES[c.slug]!.flint ? 1 : 0)),
      Case_Glass: array((c) => c.glass), Case_Wine: array((c) => c.wine), Case_Foil: array((c) => c.foil),
    },
    labels: list.map((c) => ({ cuvee: c, vintage: c.vintage })),
  };
}

/** The discovery box's six bottles: schist, gneiss, granite, rosé, red and crémant (catalogue/products.json). */
const DISCOVERY = caseBottles(['muscadet-schistes', 'muscadet-gneiss', 'muscadet-granit', 'rose-fleur-de-sevre', 'rouge-les-coteaux', 'cremant']);

export const SCENE_RENDERS: SceneRender[] = [
  ...BOTTLE_RENDERS,
  {
    site: 'domaine', out: 'shop/wooden-case.jpg', scene: 'case.pov', width: 1200, height: 800,
    ...caseBottles(['muscadet-schistes']),
    declare: { ...caseBottles(['muscadet-schistes']).declare, Case_Kind: '0' },
    alt: {
      fr: 'Caisse en bois de pin ouverte, les bouteilles de Muscadet Les Schistes couchées sur la paille, le couvercle posé derrière',
      en: 'Open pine wooden case, bottles of Muscadet Les Schistes lying on straw, the lid leaning behind',
    },
  },
  {
    site: 'domaine', out: 'shop/box-discovery.jpg', scene: 'case.pov', width: 1200, height: 800,
    ...DISCOVERY,
    declare: { ...DISCOVERY.declare, Case_Kind: '1' },
    alt: {
      fr: 'Coffret découverte en carton kraft : les six cuvées du domaine debout côte à côte, du Muscadet Les Schistes au crémant',
      en: 'Kraft discovery box: the six wines of the estate standing side by side, from Muscadet Les Schistes to the crémant',
    },
  },
  {
    site: 'domaine', out: 'heroes/vineyard-golden-hour.jpg', scene: 'estate.pov', width: 1600, height: 1000, declare: { View: '0' },
    alt: {
      fr: 'Rangs de melon de Bourgogne montant vers la maison du domaine sur la colline, à l’heure dorée',
      en: 'Rows of Melon de Bourgogne climbing the hill to the estate house, at golden hour',
    },
  },
  {
    site: 'domaine', out: 'estate/vineyard.jpg', scene: 'estate.pov', width: 1200, height: 600, declare: { View: '1' },
    alt: {
      fr: 'Rangs de vigne montant le coteau un matin clair à côté d’une parcelle enherbée, la maison du domaine au sommet',
      en: 'Vine rows climbing the slope on a clear morning beside a grassed plot, the estate house at the top',
    },
  },
  {
    site: 'domaine', out: 'estate/cellar.jpg', scene: 'cellar.pov', width: 1200, height: 900, declare: {},
    alt: {
      fr: 'Cave voûtée en tuffeau : deux rangées de barriques de chêne sur deux niveaux, des lampes suspendues, la porte ouverte au fond',
      en: 'Vaulted tufa cellar: two rows of oak barrels two high, hanging lamps, the door open at the far end',
    },
  },
  {
    site: 'autocars', out: 'fleet/coach.jpg', scene: 'road.pov', width: 1200, height: 800, declare: { Kind: '0', Shot: '0' },
    alt: {
      fr: 'Autocar grand tourisme blanc, jupe bleue et bande rouille, sur une route du bocage vendéen bordée de chênes',
      en: 'White touring coach with a blue skirt and a rust stripe on a Vendée bocage road lined with oaks',
    },
  },
  {
    site: 'autocars', out: 'fleet/midi-coach.jpg', scene: 'road.pov', width: 1200, height: 800, declare: { Kind: '1', Shot: '0' },
    alt: {
      fr: 'Midicar blanc aux couleurs de la compagnie sur une route de campagne, haies et chênes derrière',
      en: 'White midi-coach in the company colours on a country road, hedgerows and oaks behind',
    },
  },
  {
    site: 'autocars', out: 'fleet/minibus.jpg', scene: 'road.pov', width: 1200, height: 800, declare: { Kind: '2', Shot: '0' },
    alt: {
      fr: 'Minibus blanc de 9 places, jupe bleue et bande rouille, arrêté au bord d’une route du bocage',
      en: 'White 9-seat minibus with a blue skirt and a rust stripe, stopped by a bocage road',
    },
  },
  {
    site: 'autocars', out: 'fleet/taxi.jpg', scene: 'road.pov', width: 1200, height: 800, declare: { Kind: '3', Shot: '0' },
    alt: {
      fr: 'Taxi monospace blanc à jupe bleue, lumineux taxi sur le toit, sur une route de campagne vendéenne',
      en: 'White people-carrier taxi with a blue skirt and a taxi sign on the roof, on a Vendée country road',
    },
  },
];
