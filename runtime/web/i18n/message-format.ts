import IntlMessageFormat from 'intl-messageformat';
import { isLiteralElement, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { NO_FORMATS, type IntlFormats } from './intl-formats.ts';
import { intlFormatters } from './intl-formatters.ts';

/**
 * A message as the provider receives it: a tree the server already parsed
 * (host/i18n/compile-messages.server.ts; the browser build has no ICU parser), or ICU text
 * (tests, tools that render outside the server's loaders).
 */
export type IntlMessage = string | MessageFormatElement[];

interface LocaleCache {
  trees: WeakMap<MessageFormatElement[], IntlMessageFormat>;
  texts: Map<string, IntlMessageFormat>;
}

const caches = new WeakMap<IntlFormats, Map<string, LocaleCache>>();

/**
 * The compiled formatter of `message` in `locale` with `formats`, built once: a tree is kept by
 * identity (the server's compiled trees are shared by every request, so a message is compiled once
 * per process, not once per render), a text by its value.
 */
export function messageFormat(message: IntlMessage, locale: string, formats: IntlFormats = NO_FORMATS): IntlMessageFormat {
  let byLocale = caches.get(formats);
  if (!byLocale) caches.set(formats, (byLocale = new Map()));
  let cache = byLocale.get(locale);
  if (!cache) byLocale.set(locale, (cache = { trees: new WeakMap(), texts: new Map() }));
  const found = typeof message === 'string' ? cache.texts.get(message) : cache.trees.get(message);
  if (found) return found;
  const compiled = new IntlMessageFormat(message, locale, formats, { formatters: intlFormatters });
  if (typeof message === 'string') cache.texts.set(message, compiled);
  else cache.trees.set(message, compiled);
  return compiled;
}

/** The text of a message that is one literal (most UI labels), without a formatter; null otherwise. */
export function literalText(message: IntlMessage): string | null {
  if (typeof message === 'string') return null;
  if (message.length === 0) return '';
  const only = message.length === 1 ? message[0] : undefined;
  return only && isLiteralElement(only) ? only.value : null;
}
