import {
  isArgumentElement,
  isLiteralElement,
  isNumberElement,
  isPluralElement,
  isPoundElement,
  isSelectElement,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import type { Formats, Formatters, PrimitiveType } from 'intl-messageformat';

/** A formatted part: text, or a value that is not text (a React element) kept as it is. */
export type TreePart<T> = string | T;

const own = <V>(options: Record<string, V>, key: string): V | undefined => (Object.hasOwn(options, key) ? options[key] : undefined);

function invalid(name: string, value: unknown): Error {
  return new Error(`"${name}": no option for "${String(value)}"`);
}

function missing(name: string): Error {
  return new Error(`no value for "${name}"`);
}

/** Named or inline options of a number argument (`{n, number, percent}`, `{n, number, ::percent}`). */
function styleOptions(named: Record<string, object>, style: unknown): object | undefined {
  if (typeof style === 'string') return named[style];
  if (style && typeof style === 'object' && 'parsedOptions' in style) return (style as { parsedOptions: object }).parsedOptions;
  return undefined;
}

/**
 * Formats a message tree the server parsed (host/i18n-server/compile-messages.server.ts) into parts:
 * literals, arguments, numbers (named formats or skeletons), select, plural and selectordinal
 * (exact `=N` first, then the locale's plural category, `#` as the number less the offset), as
 * intl-messageformat's `formatToParts` does — the browser then needs none of its code (decision
 * 0042; host/i18n-server/format-tree-catalogue.test.ts compares the two over every message). A missing
 * value throws, as do date, time and tag arguments, which no message uses (dates are formatted by
 * `formatDate` and passed as values).
 */
export function formatTree<T>(
  tree: readonly MessageFormatElement[],
  locale: string,
  formatters: Formatters,
  formats: Formats,
  values: Record<string, PrimitiveType | T> = {},
  pound?: number,
): Array<TreePart<T>> {
  const parts: Array<TreePart<T>> = [];
  const number = (value: number, options?: object) => formatters.getNumberFormat(locale, options as Parameters<Formatters['getNumberFormat']>[1]).format(value);
  for (const element of tree) {
    if (isLiteralElement(element)) {
      parts.push(element.value);
      continue;
    }
    if (isPoundElement(element)) {
      if (pound !== undefined) parts.push(number(pound));
      continue;
    }
    const { value: name } = element;
    if (!(name in values)) throw missing(name);
    const value = values[name];
    if (isArgumentElement(element)) {
      // As intl-messageformat: text and numbers as text, other falsy values as nothing, anything else (an element) kept.
      parts.push(typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint' ? String(value) : value ? (value as T) : '');
    } else if (isNumberElement(element)) {
      const options = styleOptions(formats.number, element.style) as { scale?: number } | undefined;
      parts.push(number(Number(value) * (options?.scale ?? 1), options));
    } else if (isSelectElement(element)) {
      const option = own(element.options, String(value)) ?? element.options.other;
      if (!option) throw invalid(name, value);
      parts.push(...formatTree(option.value, locale, formatters, formats, values));
    } else if (isPluralElement(element)) {
      const count = Number(value);
      const option =
        own(element.options, `=${String(value)}`) ??
        own(element.options, formatters.getPluralRules(locale, { type: element.pluralType }).select(count - (element.offset || 0))) ??
        element.options.other;
      if (!option) throw invalid(name, value);
      parts.push(...formatTree(option.value, locale, formatters, formats, values, count - (element.offset || 0)));
    } else {
      throw new Error(`"${name}": date, time and tag arguments are not supported`);
    }
  }
  return parts;
}
