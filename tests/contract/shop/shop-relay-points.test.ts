import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../harness.test-utils.ts';
import { DOMAINE, NOW } from './shop-helpers.test-utils.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ now: () => NOW });
});
afterAll(async () => {
  await h.close();
});

const cities = async (postalCode: string) =>
  ((await h.request('POST', '/relay/access-points', { site: DOMAINE, body: { postalCode, country: 'FRA', idCarrier: 2 } })).json?.data as { city: string }[]).map((point) => point.city);

describe('POST /relay/access-points, nearest first (issue 36, item 8)', () => {
  it('lists the relay points of a Nantes address by distance: Nantes, then Rezé next door, long before Clisson', async () => {
    const list = await cities('44000');
    expect(list.slice(0, 2)).toEqual(['Nantes', 'Rezé']);
    expect(list.indexOf('Rezé')).toBeLessThan(list.indexOf('Clisson'));
    expect(list.indexOf('Vertou')).toBeLessThan(list.indexOf('Clisson'));
  });

  it('lists a Vallet address’s own points first, then by distance', async () => {
    const list = await cities('44330');
    expect(list.slice(0, 2)).toEqual(['Vallet', 'Vallet']);
    expect(list.indexOf('Clisson')).toBeLessThan(list.indexOf('Vertou'));
  });
});
