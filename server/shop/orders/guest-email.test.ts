import { describe, expect, it } from 'vitest';
import { ApiError } from '../../errors/api-error.ts';
import { guestEmailOf } from './guest-email.ts';

describe('guestEmailOf', () => {
  it('keeps a guest’s e-mail, trimmed and lower-cased', () => {
    expect(guestEmailOf(null, '  Lea.Roux@Example.FR ', 'fr_FR')).toBe('lea.roux@example.fr');
  });

  it.each([[undefined], [null], ['   ']])('refuses a guest order without an e-mail (%j), in the customer’s language', (email) => {
    expect(() => guestEmailOf(null, email, 'en')).toThrow(new ApiError(400, 'Give your e-mail address: your order confirmation is sent to it.'));
    expect(() => guestEmailOf(null, email, 'fr_FR')).toThrow(/Indiquez votre adresse e-mail/);
  });

  it('ignores the e-mail of a member’s order: the account’s address is used', () => {
    expect(guestEmailOf(7, 'other@example.fr', 'fr_FR')).toBeNull();
    expect(guestEmailOf(7, undefined, 'en')).toBeNull();
  });
});
