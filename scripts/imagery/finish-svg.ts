/**
 * The "finish" of the home heroes (decision 0023, issue 14 imagery) applied to a flat SVG
 * picture: a light source (at the picture's sun when it has one), depth (the ground darkens
 * towards the viewer, the edges fall off in a vignette) and the heroes' film grain. Pure: SVG
 * text in, SVG text out; a finished picture is returned unchanged.
 */
export interface FinishLight {
  /** The colour of the light (warm morning, golden hour). */
  glow: string;
  /** How strong the light is at its centre, 0–1. */
  glowOpacity: number;
  /** The shadow colour of the ground and the vignette. */
  shade: string;
  shadeOpacity: number;
}

const MARK = 'data-finish="1"';

export function finishSvg(svg: string, light: FinishLight): string {
  if (svg.includes(MARK)) return svg;
  const viewBox = /viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/.exec(svg);
  if (!viewBox) throw new Error('finishSvg: the picture needs a viewBox "0 0 W H"');
  const width = Number(viewBox[1]);
  const height = Number(viewBox[2]);
  // the light comes from the sun when the picture has one (a yellow disc), else from the top right
  const sun = /<circle cx="([\d.]+)" cy="([\d.]+)" r="[\d.]+" fill="#F7C948"/i.exec(svg);
  const cx = sun ? Number(sun[1]) / width : 0.8;
  const cy = sun ? Number(sun[2]) / height : 0.15;
  const defs = `<defs>
  <radialGradient id="finish-light" cx="${cx.toFixed(3)}" cy="${cy.toFixed(3)}" r="0.75"><stop offset="0" stop-color="${light.glow}" stop-opacity="${light.glowOpacity}"/><stop offset="0.35" stop-color="${light.glow}" stop-opacity="${(light.glowOpacity * 0.35).toFixed(3)}"/><stop offset="1" stop-color="${light.glow}" stop-opacity="0"/></radialGradient>
  <linearGradient id="finish-ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="${light.shade}" stop-opacity="0"/><stop offset="1" stop-color="${light.shade}" stop-opacity="${light.shadeOpacity}"/></linearGradient>
  <radialGradient id="finish-vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="${light.shade}" stop-opacity="0"/><stop offset="1" stop-color="${light.shade}" stop-opacity="${light.shadeOpacity}"/></radialGradient>
  <filter id="finish-grain" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7" result="noise"/>
    <feColorMatrix type="saturate" values="0"/>
    <feComponentTransfer><feFuncA type="table" tableValues="0 0.06"/></feComponentTransfer>
    <feComposite in2="SourceGraphic" operator="in"/>
  </filter>
  <filter id="finish-soften"><feGaussianBlur stdDeviation="0.6"/></filter>
</defs>`;
  const layers = [
    `<rect width="${width}" height="${height}" fill="url(#finish-light)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#finish-ground)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#finish-vignette)"/>`,
    `<rect width="${width}" height="${height}" filter="url(#finish-grain)" fill="#808080"/>`,
  ].join('\n');
  const open = /<svg\b[^>]*>/.exec(svg)!;
  const title = /<title>[\s\S]*?<\/title>/.exec(svg);
  const head = svg.slice(0, open.index + open[0].length).replace('<svg ', `<svg ${MARK} `);
  const bodyStart = title ? title.index + title[0].length : open.index + open[0].length;
  const body = svg.slice(bodyStart, svg.lastIndexOf('</svg>')).trim();
  // the drawing softened a little so its hard vector edges read like a painted picture
  return `${head}\n${title ? `${title[0]}\n` : ''}${defs}\n<g filter="url(#finish-soften)">\n${body}\n</g>\n${layers}\n</svg>\n`;
}
