import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProductsById } from '../../../blocks/shop-kit/load-products.ts';
import { createApiClient } from '../../../runtime/engine/api/create-api-client.ts';
import { pdfTextLines } from '../../../server/shop/catalogue/pdf-text.test-utils.ts';
import { createHarness, type Harness } from '../harness.test-utils.ts';
import { siteConfigsWithoutShop } from '../site-configs-without-shop.test-utils.ts';
import { addLine, AUTOCARS, DOMAINE, NOW, orderBody } from './shop-helpers.test-utils.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ now: () => NOW });
});
afterAll(async () => {
  await h.close();
});

const get = (path: string, lang = 'en') => h.request('GET', path, { site: DOMAINE, lang });

describe('products', () => {
  it('lists products ordered by price, with filters and paging', async () => {
    const all = await get('/product');
    expect(all.status).toBe(200);
    const prices = (all.json?.data.products as { price: number }[]).map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(all.json?.data.total).toBe(all.json?.data.products.length);
    const rouge = await get('/product?kind=blanc&nbItem=2&page=1');
    expect(rouge.json?.data.products.length).toBeLessThanOrEqual(2);
    expect(rouge.json?.data.products.every((p: { kind: string }) => p.kind === 'blanc')).toBe(true);
    const search = await get('/product?search=lk:muscadet');
    expect(search.json?.data.total).toBeGreaterThan(0);
    const mentions = (p: { name: string; summary?: string; tags?: string[] }) => /muscadet/i.test([p.name, p.summary, ...(p.tags ?? [])].join(' '));
    expect(search.json?.data.products.every(mentions)).toBe(true);
    expect(search.json?.data.total).toBeLessThan(all.json?.data.total);
    const bad = await get('/product?nbItem=0');
    expect(bad.status).toBe(400);
    const badOrder = await get('/product?orderBy=colour');
    expect(badOrder.json?.message).toMatch(/orderBy/);
  });

  it('lists only the products asked for by id (a block\'s chosen products), ordered and filtered as any list', async () => {
    const all = (await get('/product')).json?.data.products as { id: number; price: number }[];
    const [a, b] = [all.at(-1)!, all[0]!];
    const chosen = await get(`/product?id=${a.id},${b.id},99999`);
    expect(chosen.status).toBe(200);
    expect((chosen.json?.data.products as { id: number }[]).map((p) => p.id)).toEqual([b.id, a.id]);
    expect(chosen.json?.data.total).toBe(2);
    expect(chosen.json?.data.products).toEqual([all.find((p) => p.id === b.id), all.find((p) => p.id === a.id)]);
    expect((await get(`/product?id=${a.id}&kind=none`)).json?.data.total).toBe(0);
    expect((await get('/product?id=abc')).json?.data.total).toBe(0);
  });

  it("reads a block's chosen products (featured products, product highlight) in one call that names them, in the order chosen, in cents; an id not for sale is left out", async () => {
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

  it('lists products by price or price to pay either way, by name, and by newest vintage, the products without a vintage last (issue 38)', async () => {
    type Listed = { name: string; price: number; priceToPay: number; declination: { year?: number | null }[]; vintage?: number };
    const list = async (orderBy: string) => ((await get(`/product?orderBy=${orderBy}`)).json?.data.products as Listed[]);
    const dearest = (await list('price:desc')).map((p) => p.price);
    expect(dearest).toEqual([...dearest].sort((a, b) => b - a));
    expect(dearest[0]).toBeGreaterThan(dearest.at(-1)!);
    // By the price the cards show, after discount, either way.
    const toPay = (await list('priceToPay')).map((p) => p.priceToPay);
    expect(toPay).toEqual([...toPay].sort((a, b) => a - b));
    const toPayFirst = (await list('priceToPay:desc')).map((p) => p.priceToPay);
    expect(toPayFirst).toEqual([...toPayFirst].sort((a, b) => b - a));
    const names = (await list('name')).map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const byVintage = await list('vintage:desc');
    expect(byVintage.some((p) => 'vintage' in p)).toBe(false);
    const newest = byVintage.map((p) => Math.max(0, ...p.declination.map((one) => one.year ?? 0)));
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
    expect(new Set(newest).size).toBeGreaterThan(2);
  });

  it('says of each listed product whether it takes a customization, for the cards’ quick add (issue 38)', async () => {
    const products = (await get('/product')).json?.data.products as { id: number; hasCustomization: boolean }[];
    expect(products.every((p) => typeof p.hasCustomization === 'boolean')).toBe(true);
    expect(products.find((p) => p.id === 13)?.hasCustomization).toBe(true);
    expect(products.find((p) => p.id === 4)?.hasCustomization).toBe(false);
  });

  it('shows one product in the request language with its declinations', async () => {
    const en = await get('/product/1');
    const fr = await get('/product/1', 'fr_FR');
    expect(en.json?.data).toMatchObject({ id: 1, type: { type: 'WINE' }, subtypeType: 'BOTTLE' });
    // §3 writes 'label : value' joined by ' - '; English takes no space before its colon (decision 0058).
    expect(en.json?.data.declination[0]).toMatchObject({ id: 101, price: 9.8, name: 'Cuvée: Tradition · Vintage: 2024 · Bottle size: 75 cl' });
    expect(fr.json?.data.declination[0]).toMatchObject({ id: 101, name: 'Cuvée : Tradition - Millésime : 2024 - Format : Bouteille 75 cl' });
    expect(fr.json?.data.summary).not.toBe(en.json?.data.summary);
    expect((await get('/product/999')).status).toBe(404);
    expect((await get('/product/abc')).status).toBe(400);
  });

  it('serves each declination with its variation1..3 labels in the request language, and builds its name from them (§3, issue 37 row 3)', async () => {
    for (const lang of ['en', 'fr_FR']) {
      const declination = (await get('/product/1', lang)).json?.data.declination[0];
      const slots = [declination.variation1, declination.variation2, declination.variation3];
      expect(slots.map((one) => one && one.idVariation)).toEqual([3, 1, 2]);
      expect(declination.variation2).toMatchObject({ id: 6, label: lang === 'en' ? 'Vintage' : 'Millésime', value: '2024' });
      // French writes 'Millésime : 2024 - …'; English 'Vintage: 2024 · …' (decision 0058).
      const colon = lang === 'en' ? ': ' : ' : ';
      expect(declination.name).toBe(slots.map((one) => `${one.displayLabel ?? one.label}${colon}${one.value}`).join(lang === 'en' ? ' · ' : ' - '));
    }
  });

  it('gives a product its name in every language, and its awards and recommended products when asked in one call', async () => {
    const en = await get('/product/1');
    const fr = await get('/product/1', 'fr_FR');
    expect(en.json?.data.names).toEqual({ fr: fr.json?.data.name, en: en.json?.data.name });
    expect(en.json?.data).not.toHaveProperty('awards');
    expect(en.json?.data).not.toHaveProperty('recommendedProducts');
    const whole = await get('/product/1?with=awards,recommended');
    expect(whole.json?.data.awards).toEqual((await get('/award?product=1')).json?.data);
    expect(whole.json?.data.recommendedProducts).toEqual((await get('/v2/product/recommended/1')).json?.data.products);
    expect(whole.json?.data.recommendedProducts.length).toBeGreaterThan(0);
    expect(whole.json?.data.recommended).toEqual(en.json?.data.recommended);
    const bad = await get('/product/1?with=reviews');
    expect(bad.status).toBe(400);
    expect(bad.json?.message).toMatch(/with/);
  });

  it('answers a product with an ETag that follows its stock: 304 while nothing changed, the new stock once an order takes units', async () => {
    const path = '/product/1?with=awards,recommended';
    const stockOf101 = (data: { declination: { id: number; quantity: number }[] }) => data.declination.find((one) => one.id === 101)?.quantity;
    const first = await get(path, 'fr_FR');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const unchanged = await h.request('GET', path, { site: DOMAINE, lang: 'fr_FR', headers: { 'If-None-Match': etag! } });
    expect(unchanged.status).toBe(304);
    // Each language, and each set of extras, is an answer of its own.
    expect((await get(path, 'en')).headers.get('etag')).not.toBe(etag);
    expect((await get('/product/1', 'fr_FR')).headers.get('etag')).not.toBe(etag);

    const cartId = (await addLine(h, 'new', 101, 6)).json?.data.cartId as string;
    expect((await h.request('POST', '/order', { site: DOMAINE, body: orderBody(cartId) })).status).toBe(201);
    const after = await h.request('GET', path, { site: DOMAINE, lang: 'fr_FR', headers: { 'If-None-Match': etag! } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(stockOf101(after.json?.data)).toBe(stockOf101(first.json?.data)! - 6);
  });

  it('applies product discounts to the price to pay', async () => {
    const product = await get('/product/4');
    expect(product.json?.data.declination[0]).toMatchObject({ price: 7.9, priceToPay: 6.9 });
  });

  it('lists customizations, awards, recommended products and meal icons', async () => {
    const custom = await get('/product/13/customization');
    expect(custom.json?.data.map((c: { id: number }) => c.id)).toEqual([1, 2, 3, 4]);
    expect(typeof custom.json?.data[0].customization.label).toBe('string');
    const awards = await get('/award?product=1');
    expect(awards.status).toBe(200);
    expect(Array.isArray(awards.json?.data)).toBe(true);
    expect((await get('/award')).json?.message).toBe("Missing field 'product' in query");
    const recommended = await get('/v2/product/recommended/1');
    expect(recommended.json?.data.products.length).toBeGreaterThan(0);
    expect(recommended.json?.data.products.some((p: { id: number }) => p.id === 1)).toBe(false);
    const icons = await get('/parameter/product/meal-icon', 'fr_FR');
    expect(icons.json?.data.length).toBeGreaterThan(0);
    expect(typeof icons.json?.data[0].name).toBe('string');
  });

  it('generates a technical sheet as a PDF', async () => {
    const pdf = async (path: string, lang: string) => {
      const response = await h.app.request(path, { headers: { idSite: String(DOMAINE), userLang: lang } });
      return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
    };
    const whole = await pdf('/product/generate/file/1', 'fr_FR');
    expect(whole.status).toBe(200);
    expect(whole.type).toBe('application/pdf');
    expect(whole.bytes.toString('latin1').startsWith('%PDF-1.')).toBe(true);
    expect(whole.bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    const lines = pdfTextLines(whole.bytes);
    expect(lines).toContain('Muscadet Sèvre et Maine sur lie — Les Schistes');
    expect(lines).toContain('Référence : SCH-T-24-75');
    expect(lines).toContain('Référence : SCH-VV-21-75');
    expect(lines).toContain('Prix : 9,80\u00a0€');
    expect(lines.join(' ')).toContain('Élevé six mois sur ses lies fines');
    const one = await pdf('/product/generate/file/1/101', 'en');
    expect(one.status).toBe(200);
    const oneLines = pdfTextLines(one.bytes);
    expect(oneLines).toContain('Reference: SCH-T-24-75');
    expect(oneLines).toContain('Price: €9.80');
    expect(oneLines).toContain('Cuvée: Tradition · Vintage: 2024 · Bottle size: 75 cl');
    expect(oneLines.some((line) => line.includes('SCH-T-24-37'))).toBe(false);
    expect((await get('/product/generate/file/1/999')).status).toBe(404);
  });

  it('prices a customization and validates a customization file', async () => {
    const price = await h.request('POST', '/cart/product/13/declination/1301/customize/price', {
      site: DOMAINE,
      body: { customizations: [{ idCustomization: 2, answer: 'noyer' }, { idCustomization: 3, answer: true }] },
    });
    // 29 € + 20 % (walnut) + 3 € (checkbox)
    expect(price.json?.data).toMatchObject({ unitPrice: 29, customizationPrice: 8.8, price: 37.8 });
    const wrong = await h.request('POST', '/cart/product/1/declination/1301/customize/price', { site: DOMAINE, body: { customizations: [] } });
    expect(wrong.status).toBe(404);
    const form = new FormData();
    form.set('file', new File([new Uint8Array([1, 2, 3])], 'logo.png', { type: 'image/png' }));
    const valid = await h.request('POST', '/product-customization/4/file/validate', { site: DOMAINE, body: form });
    expect(valid.json?.data).toMatchObject({ valid: true, name: 'logo.png' });
    const pdf = new FormData();
    pdf.set('file', new File([new Uint8Array([1])], 'devis.pdf', { type: 'application/pdf' }));
    const refused = await h.request('POST', '/product-customization/4/file/validate', { site: DOMAINE, lang: 'en', body: pdf });
    expect(refused.status).toBe(400);
    expect(refused.json?.message).toBe('This type of file is not accepted (accepted: .png, .jpg, .jpeg, .svg)');
  });

  it('answers a site without a shop clearly', async () => {
    const copy = siteConfigsWithoutShop();
    const none = await createHarness({ now: () => NOW, siteConfigs: copy.dir });
    try {
      const res = await none.request('GET', '/product', { site: AUTOCARS });
      expect(res.status).toBe(404);
      expect(res.json?.message).toContain('has no online shop');
    } finally {
      await none.close();
      copy.remove();
    }
  });

  it('lists the coach site’s gift vouchers, a product type without capacity nor vintage (issue 37)', async () => {
    const res = await h.request('GET', '/product', { site: AUTOCARS, lang: 'en' });
    expect(res.status).toBe(200);
    const [voucher] = res.json!.data.products;
    expect(voucher).toMatchObject({ productType: 'VOUCHER', isDematerialized: true, name: 'Coach trip gift voucher' });
    expect(voucher.declination.map((one: { price: number; name: string; capacity?: number }) => [one.price, one.name, one.capacity])).toEqual([
      [50, 'Amount: €50', undefined], [100, 'Amount: €100', undefined], [200, 'Amount: €200', undefined],
    ]);
  });
});
