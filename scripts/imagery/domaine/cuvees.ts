/**
 * The estate's seven cuvées as their bottles show them (catalogue/products.json): shape, glass,
 * wine colour, label colours, name, appellation and the vintage of the 75 cl bottle on sale.
 */
import type { Cuvee } from './bottle.ts';
import type { CardSetting } from './wine-card-picture.ts';

/**
 * The other vintages on sale of each cuvée (catalogue/products.json): each gets its own bottle
 * picture, `wines/<slug>-<year>.svg`, so the page never shows a label of another year.
 */
export const OTHER_VINTAGES: Record<string, string[]> = {
  'muscadet-schistes': ['2023', '2022', '2021'],
  'muscadet-gneiss': ['2022'],
  'muscadet-granit': ['2019'],
  'rouge-les-coteaux': ['2022'],
};

export const CUVEES: Cuvee[] = [
  { slug: 'muscadet-schistes', shape: 'burgundy', glass: '#4E6B34', wine: '#E8E0A0', paper: '#F4EEDC', ink: '#2D3B24', accent: '#3F6B3A', foil: '#2F5A33', name: ['Les Schistes'], appellation: ['MUSCADET SÈVRE ET MAINE', 'SUR LIE'], vintage: '2024' },
  { slug: 'muscadet-gneiss', shape: 'burgundy', glass: '#4B6637', wine: '#E6E2A8', paper: '#F3EFE4', ink: '#1F2F45', accent: '#2F5C8A', foil: '#244A72', name: ['Les Gneiss'], appellation: ['MUSCADET SÈVRE ET MAINE', 'SUR LIE'], vintage: '2023' },
  { slug: 'muscadet-granit', shape: 'burgundy', glass: '#3C4F2C', wine: '#E2D48A', paper: '#1E1D1B', ink: '#D8B664', accent: '#C9A24E', foil: '#1A1918', name: ['Granit'], appellation: ['MUSCADET SÈVRE ET MAINE', 'CLISSON'], vintage: '2020' },
  { slug: 'gros-plant', shape: 'burgundy', glass: '#5A7238', wine: '#EEE6A6', paper: '#F6F0DE', ink: '#3A3220', accent: '#D9A928', foil: '#D8B03A', name: ['Gros Plant'], appellation: ['GROS PLANT DU PAYS NANTAIS', 'SUR LIE'], vintage: '2024' },
  { slug: 'rose-fleur-de-sevre', shape: 'flute', glass: '#F1D2C6', wine: '#F2B4A0', paper: '#FBF6F2', ink: '#6B2E3A', accent: '#D9788A', foil: '#E7C2B8', name: ['Fleur', 'de Sèvre'], appellation: ['ROSÉ DE LOIRE'], vintage: '2024' },
  { slug: 'rouge-les-coteaux', shape: 'burgundy', glass: '#2A3320', wine: '#5E1626', paper: '#6B1C2E', ink: '#F4E7D0', accent: '#D9B87A', foil: '#4A0F1E', name: ['Les Coteaux'], appellation: ['VAL DE LOIRE', 'VIN ROUGE'], vintage: '2023' },
  { slug: 'cremant', shape: 'sparkling', glass: '#30452A', wine: '#EAD98E', paper: '#F4EDDD', ink: '#2B2A28', accent: '#B8913A', foil: '#C9A046', name: ['Bulles des', 'Trois Terroirs'], appellation: ['CRÉMANT DE LOIRE'], vintage: 'BRUT' },
];

/** How each cuvée's card is set: the room's tones and what lies beside the bottle. */
export const CARD_SETTINGS: Record<string, CardSetting> = {
  'muscadet-schistes': { wall: ['#5E6A66', '#B9B39E'], bokeh: '#FFE2A6', prop: 'schist' },
  'muscadet-gneiss': { wall: ['#4F6278', '#B7B4A8'], bokeh: '#E8F0FF', prop: 'gneiss' },
  'muscadet-granit': { wall: ['#2A2522', '#6E5E4E'], bokeh: '#FFC773', prop: 'granite' },
  'gros-plant': { wall: ['#6C8190', '#D6CCB4'], bokeh: '#FFF3CF', prop: 'oysters' },
  'rose-fleur-de-sevre': { wall: ['#8FA07A', '#E8D6BE'], bokeh: '#FFE0E6', prop: 'petals' },
  'rouge-les-coteaux': { wall: ['#3A2226', '#86634C'], bokeh: '#FFB870', prop: 'grapes' },
  cremant: { wall: ['#2E2A33', '#7A6446'], bokeh: '#FFD27A', prop: 'bubbles' },
};
