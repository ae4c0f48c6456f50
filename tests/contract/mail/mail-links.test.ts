import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../../server/app.ts';
import { createWebApp } from '../../../host/web-app.server.ts';
import { createHarness, type Harness } from '../harness.test-utils.ts';
import { addLine, AUTOCARS, DOMAINE, member, NOW, orderBody } from '../shop/shop-helpers.test-utils.ts';

/**
 * Issue 36, item 5: every address a mail links to or loads (href and src) answers 200 from the
 * real web app — the logo first (it was `/media/logos/logo.svg`, a 404). The mails are the ones
 * the API queues for both sites and both languages: password reset, contact, form answer, order
 * confirmation, status change, the shop's order notice.
 */
const ADMIN = { ADMIN_EMAIL: 'admin@vitrine.test', ADMIN_PASSWORD: 'admin-password-1' };
const HOSTS: Record<number, string> = { [AUTOCARS]: 'autocars.localhost:3000', [DOMAINE]: 'domaine.localhost:3000' };

let h: Harness;
let web: ReturnType<typeof createWebApp>;
let clock = NOW.getTime();
beforeAll(async () => {
  h = await createHarness({ now: () => new Date(clock), env: ADMIN, mail: false });
  web = createWebApp({
    api: { app: createApi(h.ctx) },
    onConfigChange: h.ctx.config.onChange,
    entry: () => import('../../../host/entry.server.tsx'),
    catalogueEntry: () => import('../../../host/catalogue/entry.catalogue.tsx'),
    defaultSite: 'autocars',
    log: () => {},
    mode: 'production',
    clientDir: mkdtempSync(join(tmpdir(), 'vitrine-mail-links-')),
  });
});
afterAll(() => h.close());

/** Queues every kind of mail the API sends, for both sites and both languages. */
async function queueEveryMail(): Promise<string> {
  for (const site of [AUTOCARS, DOMAINE]) {
    for (const lang of ['fr_FR', 'en'] as const) {
      clock += 3_600_000;
      await h.request('PUT', '/password/reset/ask', { site, lang, body: { email: 'admin@vitrine.test' } });
      await h.request('POST', '/message', { site, lang, body: { name: 'Léa', email: 'lea@example.fr', message: 'Bonjour' }, headers: { 'x-forwarded-for': `192.0.2.${site}` } });
    }
  }
  const form = new FormData();
  for (const [key, value] of Object.entries({ name: 'Paul', email: 'paul@example.fr', subject: 'coach-hire', message: 'Sortie scolaire' })) form.set(key, value);
  await h.request('POST', '/forms/contact/submit', { site: AUTOCARS, body: form, headers: { 'x-forwarded-for': '192.0.2.50' } });
  const admin = (await h.request('POST', '/login', { site: DOMAINE, body: { email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD } })).json!.data.token as string;
  for (const lang of ['fr_FR', 'en'] as const) {
    const token = await member(h, `links-${lang}@example.fr`);
    const cartId = (await addLine(h, 'new', 101, 6, { token })).json?.data.cartId as string;
    const delivery = lang === 'fr_FR' ? { delivery: { type: 'CLICK_AND_COLLECT', idAddress: 1 }, dateSchedule: '2026-12-01', idSchedule: 2 } : {};
    const id = (await h.request('POST', '/order', { site: DOMAINE, lang, token, body: orderBody(cartId, delivery) })).json!.data.id as number;
    await h.request('POST', `/payment/test-card-provider/${id}`, { site: DOMAINE, lang, token, body: { cardNumber: '4242 4242 4242 4242' } });
    await h.request('PUT', `/admin/order/${id}/status`, { site: DOMAINE, token: admin, body: { status: 'PREPARING' } });
  }
  return admin;
}

describe('the addresses in the mails', () => {
  it('all answer 200 from the web app, the logo a PNG', async () => {
    const admin = await queueEveryMail();
    const mails = await h.ctx.db.selectFrom('outbox').select(['idSite', 'kind', 'lang', 'html']).execute();
    expect(new Set(mails.map((mail) => mail.kind))).toEqual(new Set(['password-reset', 'contact', 'form-answer', 'order-confirmation', 'order-status', 'order-notice']));
    const failures: string[] = [];
    const checked = new Set<string>();
    for (const mail of mails) {
      const origin = new URL(h.ctx.config.site(mail.idSite)!.site.json.info.url).origin;
      for (const [, url] of (mail.html ?? '').matchAll(/(?:href|src)="([^"]+)"/g)) {
        const address = url!.replace(/&amp;/g, '&');
        if (!address.startsWith(origin) || checked.has(`${mail.idSite} ${address}`)) continue; // another site's page (a carrier's tracking) is not ours to answer
        checked.add(`${mail.idSite} ${address}`);
        const target = new URL(address);
        const answer = await web.request(`${target.pathname}${target.search}`, { headers: { host: HOSTS[mail.idSite]!, cookie: `token=${admin}`, accept: 'text/html,image/png' } });
        if (answer.status !== 200) failures.push(`${mail.kind} ${mail.lang}: ${address} → ${answer.status}`);
        if (/\/ik-seo\//.test(address) && answer.headers.get('content-type') !== 'image/png') failures.push(`${address} is ${answer.headers.get('content-type')}`);
      }
    }
    expect(failures).toEqual([]);
    expect([...checked].some((one) => /\/ik-seo\/media\/logos\/logo\/[\w-]+\.png/.test(one))).toBe(true);
  });
});
