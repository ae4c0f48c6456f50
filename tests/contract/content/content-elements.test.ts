import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openContentApi, type ContentApi } from './content-api.test-utils.ts';

let api: ContentApi;
beforeAll(async () => {
  api = await openContentApi();
});
afterAll(() => api.close());

describe('GET /element/{route}', () => {
  it('lists a route in order with its total, on both sites', async () => {
    const { status, body } = await api.get('/element/sorties?page=1&nbItem=100', { lang: 'en' });
    expect(status).toBe(200);
    expect(body.data.total).toBe(2);
    expect(body.data.items.map((i: { title: string }) => i.title)).toEqual(['A day at Puy du Fou', 'Cruise on the Erdre']);
    expect((await api.get('/element/sorties', { idSite: 88 })).body.data.total).toBe(2);
  });

  it('answers an empty page for an unknown list, saying so in the request language', async () => {
    expect((await api.get('/element/inconnue')).body).toMatchObject({ success: true, data: { items: [], total: 0 }, message: 'Aucune liste d’éléments nommée « inconnue »' });
    expect((await api.get('/element/inconnue', { lang: 'en' })).body.message).toBe("No element list named 'inconnue'");
  });

  it('serves the configured footer lists of autocars', async () => {
    const { body } = await api.get('/element/link-footer?page=1&nbItem=100');
    expect(body.success).toBe(true);
    expect(body.data.total).toBeGreaterThan(0);
    expect(typeof body.data.items[0].title).toBe('string');
  });

  it('pages 24 items by default and filters by tag', async () => {
    expect((await api.get('/element/sorties?nbItem=1&page=2')).body.data.items.map((i: { id: number }) => i.id)).toEqual([102]);
    expect((await api.get('/element/sorties?tags=nature')).body.data.items.map((i: { id: number }) => i.id)).toEqual([102]);
  });

  it('answers an empty list for a route without list, 400 for a malformed route', async () => {
    expect((await api.get('/element/aucune')).body.data).toEqual({ items: [], total: 0 });
    expect((await api.get('/element/Bad_Route')).status).toBe(400);
  });
});

describe('GET /element/{route}/{id}', () => {
  it('returns one element resolved, and 404 when it is not in the route', async () => {
    expect((await api.get('/element/sorties/101')).body.data).toMatchObject({ id: 101, title: 'Journée au Puy du Fou', canRegister: true, capacity: 10 });
    expect((await api.get('/element/sorties/102')).body.data.seatsLeft).toBeNull();
    expect((await api.get('/element/sorties/999')).status).toBe(404);
    expect((await api.get('/element/sorties/abc')).status).toBe(400);
    // A leading zero names the same element (the site's detail pages redirect such an address to the canonical one).
    expect((await api.get('/element/sorties/0101')).body.data.id).toBe(101);
  });
});

describe('POST /element/{route}/{id}/register', () => {
  it('stores a sign-up and refuses a second one with the same e-mail', async () => {
    const first = await api.post('/element/sorties/101/register', { name: 'Famille Martin', email: 'Martin@example.fr', seats: 4 }, { ip: '198.51.100.10' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ data: { seats: 4 }, message: 'Votre inscription est enregistrée' });
    const rows = await api.ctx.db.selectFrom('elementRegistrations').selectAll().execute();
    expect(rows).toMatchObject([{ idSite: 87, route: 'sorties', elementId: 101, email: 'martin@example.fr', seats: 4 }]);
    const again = await api.post('/element/sorties/101/register', { name: 'Famille Martin', email: 'martin@example.fr', seats: 1 }, { ip: '198.51.100.10' });
    expect(again.status).toBe(409);
  });

  it('refuses an element that takes no sign-ups', async () => {
    const refused = await api.post('/element/sorties/102/register', { name: 'Jean', email: 'jean@example.fr', seats: 1 }, { ip: '198.51.100.11', lang: 'en' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('This element does not take registrations');
    const fr = await api.post('/element/sorties/102/register', { name: 'Jean', email: 'jean@example.fr', seats: 1 }, { ip: '198.51.100.11' });
    expect(fr.body.message).toBe('Les inscriptions ne sont pas ouvertes pour cet élément');
  });

  it('validates name, email and seats', async () => {
    const noSeats = await api.post('/element/sorties/101/register', { name: 'Jean', email: 'jean@example.fr', seats: 0 }, { ip: '198.51.100.12' });
    expect(noSeats.status).toBe(400);
    expect(noSeats.body.message).toContain('seats');
    const badEmail = await api.post('/element/sorties/101/register', { name: 'Jean', email: 'jean', seats: 1 }, { ip: '198.51.100.12' });
    expect(badEmail.body.message).toContain('email');
    const blank = await api.post('/element/sorties/101/register', { name: '   ', email: 'jean@example.fr', seats: 1 }, { ip: '198.51.100.12' });
    expect(blank.body.message).toContain('« name »');
  });
});

describe('element capacity', () => {
  const signUp = (email: string, seats: number, ip: string, lang?: string) =>
    api.post('/element/sorties/101/register', { name: 'Groupe', email, seats }, { idSite: 88, ip, ...(lang ? { lang } : {}) });

  it('counts the seats left and refuses a sign-up past the capacity with a clear 409', async () => {
    expect((await api.get('/element/sorties/101', { idSite: 88 })).body.data.seatsLeft).toBe(10);
    expect((await signUp('club@example.fr', 7, '198.51.100.20')).status).toBe(201);
    expect((await api.get('/element/sorties/101', { idSite: 88 })).body.data.seatsLeft).toBe(3);
    const tooMany = await signUp('ecole@example.fr', 4, '198.51.100.21', 'en');
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({ success: false, message: 'Only 3 seats left: ask for fewer seats' });
    expect((await signUp('ecole@example.fr', 4, '198.51.100.21')).body.message).toBe('Il reste seulement 3 places : demandez-en moins');
    expect((await signUp('ecole@example.fr', 3, '198.51.100.21')).status).toBe(201);
    const full = await signUp('retard@example.fr', 1, '198.51.100.22');
    expect(full.status).toBe(409);
    expect(full.body.message).toBe('Complet : plus aucune place disponible');
    expect((await api.get('/element/sorties/101', { idSite: 88, lang: 'en' })).body.data.seatsLeft).toBe(0);
    const seats = await api.ctx.db.selectFrom('elementRegistrations').select('seats').where('idSite', '=', 88).execute();
    expect(seats.map((row) => row.seats)).toEqual([7, 3]);
  });

  it('never sells more seats than the capacity when sign-ups arrive at the same time', async () => {
    const fresh = await openContentApi();
    try {
      const answers = await Promise.all(
        Array.from({ length: 14 }, (_, index) =>
          fresh.post('/element/sorties/101/register', { name: `Personne ${index}`, email: `p${index}@example.fr`, seats: 1 }, { ip: `198.51.100.${100 + index}` }),
        ),
      );
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(10);
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(4);
      const rows = await fresh.ctx.db.selectFrom('elementRegistrations').select('seats').where('idSite', '=', 87).execute();
      expect(rows.reduce((sum, row) => sum + row.seats, 0)).toBe(10);
    } finally {
      await fresh.close();
    }
  });
});
