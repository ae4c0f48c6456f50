import { describe, expect, it } from 'vitest';
import { readCartId, writeCartId, type CartIdPlace } from './cart-id-storage.ts';

const ID = '0b7c2d1e-1111-4222-8333-944455556666';

function place(cookie = '', stored: Record<string, string> = {}): CartIdPlace & { items: Map<string, string> } {
  const items = new Map(Object.entries(stored));
  return {
    items,
    storage: { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) },
    document: { cookie },
  };
}

describe('the stored cart id', () => {
  it('is read from local storage first, else from the cookie a no-JS add set', () => {
    expect(readCartId(place(`cart-id=${ID}`, { 'cart-id': 'from-storage' }))).toBe('from-storage');
    expect(readCartId(place(`locale=fr; cart-id=${ID}`))).toBe(ID);
    expect(readCartId(place('cart-id=..%2Fx'))).toBeNull();
  });

  it('is written to both places, and null clears the cart keys of local storage and the cookie', () => {
    const here = place('', { 'city-cart': 'Nantes' });
    writeCartId(here, ID);
    expect([here.items.get('cart-id'), here.document.cookie]).toEqual([ID, `cart-id=${ID}; Path=/; SameSite=Lax; Max-Age=31536000`]);
    writeCartId(here, null);
    expect([[...here.items.keys()], here.document.cookie]).toEqual([[], 'cart-id=; Path=/; SameSite=Lax; Max-Age=0']);
  });
});
