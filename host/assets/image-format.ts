import { parseAccept } from 'hono/utils/accept';
import { IMAGE_WIDTHS } from '../../runtime/engine/api/image-src-set.ts';

/** The raster formats the image CDN path makes (decision 0039). */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif';

const FORMAT_OF: Record<string, ImageFormat> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'avif' };

/** The raster format an extension names (`jpg` → `jpeg`), or null (SVG, GIF, video…). */
export function formatOfExtension(ext: string): ImageFormat | null {
  return FORMAT_OF[ext.toLowerCase()] ?? null;
}

/**
 * The width a `tr` query asks for (ImageKit's form, `w-640`): null without one, undefined for
 * anything but a step of the ladder (the route answers 404, so the variants stay a fixed set).
 */
export function requestedWidth(tr: string | undefined): number | null | undefined {
  if (tr === undefined || tr === '') return null;
  const match = /^w-(\d{1,5})$/.exec(tr);
  const width = match ? Number(match[1]) : NaN;
  return (IMAGE_WIDTHS as readonly number[]).includes(width) ? width : undefined;
}

/**
 * What a request for the original's extension (`.jpg`, `.png`) is answered with: the modern
 * formats the browser's `Accept` names explicitly (Hono's `parseAccept`) (`avifOrWebp`: AVIF accepted, the server keeps
 * it only where it pays), else the format asked. `*\/*` alone does not name WebP: crawlers and old
 * browsers get JPEG or PNG.
 */
export function negotiateFormat(accept: string | null | undefined, asked: ImageFormat): ImageFormat | 'avifOrWebp' {
  // Hono's parser (decision 0036); only types named with a non-zero weight count.
  const named = new Set(parseAccept(accept ?? '').filter((range) => range.q > 0).map((range) => range.type.toLowerCase()));
  if (named.has('image/avif')) return named.has('image/webp') ? 'avifOrWebp' : 'avif';
  if (named.has('image/webp')) return 'webp';
  return asked;
}
