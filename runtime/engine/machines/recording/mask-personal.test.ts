import { describe, expect, it } from 'vitest';
import { isPersonalKey, maskPersonal, maskText } from './mask-personal.ts';

describe('maskPersonal', () => {
  it('masks names, e-mail, phone, address and card fields at any depth, keeping their shape', () => {
    const masked = maskPersonal({
      type: 'CHANGE',
      customer: { firstName: 'Léa', lastName: 'Martin', email: 'lea.martin@example.fr', phone: '+33 6 12 34 56 78', address: { street: '3 rue des Vignes', city: 'Beaune' } },
      card: { number: '4242 4242 4242 4242', cvc: '123' },
      idProduct: 13,
      cartId: 'c-1',
    });
    expect(masked).toEqual({
      type: 'CHANGE',
      customer: { firstName: 'Xxx', lastName: 'Xxxxxx', email: 'xxx.xxxxxx@xxxxxxx.xx', phone: '+00 0 00 00 00 00', address: { street: '0 xxx xxx Xxxxxx', city: 'Xxxxxx' } },
      card: { number: '0000 0000 0000 0000', cvc: '000' },
      idProduct: 13,
      cartId: 'c-1',
    });
  });

  it('masks form answers (CHANGE value, submitted payloads) and stray e-mail addresses', () => {
    expect(maskPersonal({ type: 'CHANGE', name: 'position', value: 'driver' })).toEqual({ type: 'CHANGE', name: 'position', value: 'driver' });
    expect(maskPersonal({ type: 'CHANGE', name: 'email', value: 'lea' })).toEqual({ type: 'CHANGE', name: 'email', value: 'xxx' });
    expect(maskPersonal({ type: 'CHANGE', name: 'name', value: 'Léa' })).toEqual({ type: 'CHANGE', name: 'name', value: 'Xxx' });
    expect(maskPersonal({ customer: { name: 'Léa Martin', vip: true }, product: { idProduct: 3, name: 'Meursault' } })).toEqual({ customer: { name: 'Xxx Xxxxxx', vip: true }, product: { idProduct: 3, name: 'Meursault' } });
    expect(maskPersonal({ values: { name: 'Léa', position: 'driver', message: 'Bonjour' } })).toEqual({ values: { name: 'Xxx', position: 'driver', message: 'Xxxxxxx' } });
    expect(maskPersonal({ type: 'SEND', payload: { mail: 'a@b.fr', consent: true } })).toEqual({ type: 'SEND', payload: { mail: 'x@x.xx', consent: true } });
    expect(maskPersonal({ note: 'x', other: 'write to lea@example.fr' })).toEqual({ note: 'x', other: 'xxxxx xx xxx@xxxxxxx.xx' });
  });

  it('keeps no file contents, and describes what cannot be written as JSON', () => {
    const file = new File(['secret contents'], 'passport.pdf', { type: 'application/pdf' });
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(maskPersonal({ files: [file], storage: new Map(), now: () => 1, cyclic })).toEqual({
      files: [{ file: 'xxxxxxxx.xxx', size: 15, type: 'application/pdf' }],
      storage: '[Map]',
      now: '[function]',
      cyclic: { a: 1, self: '[cut]' },
    });
  });

  it('keeps dates, which rules read (a popup’s period), apart from phone numbers', () => {
    expect(maskPersonal({ startDate: '2026-01-01', endDate: '2026-12-31T23:59:00Z', fax: '01 23 45 67 89' })).toEqual({ startDate: '2026-01-01', endDate: '2026-12-31T23:59:00Z', fax: '00 00 00 00 00' });
  });

  it('is idempotent, and tells personal keys by their words', () => {
    expect(maskText(maskText('Léa 06'))).toBe('Xxx 00');
    expect(['email', 'billingAddress', 'card_number', 'zipCode', 'name', 'username'].every(isPersonalKey)).toBe(true);
    expect(['type', 'idProduct', 'cartId', 'changeId', 'quantity', 'status', 'position'].some(isPersonalKey)).toBe(false);
  });
});
