import type { FontFilesLike } from './font-faces.ts';
import type { FontStyleLike } from './font-properties.ts';

/** A site font as the theme reads it (§3 Site info fonts + Font config files). */
export type SiteFont = FontStyleLike & FontFilesLike;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The well-formed fonts of `GET /site/info` (served as `unknown[]`): entries with a string
 * `type` and `family`; `files` keeps only strings; other fields are passed when of the right type.
 */
export function siteFonts(fonts: readonly unknown[] | null | undefined): SiteFont[] {
  const result: SiteFont[] = [];
  for (const font of fonts ?? []) {
    if (!isRecord(font) || typeof font.type !== 'string' || typeof font.family !== 'string') continue;
    const size = font.size;
    const weight = font.weight;
    result.push({
      type: font.type,
      family: font.family,
      color: typeof font.color === 'string' ? font.color : null,
      size: typeof size === 'number' || typeof size === 'string' ? size : null,
      weight: typeof weight === 'number' || typeof weight === 'string' ? weight : null,
      files: Array.isArray(font.files) ? font.files.filter((file): file is string => typeof file === 'string') : [],
    });
  }
  return result;
}
