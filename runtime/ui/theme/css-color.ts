import { isDarkColor, parseColor } from '../../../rules/is-dark-color.ts';

/**
 * A colour from configuration, accepted only when it is a plain CSS colour (hex, rgb/hsl
 * functions, a named colour), so a parameter can never inject CSS. Otherwise the fallback.
 */
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTION = /^(?:rgba?|hsla?)\([\d\s.,%/+-]+\)$/i;
const NAMED = /^[a-z]{3,20}$/i;

export function cssColor(value: string, fallback: string): string {
  const color = value.trim();
  return HEX.test(color) || FUNCTION.test(color) || NAMED.test(color) ? color : fallback;
}

/** A CSS font weight from site info (`700`, `"bold"`), or undefined when it is not one. */
export function cssFontWeight(value: unknown): string | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^(?:[1-9]00|normal|bold|lighter|bolder)$/i.test(text) ? text.toLowerCase() : undefined;
}

/** The §9 dark test on a CSS colour; colours it cannot measure (named, hsl) count as light. */
export function isDarkCssColor(color: string): boolean {
  return parseColor(color) !== null && isDarkColor(color);
}
