import { readCookie } from '../../engine/cookies/read-cookie.ts';

// Reading the choice, apart from writing it (consent-cookie.ts): the engine's always-loaded part
// needs only this to decide whether the banner loads at all.

/** First-party cookie holding the visitor's choice and its date (strictly necessary, no tracking). */
export const CONSENT_COOKIE = 'vitrine-consent';
/** §9 privacy text: the consent choice is valid at most 13 months. */
export const CONSENT_VALIDITY_MONTHS = 13;

export type ConsentChoice = 'accepted' | 'denied';

export interface ConsentRecord {
  choice: ConsentChoice;
  /** When the choice was made, in ms since the epoch. */
  date: number;
}

/** The moment a choice made at `date` expires: 13 calendar months later. */
export function consentExpiry(date: number): number {
  const expiry = new Date(date);
  expiry.setUTCMonth(expiry.getUTCMonth() + CONSENT_VALIDITY_MONTHS);
  return expiry.getTime();
}

/**
 * The valid choice in a cookie header (`a=1; vitrine-consent=accepted.1763712000000`), or null
 * when there is none, it is malformed, dated in the future, or older than 13 months — the
 * visitor is then asked again.
 */
export function readConsent(cookieHeader: string | null | undefined, now: number): ConsentRecord | null {
  const value = readCookie(cookieHeader, CONSENT_COOKIE);
  if (value === undefined) return null;
  const match = /^(accepted|denied)\.(\d{10,15})$/.exec(value);
  if (!match) return null;
  const date = Number(match[2]);
  if (date > now + 60_000 || now >= consentExpiry(date)) return null;
  return { choice: match[1] as ConsentChoice, date };
}
