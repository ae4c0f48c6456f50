import type { Locale } from '../locale.ts';
import { formatCents } from './format-price.ts';

/**
 * An amount taken off (a discount), as every page and mail writes it: '− 7,04 €' with no-break
 * spaces, so the minus never ends a line apart from its amount ('€' neither: Intl's own space).
 */
export function formatDeduction(cents: number, locale: Locale): string {
  return `−\u00a0${formatCents(cents, locale)}`;
}
