import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../runtime/engine/api/create-api-client.ts';
import { COUNTRIES_FRESH_MS, countryChoices } from './checkout.server.ts';

function countriesApi(baseUrl: string, answers: (() => Response)[]) {
  let calls = 0;
  const fetch = (async () => {
    const answer = answers[Math.min(calls, answers.length - 1)]!;
    calls += 1;
    return answer();
  }) as typeof globalThis.fetch;
  return { api: createApiClient({ baseUrl, idSite: 88, locale: 'fr_FR', fetch }), calls: () => calls };
}

const list = (name: string) => () =>
  new Response(JSON.stringify({ success: true, message: '', data: [{ id: 250, alphaTwo: 'FR', alphaThree: 'FRA', name, numCode: 250 }] }), { headers: { 'content-type': 'application/json' } });
const down = () => new Response('upstream down', { status: 503 });

describe('countryChoices (checkout address step)', () => {
  it('asks the API once per freshness window and keeps only what the form needs', async () => {
    let now = 1_000;
    const { api, calls } = countriesApi('http://api.test/one', [list('France'), list('République française')]);
    const first = await countryChoices(api, 'fr_FR', () => now);
    expect(first).toEqual([{ id: 250, alphaThree: 'FRA', name: 'France' }]);
    expect(await countryChoices(api, 'fr_FR', () => now + 1)).toBe(first);
    expect(calls()).toBe(1);
    now += COUNTRIES_FRESH_MS;
    expect(await countryChoices(api, 'fr_FR', () => now)).toEqual([{ id: 250, alphaThree: 'FRA', name: 'République française' }]);
    expect(calls()).toBe(2);
  });

  it('keeps the last good list when the API fails, and has none before the first answer', async () => {
    let now = 5_000;
    const failing = countriesApi('http://api.test/two', [down]);
    expect(await countryChoices(failing.api, 'fr_FR', () => now)).toEqual([]);
    const { api } = countriesApi('http://api.test/three', [list('France'), down]);
    await countryChoices(api, 'fr_FR', () => now);
    now += COUNTRIES_FRESH_MS;
    expect(await countryChoices(api, 'fr_FR', () => now)).toEqual([{ id: 250, alphaThree: 'FRA', name: 'France' }]);
  });
});
