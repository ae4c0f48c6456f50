import { IMAGE_CDN_PREFIX } from './image-url.ts';

/**
 * The widths the image CDN path resizes raster images to (decision 0039): a fixed ladder, so a
 * page asks for a handful of variants per picture and the server's cache stays bounded.
 */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280, 1920] as const;

/** The width of the `src` fallback (browsers without `srcset`, crawlers): a tablet-sized picture. */
const FALLBACK_WIDTH = 960;

const RASTER = /\.(?:jpe?g|png|webp|avif)$/i;

/** Whether a CDN path (or media path) names a raster image that the server resizes. */
export function isRasterImage(url: string): boolean {
  return RASTER.test(url.replace(/[?#].*$/, ''));
}

/** A CDN path at one width of the ladder: `/ik-seo/…/name.jpg?tr=w-640` (ImageKit's transform form). */
export function withImageWidth(cdnPath: string, width: number): string {
  return `${cdnPath}?tr=w-${width}`;
}

/**
 * The ladder widths worth offering for a picture `intrinsicWidth` pixels wide: every step below
 * it and the first step at or above it (the server never enlarges: that step is the original's
 * width). Empty when the picture is no wider than the smallest step.
 */
export function ladderFor(intrinsicWidth: number): number[] {
  if (intrinsicWidth <= IMAGE_WIDTHS[0]) return [];
  const below: number[] = IMAGE_WIDTHS.filter((width) => width < intrinsicWidth);
  const above = IMAGE_WIDTHS.find((width) => width >= intrinsicWidth);
  return above === undefined ? below : [...below, above];
}

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * The `src`/`srcSet`/`sizes` of an `<img>` for a CDN path: a raster picture gets one URL per
 * ladder width and `sizes` (default `100vw`), its `src` the 960 px step; an SVG or a small
 * picture keeps its one URL and no `sizes` (`sizes` without `srcset` is invalid HTML).
 */
export function responsiveImage(cdnPath: string, intrinsicWidth: number, sizes?: string): ResponsiveImage {
  if (!cdnPath.startsWith(`${IMAGE_CDN_PREFIX}/`) || !isRasterImage(cdnPath)) return { src: cdnPath };
  const widths = ladderFor(intrinsicWidth);
  if (widths.length === 0) return { src: cdnPath };
  const fallback = widths.filter((width) => width <= FALLBACK_WIDTH).pop() ?? widths[0]!;
  return {
    src: withImageWidth(cdnPath, fallback),
    srcSet: widths.map((width) => `${withImageWidth(cdnPath, width)} ${width}w`).join(', '),
    sizes: sizes ?? '100vw',
  };
}
