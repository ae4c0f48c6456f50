import { describe, expect, it } from 'vitest';
import { memberPrefill } from './member-prefill.ts';

const claire = { firstname: 'Claire', lastname: 'Martin', phone: '06 12 34 56 78' };

describe('memberPrefill', () => {
  it('fills a signed-in member’s name and phone on a new checkout', () => {
    const first = memberPrefill({ shipping: null, phone: '' }, claire, 'FRA');
    expect(first.shipping).toMatchObject({ firstname: 'Claire', lastname: 'Martin', address: '', country: 'FRA' });
    expect(first.phone).toBe('06 12 34 56 78');
  });
  it('keeps what the checkout already holds', () => {
    const held = { firstname: 'Léa', lastname: 'Durand', address: '3 rue', addressPart2: '', postalCode: '44330', city: 'Vallet', country: 'FRA' };
    expect(memberPrefill({ shipping: held, phone: '0700000000' }, claire, 'FRA')).toEqual({ shipping: held, phone: '0700000000' });
  });
  it('leaves a guest’s fields empty', () => {
    expect(memberPrefill({ shipping: null, phone: '' }, null, 'FRA')).toMatchObject({ shipping: { firstname: '', lastname: '' }, phone: '' });
  });
});
