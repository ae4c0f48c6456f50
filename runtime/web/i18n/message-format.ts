import type { Formats, PrimitiveType } from 'intl-messageformat';
import { formatTree } from './format-tree.ts';
import { isLiteralElement, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { intlFormatters } from './intl-formatters.ts';

/**
 * A message as the provider receives it: a tree the server already parsed
 * (host/i18n-server/compile-messages.server.ts; the browser build has no ICU parser), or ICU text
 * (tests, tools that render outside the server's loaders; parsed once, kept by its text).
 */
export type IntlMessage = string | MessageFormatElement[];

const parsed = new Map<string, MessageFormatElement[]>();

function treeOf(message: IntlMessage): MessageFormatElement[] {
  if (typeof message !== 'string') return message;
  let tree = parsed.get(message);
  if (!tree) parsed.set(message, (tree = parse(message)));
  return tree;
}

/** The text of a message that is one literal (most UI labels), without a formatter; null otherwise. */
export function literalText(message: IntlMessage): string | null {
  if (typeof message === 'string') return null;
  if (message.length === 0) return '';
  const only = message.length === 1 ? message[0] : undefined;
  return only && isLiteralElement(only) ? only.value : null;
}

/**
 * Formats `message` in `locale` by walking its tree (`formatTree`, intl-messageformat's
 * `formatToParts` rewritten without its code), with the shared `Intl` formatters: a tree needs no
 * compiling, so nothing is built per message, per render or per request. Returns a string, or the
 * parts (adjacent texts joined) when a value is not text (a React element). Throws as
 * intl-messageformat does on a missing value.
 */
export function formatIcu<T>(message: IntlMessage, locale: string, formats: Formats, values?: Record<string, PrimitiveType | T>): string | T | Array<string | T> {
  const parts = formatTree<T>(treeOf(message), locale, intlFormatters, formats, values);
  const joined: Array<string | T> = [];
  for (const value of parts) {
    const last = joined.length - 1;
    if (typeof value === 'string' && typeof joined[last] === 'string') joined[last] += value;
    else joined.push(value);
  }
  return joined.length === 1 ? joined[0]! : joined.length === 0 ? '' : joined;
}
