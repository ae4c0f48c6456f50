import { cssString } from './css-string.ts';
import { primaryFontFamily } from './css-font-family.ts';
import { fontStyleFromFileName, fontWeightFromFileName } from './font-weight-from-file-name.ts';

/** The part of a site font (§3 Site info fonts) that @font-face needs. */
export type FontFilesLike = {
  readonly family: string;
  readonly files?: readonly string[] | null;
};

/** The CSS `format()` of each font file extension served by `/fonts` (spec §7). */
export const FONT_FORMATS: Record<string, string> = {
  woff2: 'woff2',
  woff: 'woff',
  ttf: 'truetype',
  otf: 'opentype',
};

/** The `/fonts/{file}` URL of a font file (spec §7), each path segment encoded. */
export function fontUrl(file: string): string {
  const path = file.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
  return `/fonts/${path}`;
}

/**
 * `@font-face` rules loading each font file from `/fonts/{file}`, the weight and style read from
 * the file name. Files with an unknown extension are skipped; the same family/file is declared once.
 */
export function fontFaces(fonts: readonly FontFilesLike[]): string {
  const seen = new Set<string>();
  const rules: string[] = [];
  for (const font of fonts) {
    const family = primaryFontFamily(font.family);
    if (!family) continue;
    for (const file of font.files ?? []) {
      const format = FONT_FORMATS[file.split('.').pop()?.toLowerCase() ?? ''];
      const key = `${family}\u0000${file}`;
      if (!format || seen.has(key)) continue;
      seen.add(key);
      rules.push(
        `@font-face{font-family:${cssString(family)};` +
          `src:url(${cssString(fontUrl(file))}) format(${cssString(format)});` +
          `font-weight:${fontWeightFromFileName(file)};` +
          `font-style:${fontStyleFromFileName(file)};font-display:swap}`,
      );
    }
  }
  return rules.join('\n');
}
