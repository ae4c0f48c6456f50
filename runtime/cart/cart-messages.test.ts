import { describe, expect, it } from 'vitest';
import { cartCount, cartText } from './cart-messages.ts';

describe('cart messages', () => {
  it('agrees "bouteille" with its number in French (0 and 1 singular)', () => {
    expect(cartText('fr_FR', 'freeShippingLeftBottles', { bottles: cartCount('fr_FR', 'bottles', 11) })).toBe('Plus que 11 bouteilles pour la livraison offerte.');
    expect(cartText('fr_FR', 'freeShippingLeftBottles', { bottles: cartCount('fr_FR', 'bottles', 1) })).toBe('Plus que 1 bouteille pour la livraison offerte.');
    expect(cartCount('fr_FR', 'items', 0)).toBe('0 article');
  });
  it('agrees "bottle" with its number in English', () => {
    expect(cartText('en', 'freeShippingLeftBottles', { bottles: cartCount('en', 'bottles', 1) })).toBe('1 more bottle for free shipping.');
    expect(cartText('en', 'buttonCount', { items: cartCount('en', 'items', 3) })).toBe('Cart, 3 items');
  });
  it('writes no "(s)" anywhere', () => {
    for (const locale of ['fr_FR', 'en'] as const) {
      for (const n of [0, 1, 2]) {
        expect(cartText(locale, 'freeShippingLeft', { amount: '5 €', bottles: cartCount(locale, 'bottles', n) })).not.toContain('(s)');
        expect(cartText(locale, 'buttonCount', { items: cartCount(locale, 'items', n) })).not.toContain('(s)');
      }
    }
  });
});
