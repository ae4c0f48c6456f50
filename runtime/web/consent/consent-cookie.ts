import { CONSENT_COOKIE, consentExpiry, type ConsentRecord } from './read-consent.ts';

export { CONSENT_COOKIE, CONSENT_VALIDITY_MONTHS, consentExpiry, readConsent } from './read-consent.ts';
export type { ConsentChoice, ConsentRecord } from './read-consent.ts';

/** The `document.cookie` assignment that stores a choice until it expires. */
export function consentCookie(record: ConsentRecord, options: { secure: boolean }): string {
  if (record.choice !== 'accepted' && record.choice !== 'denied') {
    throw new TypeError(`consent: choice must be "accepted" or "denied", got ${String(record.choice)}`);
  }
  if (!Number.isInteger(record.date) || record.date <= 0) throw new TypeError('consent: date must be a timestamp in ms');
  const maxAge = Math.floor((consentExpiry(record.date) - record.date) / 1000);
  const secure = options.secure ? '; Secure' : '';
  return `${CONSENT_COOKIE}=${record.choice}.${record.date}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}
