import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProductsById } from '../../../blocks/shop-kit/load-products.ts';
import { createApiClient } from '../../../runtime/engine/api/create-api-client.ts';
import { createHarness, type Harness } from '../harness.test-utils.ts';
import { DOMAINE, NOW } from './shop-helpers.test-utils.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ now: () => NOW });
});
afterAll(async () => {
  await h.close();
});

describe("a block's chosen products (featured products, product highlight)", () => {
  it('are read in one call that names them, in the order chosen, in cents; an id not for sale is left out', async () => {
    const asked: URL[] = [];
    const api = createApiClient({
      baseUrl: 'http://api.test',
      idSite: DOMAINE,
      locale: 'fr_FR',
      fetch: (input, init) => {
        const request = new Request(input, init);
        asked.push(new URL(request.url));
        return Promise.resolve(h.app.fetch(request));
      },
    });
    const listed = (await h.request('GET', '/product', { site: DOMAINE, lang: 'fr' })).json?.data.products as { id: number; price: number }[];
    const [cheapest, dearest] = [listed[0]!, listed.at(-1)!];

    const chosen = await loadProductsById(api, [dearest.id, 99999, cheapest.id]);
    expect(chosen.map((product) => product.id)).toEqual([dearest.id, cheapest.id]);
    expect(chosen[0]!.price).toBe(Math.round(dearest.price * 100));
    expect(asked).toHaveLength(1);
    expect(asked[0]!.pathname).toBe('/product');
    expect(asked[0]!.searchParams.get('id')).toBe(`${dearest.id},99999,${cheapest.id}`);

    expect(await loadProductsById(api, [])).toEqual([]);
    expect(asked).toHaveLength(1);
  });
});
