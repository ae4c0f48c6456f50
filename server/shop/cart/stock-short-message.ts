import type { Locale } from '../../../rules/locale.ts';

const SHORT = { en: 'Not enough stock left for {name}: {n} remaining', fr_FR: 'Stock insuffisant pour {name} : il en reste {n}' } as const;

/** The 409 message when others took the stock an order needs (at order or payment time). */
export function stockShortMessage(name: string, remaining: number, lang: Locale): string {
  return SHORT[lang].replace('{name}', name).replace('{n}', String(Math.max(0, remaining)));
}
