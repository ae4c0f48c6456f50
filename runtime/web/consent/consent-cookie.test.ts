import { describe, expect, it } from 'vitest';
import { consentCookie, consentExpiry, readConsent } from './consent-cookie.ts';

const DAY = 86_400_000;
const made = Date.parse('2026-01-15T12:00:00Z');

describe('consent cookie', () => {
  it('reads a choice back from the cookie header', () => {
    const cookie = consentCookie({ choice: 'accepted', date: made }, { secure: true }).split(';')[0];
    expect(readConsent(`locale=fr_FR; ${cookie}`, made + DAY)).toEqual({ choice: 'accepted', date: made });
  });

  it('expires 13 months after the choice, so the visitor is asked again', () => {
    expect(new Date(consentExpiry(made)).toISOString()).toBe('2027-02-15T12:00:00.000Z');
    const header = `vitrine-consent=denied.${made}`;
    expect(readConsent(header, consentExpiry(made) - 1)?.choice).toBe('denied');
    expect(readConsent(header, consentExpiry(made))).toBeNull();
  });

  it('treats malformed or future-dated values as no choice', () => {
    expect(readConsent('vitrine-consent=yes', made)).toBeNull();
    expect(readConsent(`vitrine-consent=accepted.${made + 10 * DAY}`, made)).toBeNull();
    expect(readConsent('', made)).toBeNull();
  });

  it('writes a first-party cookie with a 13-month Max-Age', () => {
    const cookie = consentCookie({ choice: 'denied', date: made }, { secure: false });
    expect(cookie).toMatch(/^vitrine-consent=denied\.\d+; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)?.[1]);
    expect(maxAge).toBe((consentExpiry(made) - made) / 1000);
    expect(() => consentCookie({ choice: 'maybe' as never, date: made }, { secure: false })).toThrow(/choice/);
  });
});
