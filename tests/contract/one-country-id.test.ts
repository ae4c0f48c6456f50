import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness.test-utils.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

describe('one id for a country', () => {
  it.each([87, 88])('site %i: the country of each language in /site/info is the one of /countries, and /cities takes it', async (site) => {
    const info = await h.request('GET', '/site/info', { site, lang: 'fr' });
    const countries = await h.request('GET', '/countries', { site, lang: 'fr' });
    const ids = new Set((countries.json?.data as { id: number }[]).map((one) => one.id));
    for (const language of info.json?.data.languages as { country: { id: number; name: string } }[]) {
      expect(ids.has(language.country.id)).toBe(true);
      const cities = await h.request('GET', `/cities/lucon/${language.country.id}`, { site, lang: 'fr' });
      expect(cities.status).toBe(200);
      if (language.country.id === 250) expect((cities.json?.data as { name: string }[]).map((one) => one.name)).toContain('Luçon');
    }
  });
});
