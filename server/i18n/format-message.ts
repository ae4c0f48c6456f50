import { IntlMessageFormat } from 'intl-messageformat';
import { isFrench, toBcp47, type Locale } from '../../rules/locale.ts';

/** A server message in both languages, as ICU MessageFormat strings (`{name}` placeholders, plurals…). */
export interface ServerMessage {
  readonly fr: string;
  readonly en: string;
}

const compiled = new Map<string, IntlMessageFormat>();

/**
 * The one formatter of the server's messages: picks the French or English text of `message` for
 * `locale` and formats it as the browser formats its messages (ICU, the same parser; runtime/web/i18n/format-tree.ts), so a
 * sentence reads the same whichever side writes it. Tags are plain text (`<{email}>` stays as
 * written). Each text is parsed once. A placeholder without a value throws: a missing value is a bug.
 */
export function formatMessage(message: ServerMessage, locale: Locale, values: Readonly<Record<string, string | number>> = {}): string {
  const text = isFrench(locale) ? message.fr : message.en;
  const tag = toBcp47(locale);
  const key = `${tag}\u0000${text}`;
  let format = compiled.get(key);
  if (!format) {
    format = new IntlMessageFormat(text, tag, undefined, { ignoreTag: true });
    compiled.set(key, format);
  }
  return String(format.format(values));
}
