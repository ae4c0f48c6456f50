import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../harness.test-utils.ts';
import { addLine, DOMAINE, member, NOW, orderBody } from './shop-helpers.test-utils.ts';
import { orderContracts } from '../../../schemas/api/shop/order-contracts.ts';
import { validateServed } from '../../../schemas/validation/validate-served.ts';

// A guest's "See my order" link is signed and expires; it opens the order read-only without an account.
let h: Harness;
let now = NOW;
let adminToken: string;
beforeAll(async () => {
  h = await createHarness({ now: () => now, env: { ADMIN_EMAIL: 'admin@vitrine.test', ADMIN_PASSWORD: 'admin-password-1' } });
  adminToken = (await h.request('POST', '/login', { site: DOMAINE, body: { email: 'admin@vitrine.test', password: 'admin-password-1' } })).json!.data.token as string;
});
afterAll(async () => {
  await h.close();
});

/** Places and pays an order, moves it to PREPARING, and returns its id and the links of the mails sent to `email`. */
async function orderWithMails(email: string, token?: string) {
  const cartId = (await addLine(h, 'new', 101, 6, token ? { token } : {})).json!.data.cartId as string;
  const created = await h.request('POST', '/order', { site: DOMAINE, lang: 'en', body: orderBody(cartId, { user: { phone: '06 12 34 56 78', email } }), ...(token ? { token } : {}) });
  const id = created.json!.data.id as number;
  await h.request('POST', `/payment/test-card-provider/${id}`, { site: DOMAINE, lang: 'en', body: { cardNumber: '4242 4242 4242 4242', cart: cartId }, ...(token ? { token } : {}) });
  await h.request('PUT', `/admin/order/${id}/status`, { site: DOMAINE, lang: 'en', token: adminToken, body: { status: 'PREPARING' } });
  const mails = await h.ctx.db.selectFrom('outbox').select('body').where('toAddress', '=', email).orderBy('id').execute();
  const links = mails.flatMap((mail) => [...mail.body.matchAll(/https?:\/\/\S*\/account\/orders\/\d+\S*/g)].map((match) => new URL(match[0])));
  return { id, links };
}

describe('a guest’s order link', () => {
  it('is signed with an expiry in every mail, and opens the order without an account or cart id', async () => {
    const { id, links } = await orderWithMails('guest.link@example.fr');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.pathname).toBe(`/en/account/orders/${id}`);
      expect(link.searchParams.get('expires')).toMatch(/^\d+$/);
      expect(link.searchParams.get('signature')).toMatch(/^[\w-]{43}$/);
    }
    const query = links[0]!.search;
    const opened = await h.request('GET', `/order/${id}${query}`, { site: DOMAINE, lang: 'en' });
    expect(opened.status).toBe(200);
    expect(opened.json!.data).toMatchObject({ id, status: { code: 'PREPARING' }, cartId: null });
    // The answer without its cart id is still the contract's order (the account page reads it with api.call).
    expect(validateServed(orderContracts.read.answer, opened.json!.data)).toEqual({ ok: true, value: opened.json!.data });
    expect((await h.request('GET', `/order/${id}`, { site: DOMAINE, lang: 'en' })).status).toBe(404);
  });

  it('opens nothing else: another order, a changed expiry, a forged signature', async () => {
    const { id, links } = await orderWithMails('guest.other@example.fr');
    const { id: otherId } = await orderWithMails('guest.third@example.fr');
    const query = links[0]!.searchParams;
    expect((await h.request('GET', `/order/${otherId}?${query}`, { site: DOMAINE, lang: 'en' })).status).toBe(404);
    const later = new URLSearchParams(query);
    later.set('expires', String(Number(query.get('expires')) + 86400));
    expect((await h.request('GET', `/order/${id}?${later}`, { site: DOMAINE, lang: 'en' })).status).toBe(404);
    const forged = new URLSearchParams(query);
    forged.set('signature', 'A'.repeat(43));
    expect((await h.request('GET', `/order/${id}?${forged}`, { site: DOMAINE, lang: 'en' })).status).toBe(404);
  });

  it('says in both languages when the link has expired', async () => {
    const { id, links } = await orderWithMails('guest.late@example.fr');
    now = new Date(NOW.getTime() + 91 * 24 * 3600 * 1000);
    try {
      const en = await h.request('GET', `/order/${id}${links[0]!.search}`, { site: DOMAINE, lang: 'en' });
      expect(en.status).toBe(403);
      expect(en.json!.message).toBe('This order link has expired: ask us for a new one, or sign in if you have an account');
      const fr = await h.request('GET', `/order/${id}${links[0]!.search}`, { site: DOMAINE, lang: 'fr_FR' });
      expect(fr.json!.message).toBe('Ce lien vers votre commande a expiré : demandez-nous-en un nouveau, ou connectez-vous si vous avez un compte');
    } finally {
      now = NOW;
    }
  });

  it('is the plain account page for a member', async () => {
    const token = await member(h, 'member.link@example.fr');
    const { id, links } = await orderWithMails('member.link@example.fr', token);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.href).toMatch(new RegExp(`/account/orders/${id}$`));
  });
});
