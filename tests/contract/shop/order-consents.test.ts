import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../harness.test-utils.ts';
import { addLine, address, DOMAINE, member, NOW, orderBody } from './shop-helpers.test-utils.ts';
import { readFileSync } from 'node:fs';

// French law for an online wine shop (issue 36, item 6): the terms of sale accepted with every
// order (time and version recorded), the legal age certified before the first alcohol purchase
// (a member is asked once); and click-and-collect below the shipment minimum (item 2).
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ now: () => NOW });
});
afterAll(async () => {
  await h.close();
});

const post = (body: unknown, lang: string, token?: string) => h.request('POST', '/order', { site: DOMAINE, lang, body, ...(token ? { token } : {}) });
const cartWith = async (declination: number, quantity: number, token?: string) =>
  (await addLine(h, 'new', declination, quantity, token ? { token } : {})).json?.data.cartId as string;
const collect = { delivery: { type: 'CLICK_AND_COLLECT', idAddress: 1 }, dateSchedule: '2026-11-24', idSchedule: 1, address: { billing: address } };
const rowOf = (cartId: string) => h.ctx.db.selectFrom('orders').select(['id', 'termsAcceptedAt', 'termsVersion', 'legalAgeConfirmedAt']).where('cartId', '=', cartId).executeTakeFirst();

describe('terms of sale and legal age (issue 36, item 6)', () => {
  it('refuses an order without the terms of sale accepted, in the request’s language, and keeps the cart as it was', async () => {
    const cartId = await cartWith(101, 6);
    const fr = await post(orderBody(cartId, { acceptTerms: undefined }), 'fr_FR');
    expect(fr.status).toBe(400);
    expect(fr.json?.message).toBe('Veuillez accepter les conditions générales de vente pour passer commande');
    expect(fr.json?.data.errors).toEqual({ acceptTerms: 'Veuillez accepter les conditions générales de vente pour passer commande' });
    const en = await post(orderBody(cartId, { acceptTerms: false }), 'en');
    expect(en.json?.message).toBe('Please accept the terms of sale to place your order');
    expect(await rowOf(cartId)).toBeUndefined();
    const cart = await h.ctx.db.selectFrom('carts').select('status').where('id', '=', cartId).executeTakeFirstOrThrow();
    expect(cart.status).not.toBe('ORDERED');
    expect((await post(orderBody(cartId), 'fr_FR')).status).toBe(201);
  });

  it('records when the terms were accepted and which text (sha256 of the terms shown in the order’s language)', async () => {
    const cartId = await cartWith(101, 6);
    expect((await post(orderBody(cartId), 'fr_FR')).status).toBe(201);
    const row = await rowOf(cartId);
    const parameters = JSON.parse(readFileSync('site-configs/domaine/parameters.json', 'utf8')) as { parameters: { type: string; value: unknown }[] };
    const terms = parameters.parameters.find((one) => one.type === 'SALE_TERMS')!.value as { fr: string };
    expect(row).toMatchObject({ termsAcceptedAt: NOW.toISOString(), termsVersion: createHash('sha256').update(terms.fr).digest('hex'), legalAgeConfirmedAt: NOW.toISOString() });
    const consents = await h.request('GET', '/order/consents', { site: DOMAINE, lang: 'fr_FR' });
    expect(consents.json?.data).toEqual({ saleTermsVersion: row!.termsVersion, legalAgeConfirmed: false });
  });

  it('refuses wine without the legal age certified, in both languages; goods without alcohol need no certificate', async () => {
    const wine = await cartWith(101, 6);
    const fr = await post(orderBody(wine, { legalAge: undefined }), 'fr_FR');
    expect(fr.status).toBe(400);
    expect(fr.json?.data.errors).toEqual({ legalAge: 'Veuillez certifier avoir 18 ans révolus pour acheter de l’alcool' });
    const en = await post(orderBody(wine, { legalAge: false, acceptTerms: false }), 'en');
    expect(en.json?.message).toBe('Please accept the terms of sale and confirm you are of legal drinking age (18+)');
    expect(en.json?.data.errors).toEqual({ acceptTerms: 'Please accept the terms of sale to place your order', legalAge: 'Please confirm you are of legal drinking age (18+) to buy alcohol' });
    expect(await rowOf(wine)).toBeUndefined();
    const decanter = await cartWith(1201, 1);
    expect((await post(orderBody(decanter, { ...collect, legalAge: undefined }), 'en')).status).toBe(201);
    expect(await rowOf(decanter)).toMatchObject({ legalAgeConfirmedAt: null });
  });

  it('asks a member for their age once: the first alcohol order records it, the next ones need not', async () => {
    const token = await member(h, 'age@example.fr');
    expect((await h.request('GET', '/order/consents', { site: DOMAINE, token })).json?.data.legalAgeConfirmed).toBe(false);
    const first = await cartWith(101, 6, token);
    expect((await post(orderBody(first, { legalAge: undefined }), 'en', token)).status).toBe(400);
    expect((await post(orderBody(first), 'en', token)).status).toBe(201);
    expect((await rowOf(first))?.legalAgeConfirmedAt).toBe(NOW.toISOString());
    expect((await h.request('GET', '/order/consents', { site: DOMAINE, token })).json?.data.legalAgeConfirmed).toBe(true);
    const second = await cartWith(201, 6, token);
    expect((await post(orderBody(second, { legalAge: undefined }), 'en', token)).status).toBe(201);
    expect((await rowOf(second))?.legalAgeConfirmedAt).toBeNull();
    // A guest is asked every time.
    const guest = await cartWith(101, 6);
    expect((await post(orderBody(guest, { legalAge: undefined }), 'en')).status).toBe(400);
  });
});

describe('click-and-collect below the shipment minimum (issue 36, item 2)', () => {
  it('takes one bottle to collect, and refuses to ship it with the minimum in the request’s language', async () => {
    const cartId = await cartWith(101, 1);
    // The cart says the site offers click-and-collect: its page lets one bottle go to the checkout.
    expect((await h.request('GET', `/cart/${cartId}/default`, { site: DOMAINE })).json?.data).toMatchObject({ bottleCount: 1, canCollect: true });
    const fr = await post(orderBody(cartId), 'fr_FR');
    expect(fr.status).toBe(400);
    expect(fr.json?.message).toBe('Un envoi doit contenir au moins 3 bouteilles (une demi-bouteille compte pour moitié)');
    expect((await post(orderBody(cartId), 'en')).json?.message).toBe('A shipment must hold at least 3 bottles (a half-bottle counts as half a bottle)');
    const collected = await post(orderBody(cartId, collect), 'fr_FR');
    expect(collected.status).toBe(201);
    expect(collected.json?.data).toMatchObject({ deliveryType: 'CLICK_AND_COLLECT', products: [{ idDeclination: 101, quantity: 1 }] });
  });
});
