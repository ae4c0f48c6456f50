import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../../runtime/engine/api/create-api-client.ts';
import { formSubmission } from '../../../runtime/engine/api/endpoints/forms.ts';
import type { Locale } from '../../../rules/locale.ts';
import { blogContracts, calendarContracts, contactContracts, contentContracts, elementContracts, formContracts, geoContracts, listContracts } from '../../../schemas/api/content/content-contracts.ts';
import type { RouteContract } from '../../../schemas/api/route-contract.ts';
import { openContentApi, type ContentApi } from './content-api.test-utils.ts';

/*
 * Every content route through `api.call(contract, input)`, as the blocks and SSR loaders call it,
 * on the real API and database: in tests the answer is checked against the contract's schema on
 * the one Ajv (runtime/engine/api/call-contract.ts), so an answer that drifted from its contract
 * fails here with the route and the JSON pointer.
 */

let api: ContentApi;
beforeAll(async () => {
  api = await openContentApi(() => new Date(2030, 6, 10, 12, 0, 0));
});
afterAll(() => api.close());

const called = new Set<RouteContract>();
function client(locale: Locale, idSite = 87, ip = '203.0.113.77'): ApiClient & { track: ApiClient['call'] } {
  const base = createApiClient({
    baseUrl: 'http://api.internal',
    idSite,
    locale,
    fetch: ((url: string, init: RequestInit) => api.app.request(url, { ...init, headers: { ...(init.headers as Record<string, string>), 'X-Forwarded-For': ip } })) as typeof fetch,
    credentials: 'omit',
  });
  return Object.assign(base, {
    track: ((contract, input) => {
      called.add(contract);
      return base.call(contract, input);
    }) as ApiClient['call'],
  });
}

async function answered<T>(result: Promise<{ success: boolean; data: T | null; message: string }>): Promise<T> {
  const { success, data, message } = await result;
  expect(success, message).toBe(true);
  return data as T;
}

describe('the content contracts, called as the runtime calls them', () => {
  for (const locale of ['fr_FR', 'en'] as const) {
    it(`answers every read within its contract (${locale})`, async () => {
      const c = client(locale);
      expect((await answered(c.track(blogContracts.topList, { query: 'page=1&nbItem=12' }))).total).toBeGreaterThan(0);
      expect((await answered(c.track(blogContracts.folderList, { params: { id: 1 } }))).blogs.length).toBeGreaterThan(0);
      expect(await answered(c.track(blogContracts.topCrumbs, {}))).toEqual([]);
      expect((await answered(c.track(blogContracts.folderCrumbs, { params: { id: 2 } }))).length).toBeGreaterThan(0);
      expect((await answered(c.track(blogContracts.topContent, {}))).folder).toBeNull();
      expect((await answered(c.track(blogContracts.folderContent, { params: { id: 1 } }))).folder?.id).toBe(1);
      expect((await answered(c.track(blogContracts.articleCrumbs, { params: { id: 3 } }))).at(-1)?.id).toBe(3);
      expect((await answered(c.track(blogContracts.article, { params: { idOrSlug: '4' } }))).id).toBe(4);

      expect((await answered(c.track(listContracts.albums, { query: { page: 1, nbItem: 100 } }))).total).toBe(2);
      expect((await answered(c.track(listContracts.album, { params: { id: 2 } }))).id).toBe(2);
      expect((await answered(c.track(listContracts.news, { query: 'promoted=true&page=1&nbItem=1' }))).news).toHaveLength(1);
      expect((await answered(c.track(listContracts.newsItem, { params: { idOrSlug: '2' } }))).id).toBe(2);
      expect((await answered(c.track(listContracts.services, { query: 'page=1&nbItem=100&tag=scolaires,pmr' }))).total).toBe(2);
      expect((await answered(c.track(listContracts.service, { params: { id: 3 } }))).id).toBe(3);
      expect(Array.isArray(await answered(c.track(listContracts.popups, {})))).toBe(true);
      expect((await answered(c.track(listContracts.popup, { params: { id: 1 } }))).id).toBe(1);

      expect((await answered(c.track(elementContracts.list, { params: { route: 'sorties' }, query: 'page=1&nbItem=100' }))).total).toBeGreaterThan(0);
      expect((await answered(c.track(elementContracts.read, { params: { route: 'sorties', id: 101 } }))).seatsLeft).toBeTypeOf('number');
      expect((await answered(c.track(formContracts.read, { params: { id: 'dossier-voyage' } }))).id).toBe('dossier-voyage');

      expect(await answered(c.track(calendarContracts.allowedDates, { params: { id: 1, month: 7, year: 2030 } }))).toEqual(['2030-07-20']);
      expect((await answered(c.track(calendarContracts.events, { params: { id: 1 }, query: { from: '2030-01-01' } }))).calendar.id).toBe(1);
      expect((await answered(c.track(calendarContracts.reviews, { query: { from: '2025-01-01' } }))).total).toBe(2);
      expect((await answered(c.track(geoContracts.countries, {}))).length).toBeGreaterThan(1);
      expect((await answered(c.track(geoContracts.cities, { params: { search: '85000', idCountry: 250 } }))).length).toBeGreaterThan(0);
    });
  }

  it('answers every submission within its contract', async () => {
    const c = client('fr_FR', 87, '203.0.113.78');
    expect((await answered(c.track(elementContracts.register, { params: { route: 'sorties', id: 101 }, body: { name: 'Famille Roy', email: 'roy@example.fr', seats: 2 } }))).seats).toBe(2);
    expect(await answered(c.track(contactContracts.message, { body: { name: 'Jeanne Roy', email: 'jeanne@example.fr', message: 'Un car pour 50 ?' } }))).toMatchObject({ id: expect.any(Number) });
    const domaine = client('en', 88, '203.0.113.79');
    expect(await answered(domaine.track(contactContracts.subscribe, { body: { email: 'lettre@example.fr' } }))).toEqual({ email: 'lettre@example.fr', subscribed: true, created: true });
    expect((await answered(c.track(contactContracts.visit, { params: { from: 'facebook' } }))).source).toBe('facebook');
    const answers = { name: 'Club de Luçon', email: 'club@example.fr', travelers: 'over-30', consent: true };
    const documents = [{ name: 'a.pdf', size: 100, type: 'application/pdf' }];
    expect(await answered(c.track(formContracts.validate, { params: { id: 'dossier-voyage' }, body: { answers: { ...answers, documents } } }))).toEqual({ errors: {} });
    const pdf = new File(['%PDF-1.4 liste des participants'], 'liste.pdf', { type: 'application/pdf' });
    const sent = await answered(c.track(formContracts.submit, { params: { id: 'dossier-voyage' }, body: formSubmission(answers, { documents: [pdf] }) }));
    expect(sent.files).toMatchObject([{ field: 'documents', mime: 'application/pdf' }]);
  });

  it('has called every contract but the file download (a link, not an api.call)', () => {
    expect(contentContracts.filter((contract) => !called.has(contract)).map((contract) => `${contract.method} ${contract.path}`)).toEqual(['GET /forms/file/download/:id']);
  });
});
