import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openContentApi, type ContentApi } from './content-api.test-utils.ts';

let api: ContentApi;
beforeAll(async () => {
  api = await openContentApi();
});
afterAll(() => api.close());

describe('POST /message', () => {
  it('stores a contact message and queues a mail to the company address', async () => {
    const { status, body } = await api.post('/message', { name: 'Jeanne Roy', email: 'jeanne@example.fr', phone: '02 51 00 00 00', subject: 'Devis', message: 'Un car pour 50 personnes ?' }, { lang: 'en', ip: '203.0.113.20' });
    expect(status).toBe(201);
    expect(body.message).toBe('Thank you, your message has been sent. We will answer you shortly.');
    const row = await api.ctx.db.selectFrom('contactMessages').selectAll().where('id', '=', body.data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ idSite: 87, name: 'Jeanne Roy', subject: 'Devis', phone: '02 51 00 00 00' });
    const mail = await api.ctx.db.selectFrom('outbox').selectAll().where('subject', '=', 'Contact : Devis').executeTakeFirstOrThrow();
    expect(mail.toAddress).toBe('contact@autocars-bocage-vendee.fr');
  });

  it('words the mail to the company in the site’s language (French here), whatever the visitor’s language', async () => {
    for (const lang of ['fr_FR', 'en'] as const) {
      const subject = `Groupe ${lang}`;
      const sent = await api.post('/message', { name: 'Jeanne Roy', email: 'jeanne@example.fr', phone: '02 51 00 00 00', subject, message: 'Bonjour' }, { lang, ip: '203.0.113.22' });
      expect(sent.status).toBe(201);
      const mail = await api.ctx.db.selectFrom('outbox').selectAll().where('subject', '=', `Contact : ${subject}`).executeTakeFirstOrThrow();
      expect(mail.body).toContain('De : Jeanne Roy <jeanne@example.fr>\nTéléphone : 02 51 00 00 00\n\nBonjour');
      expect(mail.body).not.toMatch(/From:|Phone:/);
    }
  });

  it('refuses a missing message, a bad e-mail, unknown fields and a filled honeypot', async () => {
    const noMessage = await api.post('/message', { name: 'Jeanne', email: 'jeanne@example.fr' }, { ip: '203.0.113.21' });
    expect(noMessage.status).toBe(400);
    expect(noMessage.body.message).toBe('Champ « message » manquant dans le corps de la requête');
    expect((await api.post('/message', { name: 'J', email: 'x', message: 'Bonjour' }, { ip: '203.0.113.21' })).body.message).toContain('email');
    expect((await api.post('/message', { name: 'J', email: 'j@example.fr', message: 'Bonjour', extra: 1 }, { ip: '203.0.113.21' })).status).toBe(400);
    const trap = await api.post('/message', { name: 'J', email: 'j@example.fr', message: 'Bonjour', website: 'spam' }, { ip: '203.0.113.21' });
    expect(trap.body.message).toBe('Envoi invalide');
  });

  it('limits messages per address', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await api.post('/message', { name: 'Robot', email: 'r@example.fr', message: `Message ${i}` }, { ip: '203.0.113.99' })).status).toBe(201);
    }
    const limited = await api.post('/message', { name: 'Robot', email: 'r@example.fr', message: 'Encore' }, { ip: '203.0.113.99' });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Trop d’envois depuis votre adresse : 10 au plus toutes les 10 minutes. Réessayez dans 10 minutes.');
  });
});

describe('POST /newsletter/subscribe', () => {
  it('is refused when the NEWSLETTER parameter is off', async () => {
    const off = await api.post('/newsletter/subscribe', { email: 'a@example.fr' }, { ip: '203.0.113.30', lang: 'en' });
    expect(off.status).toBe(403);
    expect(off.body.message).toBe('The newsletter is not available on this site');
    const fr = await api.post('/newsletter/subscribe', { email: 'a@example.fr' }, { ip: '203.0.113.30' });
    expect(fr.body.message).toBe('La lettre d’information n’est pas proposée sur ce site');
  });

  it('subscribes once per e-mail and site (idempotent)', async () => {
    const first = await api.post('/newsletter/subscribe', { email: 'Amateur@Example.fr' }, { idSite: 88, ip: '203.0.113.31' });
    expect(first.status).toBe(201);
    expect(first.body.data).toEqual({ email: 'amateur@example.fr', subscribed: true, created: true });
    const again = await api.post('/newsletter/subscribe', { email: 'amateur@example.fr' }, { idSite: 88, lang: 'en', ip: '203.0.113.31' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ success: true, message: 'This address is already subscribed to the newsletter.' });
    const rows = await api.ctx.db.selectFrom('newsletterSignups').selectAll().execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses an invalid e-mail', async () => {
    expect((await api.post('/newsletter/subscribe', { email: 'pas-un-mail' }, { idSite: 88, ip: '203.0.113.32' })).status).toBe(400);
  });
});

describe('GET /site/visit/{from}', () => {
  it('stores the source and the date', async () => {
    const { status, body } = await api.get('/site/visit/facebook', { idSite: 88 });
    expect(status).toBe(201);
    expect(body.data.source).toBe('facebook');
    const rows = await api.ctx.db.selectFrom('visitLogs').selectAll().where('source', '=', 'facebook').execute();
    expect(rows).toMatchObject([{ idSite: 88, source: 'facebook' }]);
  });

  it('says so in the request language', async () => {
    expect((await api.get('/site/visit/newsletter-ete', { idSite: 88 })).body.message).toBe('Visite enregistrée');
    expect((await api.get('/site/visit/newsletter-ete', { idSite: 88, lang: 'en' })).body.message).toBe('Visit recorded');
  });

  it('refuses a source that is not a short token', async () => {
    expect((await api.get(`/site/visit/${'a'.repeat(65)}`)).status).toBe(400);
    expect((await api.get('/site/visit/%3Cscript%3E')).status).toBe(400);
  });
});

describe('GET /countries', () => {
  it('lists countries with ISO codes, names in the request language, sorted', async () => {
    const fr = await api.get('/countries');
    const france = fr.body.data.find((c: { alphaTwo: string }) => c.alphaTwo === 'FR');
    expect(france).toEqual({ id: 250, alphaTwo: 'FR', alphaThree: 'FRA', numCode: 250, name: 'France' });
    expect(fr.body.data.length).toBeGreaterThanOrEqual(60);
    const en = await api.get('/countries', { lang: 'en' });
    expect(en.body.data.find((c: { alphaTwo: string }) => c.alphaTwo === 'DE').name).toBe('Germany');
    const names = en.body.data.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en')));
  });

  it('refuses an unknown language', async () => {
    expect((await api.get('/countries', { lang: 'de' })).status).toBe(400);
  });
});

describe('GET /cities/{search}/{idCountry}', () => {
  it('finds French cities by name, without accents, or by postal code', async () => {
    const byName = await api.get('/cities/lucon/250');
    expect(byName.body.data).toEqual([{ id: expect.any(Number), name: 'Luçon', postalCode: '85400', department: '85' }]);
    const byCode = await api.get('/cities/85000/250');
    expect(byCode.body.data.map((c: { name: string }) => c.name)).toEqual(['La Roche-sur-Yon', 'Mouilleron-le-Captif']);
  });

  it('answers an empty list for a country without city data, and refuses bad input', async () => {
    const none = await api.get('/cities/geneve/756');
    expect(none.body).toMatchObject({ data: [], message: 'Pas de liste de villes pour ce pays' });
    expect((await api.get('/cities/geneve/756', { lang: 'en' })).body.message).toBe('No city list for this country');
    expect((await api.get('/cities/paris/9999')).status).toBe(404);
    expect((await api.get('/cities/paris/fr')).status).toBe(400);
    expect((await api.get('/cities/a/250')).status).toBe(400);
  });
});
