import { FONT_FORMATS, fontUrl, type FontFilesLike } from './font-faces.ts';

/** A font file the document head preloads: `<link rel="preload" as="font" type=… crossorigin>`. */
export type FontPreload = { readonly href: string; readonly type: string };

const MIME: Record<string, string> = {
  woff2: 'font/woff2',
  woff: 'font/woff',
  truetype: 'font/ttf',
  opentype: 'font/otf',
};

/**
 * The first weight of each site font (the first file of its `files` list with a known font
 * extension), each URL once: the text of the first screen paints in the site's fonts without a
 * late swap, while the other weights load on demand through their `@font-face` rules.
 */
export function fontPreloads(fonts: readonly FontFilesLike[]): FontPreload[] {
  const seen = new Set<string>();
  const result: FontPreload[] = [];
  for (const font of fonts) {
    const file = (font.files ?? []).find((name) => FONT_FORMATS[name.split('.').pop()?.toLowerCase() ?? '']);
    if (!file) continue;
    const href = fontUrl(file);
    if (seen.has(href)) continue;
    seen.add(href);
    result.push({ href, type: MIME[FONT_FORMATS[file.split('.').pop()!.toLowerCase()]!]! });
  }
  return result;
}
