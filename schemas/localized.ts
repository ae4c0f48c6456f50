import type { Lang, Locale } from '../rules/locale.ts';
import { pickText, type TextPair } from '../rules/text/pick-text.ts';

/** True for a Localized object: exactly the two string keys `fr` and `en`. */
export function isLocalized(value: unknown): value is TextPair {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  if (keys.length !== 2) return false;
  const record = value as Record<string, unknown>;
  return typeof record.fr === 'string' && typeof record.en === 'string';
}

/** Resolved form of a configuration value: every Localized object becomes a string. */
export type Resolved<T> = T extends TextPair
  ? string
  : T extends readonly (infer U)[]
    ? Resolved<U>[]
    : T extends object
      ? { [K in keyof T]: Resolved<T[K]> }
      : T;

/**
 * Deep-walks a JSON value and replaces every Localized object (`{ fr, en }` exactly) with the
 * string for `lang` (`fr_FR` and `fr` read `fr`). The input is not modified.
 */
export function resolveLocalized<T>(value: T, lang: Locale | Lang): Resolved<T> {
  return walk(value, lang) as Resolved<T>;
}

function walk(value: unknown, lang: Locale | Lang): unknown {
  if (isLocalized(value)) return pickText(value, lang);
  if (Array.isArray(value)) return value.map((item) => walk(item, lang));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [name, item] of Object.entries(value)) out[name] = walk(item, lang);
    return out;
  }
  return value;
}
