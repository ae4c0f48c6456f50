/**
 * The paper label of a rendered bottle (scripts/imagery/scenes/bottle.inc wraps it once around the
 * body, its middle facing the camera): the cuvée, its appellation and vintage in the cuvée's
 * colours (scripts/imagery/domaine/cuvees.ts). Pure: a cuvée and a vintage in, an SVG out.
 */
import type { Cuvee } from './domaine/bottle.ts';

export const LABEL_WIDTH = 2048;
export const LABEL_HEIGHT = 520;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function wineLabelSvg(cuvee: Cuvee, vintage: string): string {
  const nameSize = cuvee.name.length > 1 ? 74 : 96;
  const nameLines = cuvee.name.map((line, index) =>
    `<text y="${cuvee.name.length > 1 ? 200 + index * 80 : 250}" font-size="${nameSize}" font-style="italic">${escapeXml(line)}</text>`);
  const appellation = cuvee.appellation.map((line, index) =>
    `<text y="${352 + index * 38}" font-size="27" letter-spacing="3">${escapeXml(line)}</text>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${LABEL_WIDTH}" height="${LABEL_HEIGHT}">`
    + `<rect width="${LABEL_WIDTH}" height="${LABEL_HEIGHT}" fill="${cuvee.paper}"/>`
    + `<g transform="translate(${LABEL_WIDTH / 2} 0)" text-anchor="middle" font-family="serif" fill="${cuvee.ink}">`
    + `<rect x="-300" y="18" width="600" height="484" fill="none" stroke="${cuvee.accent}" stroke-width="4"/>`
    + `<text y="100" font-size="23" letter-spacing="4">DOMAINE DES TROIS TERROIRS</text>`
    + nameLines.join('') + appellation.join('')
    + `<text y="470" font-size="44" fill="${cuvee.accent}">${escapeXml(vintage)}</text></g></svg>`;
}
