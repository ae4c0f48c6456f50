import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../harness.test-utils.ts';
import { siteConfigsWithoutShop } from '../site-configs-without-shop.test-utils.ts';
import { addEngravedLine, addLine, AUTOCARS, DOMAINE, member, newCart, NOW, orderBody } from './shop-helpers.test-utils.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ now: () => NOW });
});
afterAll(async () => {
  await h.close();
});

describe('carts', () => {
  it('creates a guest cart and reloads it', async () => {
    const id = await newCart(h);
    const reload = await h.request('POST', `/cart/${id}`, { site: DOMAINE, body: { type: 'MAIN_CART' } });
    expect(reload.status).toBe(200);
    expect(reload.json?.data).toMatchObject({ id, type: 'MAIN_CART', products: [], totalProduct: 0 });
    const bad = await h.request('POST', '/cart', { site: DOMAINE, body: { type: 'WISH_LIST' } });
    expect(bad.status).toBe(400);
    expect(bad.json?.message).toMatch(/type/);
    const unknown = await h.request('POST', '/cart/0b8e5f7a-3a44-4a9c-9a57-3c1d1c1f0000', { site: DOMAINE });
    expect(unknown.status).toBe(404);
  });

  it('adds to a new cart, merges the same declination and prices it', async () => {
    const first = await addLine(h, 'new', 101, 2, { lang: 'en' });
    expect(first.status).toBe(200);
    const cartId = first.json?.data.cartId as string;
    const again = await addLine(h, cartId, 101, 4);
    expect(again.json?.data.cart.products).toHaveLength(1);
    expect(again.json?.data.cart.products[0]).toMatchObject({ idDeclination: 101, quantity: 6, price: 9.8, type: 'WINE' });
    expect(again.json?.data.cart.totalProduct).toBe(58.8);
    const def = await h.request('GET', `/cart/${cartId}/default`, { site: DOMAINE });
    expect(def.json?.data).toMatchObject({ id: cartId, deliveryType: 'delivery', bottleCount: 6 });
  });

  it('answers the §5 quantity messages with their key : error pairs', async () => {
    const cartId = await newCart(h);
    const zero = await addLine(h, cartId, 101, 0, { lang: 'en' });
    expect(zero.status).toBe(400);
    expect(zero.json?.message).toBe('Quantity must be greater than 0');
    expect(zero.json?.data.errors).toEqual({ quantity: 'Quantity must be greater than 0' });
    const bottles = await addLine(h, cartId, 401, 4, { lang: 'en' });
    expect(bottles.json?.message).toBe('This product can only be added by multiple of 6 bottles');
    expect(bottles.json?.data.fallback).toBe(6);
    const box = await addLine(h, cartId, 102, 4, { lang: 'fr_FR' });
    expect(box.json?.message).toBe('Il ne reste que 3 articles en stock');
    const notNumber = await addLine(h, cartId, 101, 'beaucoup');
    expect(notNumber.status).toBe(400);
    expect(notNumber.json?.message).toMatch(/quantity/);
  });

  it('changes a quantity and removes a line', async () => {
    const added = await addLine(h, 'new', 501, 2);
    const cartId = added.json?.data.cartId as string;
    const line = added.json?.data.cart.products[0];
    const put = await h.request('PUT', `/cart/${cartId}/product/5/quantity`, { site: DOMAINE, body: { quantity: 5, idCartProduct: line.idCartProduct } });
    expect(put.json?.data.products[0].quantity).toBe(5);
    // The most the line may hold, so the cart's quantity list offers nothing the API refuses.
    expect(put.json?.data.products[0].maxQuantity).toBe(36);
    const tooMany = await h.request('PUT', `/cart/${cartId}/product/5/quantity`, { site: DOMAINE, lang: 'en', body: { quantity: 37, idCartProduct: line.idCartProduct } });
    expect(tooMany.json?.message).toBe('Only 36 items remaining in stock');
    const missing = await h.request('PUT', `/cart/${cartId}/product/5/quantity`, { site: DOMAINE, body: { quantity: 1 } });
    expect(missing.json?.message).toBe('Champ « idCartProduct » manquant dans le corps de la requête');
    const wrong = await h.request('DELETE', `/cart/${cartId}/product/5/999999`, { site: DOMAINE });
    expect(wrong.status).toBe(404);
    const removed = await h.request('DELETE', `/cart/${cartId}/product/5/${line.idCartProduct}`, { site: DOMAINE });
    expect(removed.json?.data.products).toEqual([]);
    const deleted = await h.request('DELETE', `/cart/${cartId}`, { site: DOMAINE });
    expect(deleted.status).toBe(200);
    expect((await h.request('POST', `/cart/${cartId}`, { site: DOMAINE })).status).toBe(404);
    expect((await h.request('DELETE', '/cart/not-a-uuid', { site: DOMAINE })).status).toBe(400);
  });

  it('stores customization answers with their file and adds their cost', async () => {
    const res = await addEngravedLine(h);
    expect(res.status).toBe(200);
    const line = res.json?.data.cart.products[0];
    // 29 € + 6 € (short text) + 12 € (oak) + 15 % of 29 € (file) = 51.35 €
    expect(line.price).toBe(51.35);
    expect(line.customizations[2].fileId).toMatch(/^[0-9a-f-]{36}$/);
    const missing = await addLine(h, 'new', 1301, 1, { lang: 'en', customizations: [{ idCustomization: 2, answer: 'bambou' }] });
    expect(missing.status).toBe(400);
    expect(missing.json?.message).toBe('Some customizations are not valid');
    expect(missing.json?.data.errors).toEqual({ 'customization.2': 'this choice does not exist', 'customization.1': 'an answer is required' });
  });

  it('gives the guest cart to the member at login when the cart id comes with the credentials', async () => {
    const guest = await addLine(h, 'new', 701, 2);
    const guestId = guest.json?.data.cartId as string;
    const email = 'login.cart@example.fr';
    await member(h, email);
    const login = await h.request('POST', '/login', { site: DOMAINE, body: { email, password: 'motdepasse-solide', cartId: guestId } });
    expect(login.status).toBe(200);
    const cartId = login.json?.data.cartId as string;
    const owner = await h.ctx.db.selectFrom('carts').select('userId').where('id', '=', cartId).executeTakeFirst();
    expect(owner?.userId).toBe(login.json?.data.user.id);
    const token = login.json?.data.token as string;
    const cart = await h.request('POST', `/cart/${cartId}`, { site: DOMAINE, token });
    expect(cart.json?.data.products).toMatchObject([{ idDeclination: 701, quantity: 2 }]);
  });

  it('gives the guest cart to the member who logs in', async () => {
    const guest = await addLine(h, 'new', 701, 3);
    const guestId = guest.json?.data.cartId as string;
    const token = await member(h, 'guest.cart@example.fr');
    const res = await h.request('POST', '/cart', { site: DOMAINE, token, body: { type: 'MAIN_CART', cartId: guestId } });
    expect(res.json?.data).toMatchObject({ id: guestId, products: [{ idDeclination: 701, quantity: 3 }] });
    const owner = await h.ctx.db.selectFrom('carts').select('userId').where('id', '=', guestId).executeTakeFirst();
    expect(owner?.userId).not.toBeNull();
    // The member's cart is no longer anyone's guest cart.
    expect((await h.request('POST', `/cart/${guestId}`, { site: DOMAINE })).status).toBe(404);
  });

  it('moves guest lines into the member’s existing cart on login', async () => {
    const token = await member(h, 'two.carts@example.fr');
    const own = await addLine(h, 'new', 501, 2, { token });
    const ownId = own.json?.data.cartId as string;
    const guestId = (await addLine(h, 'new', 601, 3)).json?.data.cartId as string;
    const res = await h.request('POST', `/cart/${guestId}`, { site: DOMAINE, token, body: {} });
    expect(res.json?.data.id).toBe(ownId);
    expect(res.json?.data.products.map((p: { idDeclination: number }) => p.idDeclination).sort()).toEqual([501, 601]);
    expect(await h.ctx.db.selectFrom('carts').select('id').where('id', '=', guestId).executeTakeFirst()).toBeUndefined();
  });

  it('answers a site without a shop clearly', async () => {
    const copy = siteConfigsWithoutShop();
    const none = await createHarness({ now: () => NOW, siteConfigs: copy.dir });
    try {
      const res = await none.request('POST', '/cart', { site: AUTOCARS, body: {} });
      expect(res.status).toBe(404);
      expect(res.json?.message).toBe('The site 87 (autocars) has no online shop');
    } finally {
      await none.close();
      copy.remove();
    }
  });
});

describe('a discount code stored on a cart (issue 37, item 9)', () => {
  it('refuses an unknown code in the request language and leaves the cart as it was', async () => {
    const cartId = (await addLine(h, 'new', 101, 6)).json?.data.cartId as string;
    const kept = await h.request('POST', `/cart/${cartId}`, { site: DOMAINE, lang: 'en', body: { discountCode: 'bienvenue10' } });
    expect(kept.json?.data.discountCode).toBe('BIENVENUE10');
    const en = await h.request('POST', `/cart/${cartId}`, { site: DOMAINE, lang: 'en', body: { discountCode: 'NOPE' } });
    expect(en.status).toBe(404);
    expect(en.json?.message).toBe('This discount code does not exist');
    const fr = await h.request('POST', `/cart/${cartId}`, { site: DOMAINE, lang: 'fr_FR', body: { discountCode: 'NOPE' } });
    expect(fr.status).toBe(404);
    expect(fr.json?.message).toBe("Ce code de réduction n'existe pas");
    const fresh = await h.request('POST', '/cart', { site: DOMAINE, lang: 'en', body: { discountCode: 'NOPE' } });
    expect(fresh.status).toBe(404);
    const reload = await h.request('POST', `/cart/${cartId}`, { site: DOMAINE, body: {} });
    expect(reload.json?.data).toMatchObject({ discountCode: 'BIENVENUE10', products: [{ idDeclination: 101, quantity: 6 }] });
  });

  it('clears a stored code on null or "", so the cart can be ordered again', async () => {
    const cartId = (await addLine(h, 'new', 101, 6)).json?.data.cartId as string;
    await h.request('POST', `/cart/${cartId}`, { site: DOMAINE, body: { discountCode: 'BIENVENUE10' } });
    const cleared = await h.request('POST', `/cart/${cartId}`, { site: DOMAINE, body: { discountCode: null } });
    expect(cleared.status).toBe(200);
    expect(cleared.json?.data.discountCode).toBeNull();
    await h.request('POST', `/cart/${cartId}`, { site: DOMAINE, body: { discountCode: 'LIVRAISON-OFFERTE' } });
    const blank = await h.request('POST', `/cart/${cartId}`, { site: DOMAINE, body: { discountCode: '  ' } });
    expect(blank.json?.data.discountCode).toBeNull();
    const untouched = await h.request('POST', `/cart/${cartId}`, { site: DOMAINE, body: {} });
    expect(untouched.json?.data.discountCode).toBeNull();
    const order = await h.request('POST', '/order', { site: DOMAINE, lang: 'en', body: orderBody(cartId) });
    expect(order.status).toBe(201);
    expect(order.json?.data).toMatchObject({ discount: 0 });
  });
});
