import { fillPlaceholders } from '../../../rules/text/fill-placeholders.ts';
import type { Locale } from '../../../rules/index.ts';

/** The page's language from `<html lang>`: English when it starts with "en", French otherwise. */
export function pageLocale(doc: Pick<Document, 'documentElement'> | undefined = globalThis.document): Locale {
  const lang = doc?.documentElement?.lang ?? '';
  return /^en\b/i.test(lang) ? 'en' : 'fr_FR';
}

/** A message in `locale` with `{name}` placeholders filled in as text. */
export function translate<K extends string>(
  messages: { fr: Record<K, string>; en: Record<K, string> },
  locale: Locale,
  key: K,
  values: Record<string, string | number> = {},
): string {
  const text = (locale === 'en' ? messages.en : messages.fr)[key];
  return fillPlaceholders(text, values);
}
