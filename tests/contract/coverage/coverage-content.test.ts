import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentFixture } from '../content/content-fixtures.test-utils.ts';
import { expectFail, expectOk, openCoverage, SITES, type Coverage } from './coverage-kit.test-utils.ts';

// §7 album, blog, calendar, elements, forms, reviews, news, services, popups and "other" calls,
// on both sites of a fresh database (the content fixture: real site-configs plus content files).
let cov: Coverage;
let fixture: ReturnType<typeof createContentFixture>;
beforeAll(async () => {
  fixture = createContentFixture();
  cov = await openCoverage({ siteConfigs: fixture.root });
});
afterAll(async () => {
  await cov.close();
  fixture.cleanup();
});

const blog = { 87: { folder: 1, article: 1 }, 88: { folder: 10, article: 20 } } as const;
const travelFile = (values: Record<string, unknown>, files: File[]) => {
  const form = new FormData();
  form.set('answers', JSON.stringify(values));
  for (const file of files) form.append('documents', file);
  return form;
};
const answers = { name: 'Club de Luçon', email: 'club@example.fr', travelers: 'over-30', consent: true };

describe.each(SITES)('content calls on site %i', (site) => {
  const ip = (n: number) => ({ 'X-Forwarded-For': `198.51.100.${site - 80}${n}` });

  it('GET /album?page=1&nbItem=100 and GET /album/{id}; a bad id is a 400, an unknown one a 404', async () => {
    const list = expectOk(await cov.call(site, 'GET', '/album?page=1&nbItem=100'));
    expect(list.total).toBeGreaterThan(0);
    expect(expectOk(await cov.call(site, 'GET', '/album/1')).id).toBe(1);
    expectFail(await cov.call(site, 'GET', '/album/un'), 400);
    expectFail(await cov.call(site, 'GET', '/album/999'), 404);
  });

  it('GET /blog/folder/list[/{id}] answers blogs and total; an unknown folder is a 404', async () => {
    expect(expectOk(await cov.call(site, 'GET', '/blog/folder/list'))).toHaveProperty('total');
    const inFolder = expectOk(await cov.call(site, 'GET', `/blog/folder/list/${blog[site].folder}?page=1&nbItem=12`));
    expect(inFolder.blogs.length).toBeGreaterThan(0);
    expectFail(await cov.call(site, 'GET', '/blog/folder/list/999'), 404);
    expectFail(await cov.call(site, 'GET', `/blog/folder/list/${blog[site].folder}?page=0`), 400);
  });

  it('GET /blog/folder/[{id}] and GET /blog/folder/ariane/[{id}]; a bad id is a 400', async () => {
    expect(expectOk(await cov.call(site, 'GET', '/blog/folder')).folders.length).toBeGreaterThan(0);
    expect(expectOk(await cov.call(site, 'GET', `/blog/folder/${blog[site].folder}`)).folder.id).toBe(blog[site].folder);
    expect(expectOk(await cov.call(site, 'GET', `/blog/folder/ariane/${blog[site].folder}`))[0]).toMatchObject({ id: blog[site].folder });
    expectOk(await cov.call(site, 'GET', '/blog/folder/ariane'));
    expectFail(await cov.call(site, 'GET', '/blog/folder/-1'), 400);
    expectFail(await cov.call(site, 'GET', '/blog/folder/ariane/abc'), 400);
  });

  it('GET /blog/ariane/{id} and GET /blog/{id}; an unknown article is a 404', async () => {
    const trail = expectOk(await cov.call(site, 'GET', `/blog/ariane/${blog[site].article}`));
    expect(trail.at(-1)).toMatchObject({ id: blog[site].article });
    expect(expectOk(await cov.call(site, 'GET', `/blog/${blog[site].article}`)).id).toBe(blog[site].article);
    expectFail(await cov.call(site, 'GET', '/blog/ariane/999'), 404);
    expectFail(await cov.call(site, 'GET', '/blog/9999'), 404);
  });

  it('GET /calendar/{id}/date/allowed/{month}/{year}; month 13 is a 400', async () => {
    const dates = expectOk(await cov.call(site, 'GET', '/calendar/1/date/allowed/7/2030'));
    expect(dates.every((d: string) => d.startsWith('2030-07-'))).toBe(true);
    expect(dates.length).toBeGreaterThan(0);
    expectFail(await cov.call(site, 'GET', '/calendar/1/date/allowed/13/2030'), 400);
    expectFail(await cov.call(site, 'GET', '/calendar/99/date/allowed/7/2030'), 404);
  });

  it('GET /element/{route}?{query}, GET /element/{route}/{id}, POST /element/{route}/{id}/register', async () => {
    const list = expectOk(await cov.call(site, 'GET', '/element/sorties?page=1&nbItem=24'));
    expect(list.items.map((i: { id: number }) => i.id)).toEqual([101, 102]);
    expect(expectOk(await cov.call(site, 'GET', '/element/sorties/101')).id).toBe(101);
    expectFail(await cov.call(site, 'GET', '/element/sorties/abc'), 400);
    expectFail(await cov.call(site, 'GET', '/element/Bad_Route'), 400);
    const body = { name: 'Jeanne Roy', email: `jeanne-${site}@example.fr`, phone: '02 51 00 00 00', seats: 2 };
    expectOk(await cov.call(site, 'POST', '/element/sorties/101/register', { body, headers: ip(1) }), 201);
    expectFail(await cov.call(site, 'POST', '/element/sorties/101/register', { body: { ...body, email: 'pas-un-email' }, headers: ip(1) }), 400, /email/);
    expectFail(await cov.call(site, 'POST', '/element/sorties/102/register', { body, headers: ip(1) }), 400);
  });

  it('GET /forms/{id}, POST /forms/{id}/answer/validate and /submit, GET /forms/file/download/{id}', async () => {
    expect(expectOk(await cov.call(site, 'GET', '/forms/contact')).fields.length).toBeGreaterThan(0);
    expectFail(await cov.call(site, 'GET', '/forms/Pas_Valide'), 400);
    expect(expectOk(await cov.call(site, 'POST', '/forms/dossier-voyage/answer/validate', { body: { answers: { ...answers, documents: [{ name: 'a.pdf', size: 10, type: 'application/pdf' }] } } }))).toEqual({ errors: {} });
    const invalid = await cov.call(site, 'POST', '/forms/dossier-voyage/answer/validate', { body: { answers: { ...answers, email: 'non' } } });
    expectFail(invalid, 400);
    expect(invalid.json?.data.errors.email).toBe('Invalid e-mail address (example: firstname.lastname@example.com)');
    const pdf = new File(['%PDF-1.4 liste'], 'liste.pdf', { type: 'application/pdf' });
    const saved = expectOk(await cov.call(site, 'POST', '/forms/dossier-voyage/submit', { body: travelFile(answers, [pdf]), headers: ip(2) }), 201);
    expectFail(await cov.call(site, 'POST', '/forms/dossier-voyage/submit', { body: JSON.stringify(answers), headers: { ...ip(2), 'Content-Type': 'application/json' } }), 400, /multipart/);
    expectFail(await cov.call(site, 'GET', `/forms/file/download/${saved.files[0].id}`), 403);
    const download = await cov.call(site, 'GET', `/forms/file/download/${saved.files[0].id}`, { as: 'admin' });
    expect(download.status).toBe(200);
    expect(download.text).toBe('%PDF-1.4 liste');
    expectFail(await cov.call(site, 'GET', '/forms/file/download/not-an-id'), 400);
  });

  it('GET /google/reviews?from= answers stored reviews; an impossible date is a 400', async () => {
    const data = expectOk(await cov.call(site, 'GET', '/google/reviews?from=2024-01-01'));
    expect(data.total).toBeGreaterThan(0);
    expectFail(await cov.call(site, 'GET', '/google/reviews?from=2025-02-30'), 400);
  });

  it('GET /news?{query} answers news and total; nbItem=zero is a 400', async () => {
    const data = expectOk(await cov.call(site, 'GET', '/news?page=1&nbItem=10'));
    expect(data.news.length).toBe(data.total);
    expectFail(await cov.call(site, 'GET', '/news?nbItem=zero'), 400, /nbItem/);
  });

  it('GET /service?page=1&nbItem=100&tag=… and GET /service/{id}; an unknown service is a 404', async () => {
    const data = expectOk(await cov.call(site, 'GET', `/service?page=1&nbItem=100&tag=${site === 87 ? 'scolaires,pmr' : 'visites'}`));
    expect(data.services.length).toBeGreaterThan(0);
    expect(expectOk(await cov.call(site, 'GET', '/service/1')).id).toBe(1);
    expectFail(await cov.call(site, 'GET', '/service/4242'), 404);
    expectFail(await cov.call(site, 'GET', '/service?tag=A;B'), 400);
  });

  it('GET /popup/{id}; a hidden popup is a 404 and id 0 a 400', async () => {
    expect(expectOk(await cov.call(site, 'GET', '/popup/1')).title).toBe('Summer trips');
    expectFail(await cov.call(site, 'GET', '/popup/2'), 404);
    expectFail(await cov.call(site, 'GET', '/popup/0'), 400);
  });

  it('GET /cities/{search}/{idCountry} and GET /countries; a letter country is a 400', async () => {
    expect(expectOk(await cov.call(site, 'GET', '/cities/nantes/250'))[0]).toMatchObject({ name: 'Nantes', postalCode: '44000' });
    expectFail(await cov.call(site, 'GET', '/cities/paris/fr'), 400);
    expect(expectOk(await cov.call(site, 'GET', '/countries')).some((c: { alphaThree: string }) => c.alphaThree === 'FRA')).toBe(true);
    expectFail(await cov.call(site, 'GET', '/countries', { lang: 'it' }), 400);
  });

  it('POST /message stores a message; a missing message is a 400', async () => {
    const body = { name: 'Jeanne Roy', email: 'jeanne@example.fr', subject: 'Devis', message: 'Un car pour 50 personnes ?' };
    expectOk(await cov.call(site, 'POST', '/message', { body, headers: ip(3) }), 201);
    expectFail(await cov.call(site, 'POST', '/message', { body: { name: 'Jeanne', email: 'jeanne@example.fr' }, headers: ip(3) }), 400, /message/);
  });
});

describe('POST /newsletter/subscribe', () => {
  it('subscribes on domaine (newsletter on) and refuses on autocars (newsletter off) and a bad e-mail', async () => {
    expectOk(await cov.call(88, 'POST', '/newsletter/subscribe', { body: { email: 'lecteur@example.fr' }, headers: { 'X-Forwarded-For': '198.51.100.200' } }), 201);
    expectFail(await cov.call(88, 'POST', '/newsletter/subscribe', { body: { email: 'pas-un-email' }, headers: { 'X-Forwarded-For': '198.51.100.200' } }), 400, /email/);
    const off = await cov.call(87, 'POST', '/newsletter/subscribe', { body: { email: 'lecteur@example.fr' }, headers: { 'X-Forwarded-For': '198.51.100.201' } });
    expect(off.status).toBeGreaterThanOrEqual(400);
    expect(off.status).toBeLessThan(500);
    expect(off.json?.success).toBe(false);
  });
});
