import { ApiError } from '../../errors/api-error.ts';
import type { Locale } from '../../../rules/locale.ts';
import { pickText } from '../../../rules/text/pick-text.ts';

const missing = {
  fr: 'Indiquez votre adresse e-mail : elle reçoit la confirmation de votre commande.',
  en: 'Give your e-mail address: your order confirmation is sent to it.',
} as const;

/**
 * The e-mail an order keeps: a guest's, required (trimmed, lower-cased), or null for a member's
 * order, whose mails go to the account's address (an e-mail sent with a session is ignored).
 */
export function guestEmailOf(ownerId: number | null, email: string | null | undefined, lang: Locale): string | null {
  if (ownerId !== null) return null;
  const value = email?.trim().toLowerCase() ?? '';
  if (value === '') throw new ApiError(400, pickText(missing, lang));
  return value;
}
