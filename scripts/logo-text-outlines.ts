import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * `npx tsx scripts/logo-text-outlines.ts`: turns the live `<text>` of the domaine's logos into
 * outlines in the brand font (Cormorant Garamond), so that the logo reads the same everywhere
 * instead of falling back to Georgia or Times (issue 38 item 3, decision 0068). Run once after
 * editing a logo's words; it rewrites the files in place and leaves a file without `<text>` as it is.
 * Uses fontkit (a devDependency; pdfkit, which embeds fonts in the PDFs, depends on it too) to lay out the words with the font's kerning.
 */

interface Glyph {
  path: { translate(x: number, y: number): Glyph['path']; toSVG(): string };
}
interface Font {
  unitsPerEm: number;
  layout(text: string): { glyphs: Glyph[]; positions: { xAdvance: number; xOffset: number; yOffset: number }[] };
}
const fontkit = createRequire(import.meta.url)('fontkit') as { openSync(path: string): Font };

const root = fileURLToPath(new URL('..', import.meta.url));
const fontsource = `${root}node_modules/@fontsource/cormorant-garamond/files/`;
/** The face for a `<text>` by its weight and style. */
function faceFile(weight: string, italic: boolean): string {
  if (italic) return `${fontsource}cormorant-garamond-latin-600-italic.woff2`;
  return weight === '700' ? `${root}site-configs/domaine/fonts/CormorantGaramond-Bold.woff2` : `${root}site-configs/domaine/fonts/CormorantGaramond-SemiBold.woff2`;
}

/** One line of words as one path in user units, its baseline at (x, y); its width too. */
export function textOutline(font: Font, text: string, x: number, y: number, size: number, letterSpacing: number): { d: string; width: number } {
  const scale = size / font.unitsPerEm;
  const run = font.layout(text);
  let pen = 0;
  const parts: string[] = [];
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index]!;
    parts.push(glyph.path.translate(pen + position.xOffset, position.yOffset).toSVG());
    pen += position.xAdvance + letterSpacing / scale;
  });
  // font units (y up) to the logo's units (y down), rounded to a tenth of a unit
  const d = parts
    .join('')
    .replace(/([MLQCZ])([^MLQCZ]*)/g, (_, command: string, args: string) => {
      const numbers = (args.match(/-?(\d+\.?\d*|\.\d+)(e-?\d+)?/g) ?? []).map(Number);
      const mapped = numbers.map((value, i) => (i % 2 === 0 ? x + value * scale : y - value * scale)).map((value) => Math.round(value * 10) / 10);
      return command + mapped.join(' ');
    });
  return { d, width: (pen - letterSpacing / scale) * scale };
}

const attribute = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The SVG with each `<text>` replaced by its outline, filled as the text was. */
export function outlineSvg(svg: string): string {
  return svg.replace(/<text\b([^>]*)>([^<]*)<\/text>/g, (_, attributes: string, words: string) => {
    const text = words.replace(/&amp;/g, '&');
    const font = fontkit.openSync(faceFile(attribute(attributes, 'font-weight') ?? '400', attribute(attributes, 'font-style') === 'italic'));
    const { d } = textOutline(
      font,
      text,
      Number(attribute(attributes, 'x') ?? 0),
      Number(attribute(attributes, 'y') ?? 0),
      Number(attribute(attributes, 'font-size') ?? 16),
      Number(attribute(attributes, 'letter-spacing') ?? 0),
    );
    return `<path fill="${attribute(attributes, 'fill') ?? '#000'}" d="${d}"/>`;
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const name of ['logo.svg', 'logo-dark-theme.svg', 'logo-footer.svg']) {
    const file = `${root}site-configs/domaine/media/logos/${name}`;
    const before = readFileSync(file, 'utf8');
    const after = outlineSvg(before);
    if (after !== before) writeFileSync(file, after);
    console.log(`logo-text-outlines: ${name} ${after === before ? 'had no text' : 'written'}`);
  }
}
