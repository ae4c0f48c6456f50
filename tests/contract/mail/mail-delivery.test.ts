import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../harness.test-utils.ts';
import { addLine, AUTOCARS, DOMAINE, member, NOW, orderBody } from '../shop/shop-helpers.test-utils.ts';
import { startMailWorker } from '../../../server/mail/mail-worker.ts';
import { smtpTransport } from '../../../server/mail/mail-transport.ts';
import { outboxMessageId } from '../../../server/mail/start-mail.ts';
import { createMemoryLogger } from '../../../server/logger.ts';
import { decodeMail, startSmtpSink, type ReceivedMail } from './smtp-sink.test-utils.ts';
import type { Locale } from '../../../rules/locale.ts';

const ADMIN = { ADMIN_EMAIL: 'admin@vitrine.test', ADMIN_PASSWORD: 'admin-password-1' };

/** Every mail type, each delivered over a real SMTP server running in this process. */
describe('mail delivery over SMTP', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let h: Harness;
  let clock = NOW.getTime();
  beforeAll(async () => {
    sink = await startSmtpSink();
    h = await createHarness({ now: () => new Date(clock), env: { ...ADMIN, SMTP_URL: `smtp://127.0.0.1:${sink.port}` }, mail: { pollMs: 3_600_000 } });
  });
  afterAll(async () => {
    await h.close();
    await sink.close();
  });

  const deliver = async (): Promise<ReceivedMail[]> => {
    const before = sink.mails.length;
    await h.ctx.mail!.drain();
    return sink.mails.slice(before);
  };

  it('sends the password reset in the visitor’s language, with the site’s name, logo and a clickable link', async () => {
    await h.request('PUT', '/password/reset/ask', { site: AUTOCARS, lang: 'en', body: { email: 'admin@vitrine.test' } });
    await h.request('PUT', '/password/reset/ask', { site: DOMAINE, lang: 'fr_FR', body: { email: 'admin@vitrine.test' } });
    const [en, fr] = await deliver();
    expect(en!.to).toEqual(['admin@vitrine.test']);
    expect(en!.subject).toBe('Reset your password — Autocars Bocage Vendée');
    expect(en!.html).toMatch(/<a href="https:\/\/[^"]+\/en\/password\/reset\/[\w-]+"/);
    expect(en!.html).toMatch(/<img src="https:\/\/[^"]+\/ik-seo\/media\/logos\/logo\/[\w-]+\.png\?tr=w-480"/);
    expect(en!.decoded).toContain('Content-Type: text/plain');
    expect(en!.from).toMatch(/^no-reply@/);
    expect(fr!.subject).toBe('Réinitialisation de votre mot de passe — Domaine des Trois Terroirs');
    expect(fr!.decoded).toContain('Choisir mon mot de passe');
    expect(fr!.decoded).toMatch(/https:\/\/[^"\s]+\/password\/reset\/[\w-]+/);
    expect(fr!.decoded).not.toContain('/en/password/reset/');
  });

  it('tells the company of a contact message and of a form answer, with the sender’s text escaped', async () => {
    const message = { name: 'Léa <b>Roux</b>', email: 'lea@example.fr', message: 'Un car pour 40 personnes <script>alert(1)</script>' };
    expect((await h.request('POST', '/message', { site: AUTOCARS, body: message, headers: { 'x-forwarded-for': '192.0.2.10' } })).status).toBe(201);
    const form = new FormData();
    for (const [key, value] of Object.entries({ name: 'Paul', email: 'paul@example.fr', subject: 'coach-hire', message: 'Sortie scolaire en mai' })) form.set(key, value);
    const submitted = await h.request('POST', '/forms/contact/submit', { site: AUTOCARS, body: form, headers: { 'x-forwarded-for': '192.0.2.11' } });
    expect({ status: submitted.status, message: submitted.json?.message }).toEqual({ status: 201, message: expect.any(String) });
    const [contact, answer] = await deliver();
    expect(contact!.to).toEqual(['contact@autocars-bocage-vendee.fr']);
    expect(contact!.html).toContain('Léa &lt;b&gt;Roux&lt;/b&gt;');
    expect(contact!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(contact!.html).not.toContain('<script>');
    expect(contact!.decoded).toContain('Un car pour 40 personnes <script>alert(1)</script>'); // the text part, as written
    expect(answer!.to).toEqual(['contact@autocars-bocage-vendee.fr']);
    expect(answer!.decoded).toContain('Sortie scolaire en mai');
  });

  it('sets Reply-To to the visitor on the contact, quote and job-application mails to the company', async () => {
    clock += 3_600_000;
    const message = { name: 'Léa Roux', email: 'lea.reply@example.fr', message: 'Un car pour 40 personnes' };
    expect((await h.request('POST', '/message', { site: AUTOCARS, body: message, headers: { 'x-forwarded-for': '192.0.2.20' } })).status).toBe(201);
    const quote = new FormData();
    for (const [key, value] of Object.entries({
      departureDate: '2026-12-10', returnDate: '2026-12-11', departure: 'Nantes', destination: 'Paris', passengers: '40', vehicleType: 'coach', audience: 'school',
      message: 'Sortie scolaire', name: 'Paul', email: 'paul.quote@example.fr', phone: '0612345678',
    })) quote.set(key, value);
    const quoted = await h.request('POST', '/forms/quote-request/submit', { site: AUTOCARS, body: quote, headers: { 'x-forwarded-for': '192.0.2.21' } });
    const job = new FormData();
    for (const [key, value] of Object.entries({ name: 'Zoé', email: 'zoe.job@example.fr', phone: '0612345678', position: 'driver', message: 'Conductrice depuis 10 ans' })) job.set(key, value);
    job.set('cv', new File([new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')], 'cv.pdf', { type: 'application/pdf' }));
    const applied = await h.request('POST', '/forms/unsolicited-application/submit', { site: AUTOCARS, body: job, headers: { 'x-forwarded-for': '192.0.2.22' } });
    const mails = await deliver();
    const replyTo = (to: string) => mails.filter((mail) => mail.to.includes(to)).map((mail) => /^Reply-To: (.+)$/im.exec(mail.raw)?.[1]?.trim());
    expect(replyTo('contact@autocars-bocage-vendee.fr')).toEqual(['lea.reply@example.fr']);
    expect({ status: quoted.status, message: quoted.json?.message, replyTo: replyTo('devis@autocars-bocage-vendee.fr') }).toEqual({ status: 201, message: expect.any(String), replyTo: ['paul.quote@example.fr'] });
    expect({ status: applied.status, message: applied.json?.message, replyTo: replyTo('recrutement@autocars-bocage-vendee.fr') }).toEqual({ status: 201, message: expect.any(String), replyTo: ['zoe.job@example.fr'] });
  });

  it('tells the shop once what to prepare for each paid order, and the customer where and when to collect, in French and in English', async () => {
    clock += 3_600_000;
    const collect = async (email: string, lang: Locale) => {
      const token = await member(h, email);
      const cartId = (await addLine(h, 'new', 101, 6, { token })).json?.data.cartId as string;
      const created = await h.request('POST', '/order', { site: DOMAINE, lang, token, body: orderBody(cartId, { delivery: { type: 'CLICK_AND_COLLECT', idAddress: 1 }, dateSchedule: '2026-12-01', idSchedule: 2 }) });
      expect(created.status).toBe(201);
      const id = created.json!.data.id as number;
      for (let n = 0; n < 2; n += 1) await h.request('POST', `/payment/test-card-provider/${id}`, { site: DOMAINE, lang, token, body: { cardNumber: '4242 4242 4242 4242' } });
      return { id, reference: created.json!.data.reference as string };
    };
    const fr = await collect('margot.collect@example.fr', 'fr_FR');
    const en = await collect('john.collect@example.fr', 'en');
    const admin = (await h.request('POST', '/login', { site: DOMAINE, body: { email: 'admin@vitrine.test', password: ADMIN.ADMIN_PASSWORD } })).json!.data.token as string;
    for (const order of [fr, en]) {
      for (const status of ['PREPARING', 'READY_FOR_PICKUP']) expect((await h.request('PUT', `/admin/order/${order.id}/status`, { site: DOMAINE, lang: 'fr_FR', token: admin, body: { status } })).status).toBe(200);
    }
    const mails = await deliver();
    const place = ['Chai du Domaine des Trois Terroirs', '12 route de la Sèvre, La Févrie, 44330 Vallet'];
    const toMargot = mails.filter((mail) => mail.to.includes('margot.collect@example.fr'));
    expect(toMargot.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Votre commande /), expect.stringMatching(/ : En préparation$/), expect.stringMatching(/ : Prête à être retirée$/)]);
    for (const mail of [toMargot[0]!, toMargot[2]!]) {
      for (const text of [...place, 'mardi 1er décembre, 14:00–18:30']) expect(mail.decoded).toContain(text);
    }
    const toJohn = mails.filter((mail) => mail.to.includes('john.collect@example.fr'));
    for (const mail of [toJohn[0]!, toJohn[2]!]) {
      for (const text of [...place, 'Tuesday, December 1, 14:00–18:30']) expect(mail.decoded).toContain(text);
    }
    const toShop = mails.filter((mail) => mail.to.includes('contact@domaine-trois-terroirs.fr'));
    expect(toShop.map((mail) => mail.subject)).toEqual([`Nouvelle commande ${fr.reference} à préparer`, `Nouvelle commande ${en.reference} à préparer`]);
    for (const text of ['6 ×', 'Retrait en boutique (click and collect)', 'mardi 1er décembre, 14:00–18:30', place[0]!, 'margot.collect@example.fr', `/admin/orders/${fr.id}`]) expect(toShop[0]!.decoded).toContain(text);
  });

  it('sends the order confirmation and every status change in the customer’s language, with the tracking link', async () => {
    const token = await member(h, 'claire@example.fr');
    const cartId = (await addLine(h, 'new', 101, 6, { token })).json?.data.cartId as string;
    const created = await h.request('POST', '/order', { site: DOMAINE, lang: 'en', token, body: orderBody(cartId) });
    expect(created.status).toBe(201);
    const id = created.json!.data.id as number;
    await h.request('POST', `/payment/test-card-provider/${id}`, { site: DOMAINE, lang: 'en', token, body: { cardNumber: '4242 4242 4242 4242' } });
    const admin = (await h.request('POST', '/login', { site: DOMAINE, body: { email: 'admin@vitrine.test', password: ADMIN.ADMIN_PASSWORD } })).json!.data.token as string;
    // The admin works in French; the customer's mails stay in English.
    for (const status of ['PREPARING', 'SHIPPED']) {
      const body = status === 'SHIPPED' ? { status, trackingNumber: '6A12345678901' } : { status };
      expect((await h.request('PUT', `/admin/order/${id}/status`, { site: DOMAINE, lang: 'fr_FR', token: admin, body })).status).toBe(200);
    }
    const mails = (await deliver()).filter((mail) => mail.to.includes('claire@example.fr'));
    // The confirmation goes once the order is paid (#24, #25), and stands for the "Paid" status mail.
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Your order 88-\d{8}-\w{6} — Domaine/),
      expect.stringMatching(/^Order 88-\d{8}-\w{6}: Being prepared$/),
      expect.stringMatching(/^Order 88-\d{8}-\w{6}: Shipped$/),
    ]);
    expect(mails[0]!.decoded).toContain('6 × ');
    expect(mails[0]!.decoded).toContain(`/en/account/orders/${id}`);
    expect(mails[2]!.decoded).toContain('6A12345678901');
    expect(mails[2]!.decoded).toContain('https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901');
  });

  it('sends nothing twice when two workers drain the same outbox at once', async () => {
    for (let n = 0; n < 6; n += 1) {
      clock += 3_600_000; // an hour apart: reset mails to one address are limited per hour
      await h.request('PUT', '/password/reset/ask', { site: AUTOCARS, lang: 'en', body: { email: 'admin@vitrine.test' } });
    }
    const before = sink.mails.length;
    const other = startMailWorker({
      db: h.ctx.db, transport: smtpTransport(`smtp://127.0.0.1:${sink.port}`), fromFor: () => 'other@vitrine.test',
      messageId: outboxMessageId, log: createMemoryLogger(), now: () => new Date(clock), pollMs: 3_600_000,
    });
    await Promise.all([h.ctx.mail!.drain(), other.drain(), h.ctx.mail!.drain(), other.drain()]);
    await other.stop();
    const ids = sink.mails.slice(before).map((mail) => /Message-ID: (\S+)/i.exec(mail.raw)?.[1]);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
    const pending = await h.ctx.db.selectFrom('outbox').select('id').where('sentAt', 'is', null).execute();
    expect(pending).toEqual([]);
  });
});

describe('an SMTP outage', () => {
  it('keeps every mail until the server is back, then sends each one once', async () => {
    const probe = await startSmtpSink();
    const port = probe.port;
    await probe.close();
    let clock = NOW.getTime();
    const h = await createHarness({ now: () => new Date(clock), env: { ...ADMIN, SMTP_URL: `smtp://127.0.0.1:${port}` }, mail: { pollMs: 3_600_000, retryBaseMs: 1000 } });
    let sink: Awaited<ReturnType<typeof startSmtpSink>> | null = null;
    try {
      await h.request('PUT', '/password/reset/ask', { site: AUTOCARS, lang: 'en', body: { email: 'admin@vitrine.test' } });
      await h.request('PUT', '/password/reset/ask', { site: DOMAINE, lang: 'en', body: { email: 'admin@vitrine.test' } });
      expect(await h.ctx.mail!.drain()).toEqual({ sent: 0, failed: 1 });
      const down = await h.ctx.db.selectFrom('outbox').select(['attempts', 'sentAt', 'lastError', 'nextAttemptAt']).orderBy('id').execute();
      expect(down[0]).toMatchObject({ attempts: 1, sentAt: null, nextAttemptAt: new Date(clock + 1000).toISOString() });
      expect(down[0]!.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(h.logLines.some((line) => line.includes('not sent (attempt 1)'))).toBe(true);

      clock += 1000;
      expect(await h.ctx.mail!.drain()).toEqual({ sent: 0, failed: 1 });
      const again = await h.ctx.db.selectFrom('outbox').select(['attempts', 'nextAttemptAt']).orderBy('id').executeTakeFirstOrThrow();
      expect(again).toEqual({ attempts: 2, nextAttemptAt: new Date(clock + 2000).toISOString() });

      sink = await startSmtpSink(port);
      expect(await h.ctx.mail!.drain()).toEqual({ sent: 1, failed: 0 }); // the first mail still waits for its backoff
      clock += 2000;
      expect(await h.ctx.mail!.drain()).toEqual({ sent: 1, failed: 0 });
      expect(await h.ctx.mail!.drain()).toEqual({ sent: 0, failed: 0 });
      expect(sink.mails).toHaveLength(2);
      expect(sink.mails.map((mail) => mail.subject).sort()).toEqual([
        'Reset your password — Autocars Bocage Vendée', 'Reset your password — Domaine des Trois Terroirs',
      ].sort());
      const rows = await h.ctx.db.selectFrom('outbox').select(['sentAt', 'lastError']).execute();
      expect(rows.every((row) => row.sentAt !== null && row.lastError === null)).toBe(true);
    } finally {
      await h.close();
      await sink?.close();
    }
  });
});

describe('without SMTP_URL', () => {
  it('writes each mail as an .eml file under $DATA_DIR/mail, once', async () => {
    const h = await createHarness({ env: ADMIN, mail: { pollMs: 3_600_000 } });
    try {
      await h.request('PUT', '/password/reset/ask', { site: AUTOCARS, lang: 'fr_FR', body: { email: 'admin@vitrine.test' } });
      expect(await h.ctx.mail!.drain()).toEqual({ sent: 1, failed: 0 });
      expect(await h.ctx.mail!.drain()).toEqual({ sent: 0, failed: 0 });
      const folder = join(h.dataDir, 'mail');
      // The .eml file, and beside it the summary the /_mail list reads (subject, recipient, date).
      expect(readdirSync(folder).sort()).toEqual(['000000000001.eml', '000000000001.json']);
      const eml = decodeMail(readFileSync(join(folder, '000000000001.eml'), 'utf8'));
      expect(eml).toContain('To: admin@vitrine.test');
      expect(eml).toMatch(/\/password\/reset\/[\w-]+/);
    } finally {
      await h.close();
    }
  });
});
