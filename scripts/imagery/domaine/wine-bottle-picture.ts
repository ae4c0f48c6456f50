/**
 * The catalogue's picture of one cuvée: the bottle alone on a transparent ground with its floor
 * shadow (a packshot), 300 × 800 like the catalogue's width/height, the bottle filling the height.
 */
import { bottle, type Cuvee } from './bottle.ts';
import { svgDocument } from './svg-kit.ts';

export function wineBottlePicture(c: Cuvee, title: string): string {
  const { defs, body } = bottle(c, 'b', 150, 780, 750);
  return svgDocument(300, 800, title, defs, body);
}
