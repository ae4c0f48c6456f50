import type { TextPair } from '../../rules/text/pick-text.ts';
/**
 * Configured images in the specification's spelling (§3 "Image: name, url, externalPath") become
 * the one shape the rest of Vitrine reads, `{ src, alt, width, height }` (decision 0061):
 * - `src`: `url` when it is a path into the site's media (`/media/…`, or an address whose path
 *   is one), else `/media/` + `externalPath` (the path under media/, as a logo's onlineImage
 *   gives it);
 * - `alt`: `alt` when given, else `name`, in both languages (a plain name serves both);
 * - `width`, `height`: kept as given (the page needs them; validation asks for them).
 * An image already in today's spelling, or any other value, is returned as it is.
 */

type Text = string | TextPair;

/** Whether a value is an image in the spec's spelling: `url` and `externalPath`, no `src`. */
export function isSpecImage(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const object = value as Record<string, unknown>;
  return !('src' in object) && typeof object.url === 'string' && typeof object.externalPath === 'string';
}

const MEDIA = /^\/media\/\S/;

function mediaSrc(url: string, externalPath: string): string {
  if (MEDIA.test(url)) return url;
  try {
    const { pathname } = new URL(url);
    if (MEDIA.test(pathname)) return decodeURI(pathname);
  } catch {
    // not an absolute address: the external path names the file
  }
  const path = externalPath.replace(/^\/+/, '').replace(/^media\//, '');
  return path === '' ? url : `/media/${path}`;
}

function bothLanguages(text: unknown): unknown {
  return typeof text === 'string' ? { fr: text, en: text } : text;
}

/** Today's spelling of a spec-spelled image (see the file's comment), or `value` unchanged. */
export function normalizeImage<T>(value: T): T | Record<string, unknown> {
  if (!isSpecImage(value)) return value;
  const { name, url, externalPath, alt, width, height, ...rest } = value as Record<string, unknown> & { name?: Text; url: string; externalPath: string };
  return {
    ...rest,
    src: mediaSrc(url, externalPath),
    alt: bothLanguages(alt ?? name ?? ''),
    ...(width === undefined ? {} : { width }),
    ...(height === undefined ? {} : { height }),
  };
}

/** Rewrites a spec-spelled image in place (the same object, so a validator that holds it checks the new shape); other values are left alone. */
export function normalizeImageInPlace(value: unknown): void {
  if (!isSpecImage(value)) return;
  const normalized = normalizeImage(value) as Record<string, unknown>;
  for (const key of Object.keys(value)) delete value[key];
  Object.assign(value, normalized);
}

/** Rewrites every spec-spelled image inside a value (block props, whose schemas see them only per language) in place. */
export function normalizeImagesIn(value: unknown): void {
  if (Array.isArray(value)) value.forEach(normalizeImagesIn);
  else if (value !== null && typeof value === 'object') {
    normalizeImageInPlace(value);
    Object.values(value).forEach(normalizeImagesIn);
  }
}
