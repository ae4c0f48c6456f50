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
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== CONSENT_COOKIE) continue;
    const match = /^(accepted|denied)\.(\d{10,15})$/.exec(rest.join('='));
    if (!match) return null;
    const date = Number(match[2]);
    if (date > now + 60_000 || now >= consentExpiry(date)) return null;
    return { choice: match[1] as ConsentChoice, date };
  }
  return null;
}

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
