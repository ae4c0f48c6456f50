import { isFrench, type Locale } from '../locale.ts';

/**
 * A label and its value as each language writes them: French puts a space before the colon
 * ('Millésime : 2024', as §3 writes declination names), English none ('Vintage: 2024').
 */
export function labelled(label: string, value: string, locale: Locale): string {
  return isFrench(locale) ? `${label} : ${value}` : `${label}: ${value}`;
}
