import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openContentApi, type ContentApi } from './content-api.test-utils.ts';

let api: ContentApi;
beforeAll(async () => {
  api = await openContentApi(() => new Date(2030, 6, 10, 12, 0, 0));
});
afterAll(() => api.close());

const ids = (list: { id: number | string }[]) => list.map((item) => item.id);

describe('GET /news', () => {
  it('lists news newest first with the total, 10 per page', async () => {
    const { body } = await api.get('/news');
    expect(body.data.total).toBe(3);
    expect(ids(body.data.news)).toEqual([1, 2, 3]);
    expect((await api.get('/news?nbItem=2&page=2')).body.data).toMatchObject({ total: 3, news: [{ id: 3 }] });
  });

  it('returns the promoted item(s) with promoted=true, on each site', async () => {
    expect(ids((await api.get('/news?promoted=true')).body.data.news)).toEqual([1]);
    const domaine = await api.get('/news?promoted=true', { idSite: 88, lang: 'en' });
    expect(domaine.body.data.news).toMatchObject([{ id: 1, title: 'Cellar open days' }]);
  });

  it('filters by title with lk: and refuses a bad promoted value', async () => {
    expect(ids((await api.get('/news?title=lk:noel')).body.data.news)).toEqual([3]);
    const bad = await api.get('/news?promoted=yes');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('promoted');
  });
});

describe('GET /news/{id or slug}', () => {
  it('returns one news item, 404 when unknown', async () => {
    expect((await api.get('/news/2', { lang: 'en' })).body.data).toMatchObject({ id: 2, title: 'Summer opening hours' });
    expect((await api.get('/news/404')).status).toBe(404);
  });
});

describe('GET /album', () => {
  it('lists albums and returns one by id, resolved', async () => {
    const { body } = await api.get('/album?page=1&nbItem=100', { lang: 'en' });
    expect(body.data.total).toBe(2);
    const one = await api.get('/album/2', { lang: 'en' });
    expect(one.body.data.items.map((i: { image: { alt: string } }) => i.image.alt)).toEqual(['Mont-Saint-Michel', 'The group arrives']);
  });

  it('answers 404 for an unknown album and 400 for a bad id', async () => {
    expect((await api.get('/album/9')).status).toBe(404);
    expect((await api.get('/album/x')).status).toBe(400);
  });
});

describe('GET /service', () => {
  it('filters by any tag of a comma list, in order', async () => {
    const { body } = await api.get('/service?page=1&nbItem=100&tag=scolaires,pmr');
    expect(body.data).toMatchObject({ total: 2, services: [{ id: 2 }, { id: 3 }] });
    expect((await api.get('/service')).body.data.total).toBe(3);
    expect((await api.get('/service?tag=visites', { idSite: 88 })).body.data.services).toMatchObject([{ title: 'Visite du chai' }]);
  });

  it('returns one service and refuses a malformed tag list', async () => {
    expect((await api.get('/service/3', { lang: 'en' })).body.data.title).toBe('Accessible vehicles');
    expect((await api.get('/service/42')).status).toBe(404);
    expect((await api.get('/service?tag=A;B')).status).toBe(400);
  });
});

describe('GET /popup/{id}', () => {
  it('returns an active popup, resolved to the language', async () => {
    const { body } = await api.get('/popup/1', { lang: 'en' });
    expect(body.data).toMatchObject({ id: 1, title: 'Summer trips', button: { href: '/en/organised-trips' } });
  });

  it('answers 404 for inactive, expired and unknown popups', async () => {
    expect((await api.get('/popup/2')).body.message).toBe('La fenêtre 2 n’est pas active');
    expect((await api.get('/popup/3')).status).toBe(404);
    expect((await api.get('/popup/77')).status).toBe(404);
    expect((await api.get('/popup/0')).status).toBe(400);
  });
});

describe('calendars', () => {
  it('lists the allowed dates of a month from today on', async () => {
    expect((await api.get('/calendar/1/date/allowed/7/2030')).body.data).toEqual(['2030-07-20']);
    expect((await api.get('/calendar/1/date/allowed/8/2030')).body.data).toEqual(['2030-08-01']);
    expect((await api.get('/calendar/1/date/allowed/7/2030', { idSite: 88 })).body.data).toEqual(['2030-07-12']);
  });

  it('validates the month, the year and the calendar', async () => {
    const month = await api.get('/calendar/1/date/allowed/13/2030');
    expect(month.status).toBe(400);
    expect(month.body.message).toBe('Mois « 13 » invalide : doit être un nombre entier de 1 à 12');
    expect((await api.get('/calendar/1/date/allowed/7/30')).status).toBe(400);
    expect((await api.get('/calendar/1/date/allowed/0/2030', { lang: 'en' })).body.message).toBe("Invalid month '0': must be a whole number from 1 to 12");
    expect((await api.get('/calendar/1/date/allowed/5/1999', { lang: 'en' })).body.message).toBe("Invalid year '1999': must be a four-digit year from 2000 to 2100");
    expect((await api.get('/calendar/9/date/allowed/7/2030')).status).toBe(404);
  });

  it('lists the events of a calendar by date', async () => {
    const { body } = await api.get('/calendar/1/events', { lang: 'en' });
    expect(body.data.calendar).toEqual({ id: 1, name: 'Organised trip departures' });
    expect(body.data.events.map((e: { title: string }) => e.title)).toEqual([
      'Departure for Mont-Saint-Michel', 'Departure for the Loire castles',
    ]);
    expect((await api.get('/calendar/1/events?from=31-12-2030')).status).toBe(400);
  });
});

describe('GET /google/reviews', () => {
  it('returns stored reviews from a date, newest first, with the average', async () => {
    const { body } = await api.get('/google/reviews?from=2025-01-01');
    expect(body.data).toMatchObject({ total: 2, averageRating: 4.5, placeUrl: 'https://maps.google.com/?cid=1919' });
    expect(ids(body.data.reviews)).toEqual(['r1', 'r2']);
    expect((await api.get('/google/reviews')).body.data.total).toBe(3);
    expect((await api.get('/google/reviews', { idSite: 88 })).body.data.total).toBe(1);
  });

  it('refuses a from that is not a date', async () => {
    const bad = await api.get('/google/reviews?from=2025-02-30');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('« from »');
  });
});
