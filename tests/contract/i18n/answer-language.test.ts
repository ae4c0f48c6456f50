import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../harness.test-utils.ts';
import { addLine, DOMAINE, member, NOW, newCart } from '../shop/shop-helpers.test-utils.ts';

/**
 * #24 "server messages in English under fr": the API answers in the language of the request's
 * `userLang` header (what the runtime sends from the page's locale; absent means French). A few
 * refusals from different corners of the API (cart, session, forms, orders, catalogue), asked in each way of saying French and in English.
 */
const FRENCH = [{ lang: 'fr_FR' }, { lang: 'fr' }, { lang: 'fr-FR' }, {}] as const;
const ENGLISH = { lang: 'en' } as const;

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await createHarness({ now: () => NOW });
  token = await member(h, 'langue@example.fr');
});
afterAll(() => h.close());

/** The answers of the walk, asked with the given `userLang` (or none). */
async function walk(asked: { lang?: string }) {
  const cartId = await newCart(h);
  const quantity = await addLine(h, cartId, 101, 0, asked);
  const login = await h.request('POST', '/login', { site: DOMAINE, ...asked, body: { email: 'langue@example.fr', password: 'pas-le-bon-mot-de-passe' } });
  const form = await h.request('POST', '/forms/contact/answer/validate', { site: DOMAINE, ...asked, body: { answers: { email: 'nope' } } });
  const order = await h.request('GET', '/order/999999', { site: DOMAINE, token, ...asked });
  const anonymous = await h.request('GET', '/order', { site: DOMAINE, ...asked });
  const cart = await h.request('DELETE', '/cart/00000000-0000-4000-8000-000000000000', { site: DOMAINE, ...asked });
  const product = await addLine(h, cartId, 999999, 1, asked);
  return { quantity, login, form, order, anonymous, cart, product };
}

describe('the language of the API answers (#24)', () => {
  it.each(FRENCH)('answers a French request in French (userLang %j)', async (asked) => {
    const { quantity, login, form, order, anonymous, cart, product } = await walk(asked);
    expect([quantity.status, quantity.json?.message]).toEqual([400, 'La quantité doit être supérieure à 0']);
    expect(quantity.json?.data.errors).toEqual({ quantity: 'La quantité doit être supérieure à 0' });
    expect([login.status, login.json?.message]).toEqual([401, 'E-mail ou mot de passe incorrect']);
    expect(form.status).toBe(400);
    expect(form.json?.message).toMatch(/^Le formulaire contient des erreurs : /);
    expect(form.json?.data.errors).toMatchObject({ name: 'Ce champ est obligatoire', email: 'Adresse e-mail invalide (exemple : prenom.nom@exemple.fr)' });
    expect([order.status, order.json?.message]).toEqual([404, 'La commande 999999 n’existe pas']);
    expect([anonymous.status, anonymous.json?.message]).toEqual([401, 'Vous devez être connecté']);
    expect([cart.status, cart.json?.message]).toEqual([404, 'Ce panier n’existe pas']);
    expect([product.status, product.json?.message]).toEqual([404, 'La déclinaison de produit 999999 n’existe pas']);
  });

  it('answers an English request in English', async () => {
    const { quantity, login, form, order, anonymous, cart, product } = await walk(ENGLISH);
    expect([quantity.status, quantity.json?.message]).toEqual([400, 'Quantity must be greater than 0']);
    expect([login.status, login.json?.message]).toEqual([401, 'Incorrect e-mail or password']);
    expect(form.json?.message).toMatch(/^The form has errors: /);
    expect(form.json?.data.errors).toMatchObject({ name: 'This field is required', email: 'Invalid e-mail address (example: firstname.lastname@example.com)' });
    expect([order.status, order.json?.message]).toEqual([404, 'Order 999999 does not exist']);
    expect([anonymous.status, anonymous.json?.message]).toEqual([401, 'You must be logged in']);
    expect([cart.status, cart.json?.message]).toEqual([404, 'This cart does not exist']);
    expect([product.status, product.json?.message]).toEqual([404, 'Product declination 999999 does not exist']);
  });
});
