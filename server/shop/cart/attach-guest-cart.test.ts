import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/contract/harness.test-utils.ts';
import { attachGuestCart } from './attach-guest-cart.ts';
import { createCart } from './cart-repository.ts';

let h: Harness;
let userId: number;
beforeAll(async () => {
  h = await createHarness();
  const at = new Date().toISOString();
  const row = await h.ctx.db
    .insertInto('users')
    .values({ idSite: 88, email: 'attach@example.fr', passwordHash: 'x', role: 'MEMBER', firstname: 'A', lastname: 'B', phone: '', birthdate: null, newsletter: 0, createdAt: at, updatedAt: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  userId = row.id;
});
afterAll(async () => {
  await h.close();
});

describe('attachGuestCart', () => {
  it('gives a guest cart to the member when the member has none', async () => {
    const guest = await createCart(h.ctx.db, { idSite: 88, userId: null, discountCode: null, now: new Date() });
    expect(await attachGuestCart(h.ctx, 88, guest.id, userId)).toBe(guest.id);
    const row = await h.ctx.db.selectFrom('carts').select('userId').where('id', '=', guest.id).executeTakeFirst();
    expect(row?.userId).toBe(userId);
  });

  it('ignores a malformed or unknown id and answers the member’s cart', async () => {
    const own = await attachGuestCart(h.ctx, 88, 'pas-un-panier', userId);
    expect(own).toMatch(/^[0-9a-f-]{36}$/);
    expect(await attachGuestCart(h.ctx, 87, '0b8e5f7a-3a44-4a9c-9a57-3c1d1c1f0000', userId)).toBeNull();
  });
});
