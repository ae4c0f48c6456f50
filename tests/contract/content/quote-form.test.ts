import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../harness.test-utils.ts';

/** The coach company's quote form on the real configuration, with the clock on 26 November 2026. */
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ now: () => new Date('2026-11-26T10:00:00Z') });
});
afterAll(() => h.close());

const AUTOCARS = 87;
const good = {
  departureDate: '2026-12-10',
  returnDate: '2026-12-12',
  departure: 'La Roche-sur-Yon',
  destination: 'Nantes',
  passengers: '45',
  vehicleType: 'coach',
  audience: 'individual',
  name: 'Léa Martin',
  email: 'lea@example.fr',
  phone: '06 12 34 56 78',
};

const check = (answers: Record<string, string>, lang: string) =>
  h.request('POST', '/forms/quote-request/answer/validate', { site: AUTOCARS, lang, body: { answers } });

describe('the quote form', () => {
  it('accepts a trip in the future with its return after the departure', async () => {
    const res = await check(good, 'fr_FR');
    expect(res.status).toBe(200);
  });

  it('refuses a return before the departure, "abc" passengers and a departure in 2020, in French', async () => {
    const res = await check({ ...good, departureDate: '2020-06-01', returnDate: '2026-12-01', passengers: 'abc' }, 'fr_FR');
    expect(res.status).toBe(400);
    expect(res.json?.data.errors).toEqual({
      departureDate: 'Choisissez une date à partir du 26/11/2026',
      passengers: 'Saisissez un nombre entier (exemple : 25)',
    });
    const back = await check({ ...good, returnDate: '2026-12-09' }, 'fr_FR');
    expect(back.json?.data.errors).toEqual({ returnDate: 'Choisissez une date à partir du 10/12/2026' });
  });

  it('says the same in English', async () => {
    const res = await check({ ...good, returnDate: '2026-12-09', passengers: '0' }, 'en');
    expect(res.json?.data.errors).toEqual({ returnDate: 'Choose a date on or after 10/12/2026', passengers: 'Enter at least 1' });
  });
});
