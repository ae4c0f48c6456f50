/** Below this perceived luminance (0–255) a colour counts as dark (§9). */
export const DARK_LUMINANCE_THRESHOLD = 128;

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Parses `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb(r, g, b)` or `rgba(…)`; null otherwise. */
export function parseColor(color: string): Rgb | null {
  if (typeof color !== 'string') return null;
  const value = color.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    return {
      r: parseInt(full.slice(0, 2), 16),
      g: parseInt(full.slice(2, 4), 16),
      b: parseInt(full.slice(4, 6), 16),
    };
  }
  const rgb = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/.exec(value);
  if (!rgb) return null;
  const [r, g, b] = [rgb[1], rgb[2], rgb[3]].map(Number) as [number, number, number];
  if (r > 255 || g > 255 || b > 255) return null;
  return { r, g, b };
}

/**
 * The dark colour test (§9): perceived luminance (0.299 R + 0.587 G + 0.114 B) below 128.
 * Throws on a value that is not a hex or rgb() colour; use `parseColor` to test first.
 */
export function isDarkColor(color: string): boolean {
  const rgb = parseColor(color);
  if (!rgb) throw new TypeError(`Not a hex or rgb() colour: "${String(color)}"`);
  return (299 * rgb.r + 587 * rgb.g + 114 * rgb.b) / 1000 < DARK_LUMINANCE_THRESHOLD;
}
