import type { Locale } from '../../../rules/locale.ts';
import { formatMessage } from '../../i18n/format-message.ts';

const SHORT = { en: 'Not enough stock left for {name}: {n} remaining', fr: 'Stock insuffisant pour {name} : il en reste {n}' } as const;

/** The 409 message when others took the stock an order needs (at order or payment time). */
export function stockShortMessage(name: string, remaining: number, lang: Locale): string {
  return formatMessage(SHORT, lang, { name, n: String(Math.max(0, remaining)) });
}
