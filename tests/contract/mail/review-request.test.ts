import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../harness.test-utils.ts';
import { addLine, DOMAINE, member, NOW, orderBody } from '../shop/shop-helpers.test-utils.ts';
import type { Locale } from '../../../rules/locale.ts';

// REVIEW_REQUEST_DELAY_DAYS (issue 37 row 4): domaine asks for a review 10 days after delivery, once
// per order, by the outbox (held until then), with a link that stops them. SQLite and, with
// TEST_DATABASE_URL, PostgreSQL.
const ADMIN = { ADMIN_EMAIL: 'admin@vitrine.test', ADMIN_PASSWORD: 'admin-password-1' };
const DAY = 86_400_000;
let h: Harness;
let clock = NOW.getTime();

beforeAll(async () => {
  h = await createHarness({ now: () => new Date(clock), env: ADMIN, mail: { pollMs: 3_600_000 } });
}, 60_000);
afterAll(async () => {
  await h?.close();
});

const reviewMails = () => h.ctx.db.selectFrom('outbox').select(['id', 'toAddress', 'subject', 'body', 'lang', 'nextAttemptAt', 'sentAt', 'orderId']).where('kind', '=', 'review-request').orderBy('id').execute();

/** A member's order in `lang`, paid by test card and moved to DELIVERED by the admin. */
async function deliveredOrder(token: string, lang: Locale): Promise<{ id: number; reference: string }> {
  // signed in now: the clock moves by days between tests
  const adminToken = (await h.request('POST', '/login', { site: DOMAINE, body: { email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD } })).json?.data.token as string;
  const cartId = (await addLine(h, 'new', 101, 6, { token })).json?.data.cartId as string;
  const order = (await h.request('POST', '/order', { site: DOMAINE, lang, token, body: orderBody(cartId) })).json?.data;
  expect((await h.request('POST', `/payment/test-card-provider/${order.id}`, { site: DOMAINE, lang, token, body: { cardNumber: '4242 4242 4242 4242' } })).status).toBe(200);
  for (const status of ['PREPARING', 'SHIPPED', 'DELIVERED']) {
    expect((await h.request('PUT', `/admin/order/${order.id}/status`, { site: DOMAINE, lang: 'en', token: adminToken, body: { status } })).status).toBe(200);
  }
  return { id: order.id as number, reference: order.reference as string };
}

const unsubscribeLinkOf = (body: string) => /https?:\/\/[^\s]+\/api(\/review-request\/unsubscribe\?[^\s]+)/.exec(body)?.[1] ?? '';

describe('review requests (REVIEW_REQUEST_DELAY_DAYS)', () => {
  it('queues one request per delivered order, sent 10 days after delivery and not before, in the order’s language', async () => {
    const token = await member(h, 'avis@example.fr');
    const delivered = new Date(clock).toISOString();
    const order = await deliveredOrder(token, 'fr_FR');
    const queued = (await reviewMails()).filter((mail) => mail.orderId === order.id);
    expect(queued).toEqual([expect.objectContaining({ toAddress: 'avis@example.fr', lang: 'fr_FR', sentAt: null, nextAttemptAt: new Date(Date.parse(delivered) + 10 * DAY).toISOString() })]);
    expect(queued[0]!.subject).toBe(`Votre avis sur votre commande ${order.reference} — Domaine des Trois Terroirs`);
    expect(queued[0]!.body).toContain('https://g.page/r/domaine-des-trois-terroirs-vallet/review');
    expect(queued[0]!.body).toContain('Ne plus recevoir de demande d’avis');
    // a second move to DELIVERED is refused, and queues nothing
    const adminToken = (await h.request('POST', '/login', { site: DOMAINE, body: { email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD } })).json?.data.token as string;
    expect((await h.request('PUT', `/admin/order/${order.id}/status`, { site: DOMAINE, lang: 'en', token: adminToken, body: { status: 'DELIVERED' } })).status).toBe(409);
    await h.ctx.mail!.drain();
    expect((await reviewMails()).filter((mail) => mail.orderId === order.id).map((mail) => mail.sentAt)).toEqual([null]);
    clock += 10 * DAY + 60_000;
    await h.ctx.mail!.drain();
    expect((await reviewMails()).filter((mail) => mail.orderId === order.id).map((mail) => mail.sentAt !== null)).toEqual([true]);
  });

  it('stops them through the mail’s link: a page that asks, a button that records it and drops the waiting request', async () => {
    const token = await member(h, 'No.More@Example.fr');
    const first = await deliveredOrder(token, 'en');
    const mail = (await reviewMails()).find((one) => one.orderId === first.id)!;
    expect(mail.subject).toBe(`Your review of order ${first.reference} — Domaine des Trois Terroirs`);
    const link = unsubscribeLinkOf(mail.body);
    expect(link).toContain('signature=');
    const page = await h.request('GET', link);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.text).toContain('You will receive no more review requests from Domaine des Trois Terroirs at no.more@example.fr');
    expect(page.text).toContain('<form method="post"><button type="submit">Confirm</button>');
    // opening the page changes nothing
    expect((await reviewMails()).some((one) => one.orderId === first.id)).toBe(true);
    const done = await h.request('POST', link);
    expect(done.status).toBe(200);
    expect(done.text).toContain('Done: Domaine des Trois Terroirs will ask no.more@example.fr for no more reviews.');
    expect((await reviewMails()).some((one) => one.orderId === first.id)).toBe(false);
    expect((await h.request('POST', link)).status).toBe(200);
    const second = await deliveredOrder(token, 'en');
    expect((await reviewMails()).some((one) => one.orderId === second.id)).toBe(false);
  });

  it('refuses a link whose signature is not the site’s, in the link’s language, and records nothing', async () => {
    const forged = '/review-request/unsubscribe?site=88&email=someone%40example.fr&lang=fr_FR&signature=' + 'A'.repeat(43);
    const answer = await h.request('POST', forged);
    expect(answer.status).toBe(403);
    expect(answer.text).toContain('Ce lien n’est pas valide');
    expect(await h.ctx.db.selectFrom('reviewOptOuts').select('email').where('email', '=', 'someone@example.fr').execute()).toEqual([]);
  });
});
