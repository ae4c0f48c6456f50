import { cssString } from './css-string.ts';

/** The stack appended after a site font, for the time it loads or when it is missing. */
export const FALLBACK_FONT_STACK = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

const STACK = /^[\p{L}\p{N} _"',.-]+$/u;

/**
 * A site font family as a CSS value. A full stack as written in site info
 * (`"Trebuchet MS", Helvetica, sans-serif`) is kept when it holds only name characters and
 * balanced quotes; a single name is quoted and followed by the fallback stack.
 */
export function cssFontFamily(family: string): string {
  const value = family.trim();
  if (value === '') return FALLBACK_FONT_STACK;
  const quotes = (value.match(/"/g) ?? []).length + (value.match(/'/g) ?? []).length;
  if (value.includes(',') && STACK.test(value) && quotes % 2 === 0) return value;
  return `${cssString(value.replace(/^["']|["']$/g, ''))}, ${FALLBACK_FONT_STACK}`;
}

/** The first family of a stack, unquoted (`"Trebuchet MS", Arial` → `Trebuchet MS`). */
export function primaryFontFamily(family: string): string {
  const first = family.split(',')[0] ?? '';
  return first.trim().replace(/^["']|["']$/g, '').trim();
}
