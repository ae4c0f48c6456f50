import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../server/app.ts';
import { createContext } from '../server/create-context.ts';
import type { ContextHandle } from '../server/create-context.ts';
import { createWebApp } from './web-app.server.ts';
import { loadBlockChecks } from './block-server/block-checks.server.ts';
import { formatPrice } from '../rules/index.ts';

/*
 * The shop pages of the domaine site against the real API in process: the product routes' record
 * checks (404 for an unknown product, declination or vintage; 301 to the slug of the product's
 * name), the catalogue's search and filters in the URL, and the no-JavaScript add to cart.
 */
let ctx: ContextHandle;
let web: Hono;
const apiCalls: string[] = [];

beforeAll(async () => {
  ctx = await createContext({ checks: await loadBlockChecks(), dataDir: mkdtempSync(join(tmpdir(), 'vitrine-shop-')), watch: false });
  // The API in process, with the shop calls each page makes written down.
  const api = new Hono();
  api.use('*', async (c, next) => {
    const url = new URL(c.req.url);
    if (/^\/(product|award|v2\/product|parameter\/product)/.test(url.pathname)) apiCalls.push(`${url.pathname}${url.search}`);
    await next();
  });
  api.route('/', createApi(ctx));
  web = createWebApp({ mode: 'production', api: { app: api }, entry: () => import('./entry.server.tsx'), clientDir: null, defaultSite: 'autocars', log: () => {} });
});

afterAll(async () => {
  await ctx?.close();
});

const HOST = { host: 'domaine.localhost:3000' };
const get = (path: string, headers: Record<string, string> = {}) => Promise.resolve(web.request(path, { headers: { ...HOST, ...headers } }));
/** The visible text of a page's main content, tags dropped and spaces folded (no-break spaces too). */
const mainText = (html: string) => (/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html).replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/[\s\u00a0\u202f]+/g, ' ');

const SCHISTES = '/wines/muscadet-sevre-et-maine-sur-lie-les-schistes/1';

describe('product routes', () => {
  it.each([
    ['/wines/foo/999'],
    ['/products/foo/999'],
    ['/wines/muscadet-sevre-et-maine-sur-lie-les-schistes/1/detail/201'],
    ['/wines/muscadet-sevre-et-maine-sur-lie-les-schistes/1/1999'],
    ['/en/wines/foo/999'],
  ])('answers %s with 404 "This page could not be found"', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(path.startsWith('/en/') ? 'This page could not be found' : 'Cette page est introuvable');
  });

  it.each([
    ['/wines/foo/1', SCHISTES],
    ['/wines/1', SCHISTES],
    ['/wines/foo/1/detail/104?x=1', `${SCHISTES}/detail/104?x=1`],
    ['/wines/foo/1/2022', `${SCHISTES}/2022`],
    ['/products/decanter/12', '/products/carafe-a-decanter-en-verre-souffle/12'],
    ['/en/products/carafe-a-decanter-en-verre-souffle/12', '/en/products/hand-blown-decanter/12'],
    ['/en/wines/val-de-loire-rouge-les-coteaux/6', '/en/wines/val-de-loire-red-les-coteaux/6'],
  ])('redirects %s (301) to its canonical path %s', async (path, canonical) => {
    const response = await get(path);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(canonical);
  });

  it('shows a wine with its vintages, formats, price, stock and awards, and links the other language', async () => {
    const response = await get(`${SCHISTES}/detail/102`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = mainText(html);
    expect(text).toContain('Muscadet Sèvre et Maine sur lie — Les Schistes');
    expect(text).toContain('6,20 €');
    expect(text).toContain('37,5 cl');
    expect(text).toContain('Plus que 3 disponibles');
    expect(text).toContain("Médaille d'or 2025");
    // The language switch keeps the declination; search engines are given the wine's page in each language (issue 39).
    expect(html).toContain('href="/en/wines/muscadet-sevre-et-maine-sur-lie-les-schistes/1/detail/102"');
    expect(html).toMatch(/<link rel="alternate" href="https:\/\/[^"]+\/en\/wines\/muscadet-sevre-et-maine-sur-lie-les-schistes\/1" hrefLang="en"\/>/);
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/wines\/muscadet-sevre-et-maine-sur-lie-les-schistes\/1"\/>/);
  });

  it('reads a product page in one API call: the product with its names in both languages, awards and recommended products', async () => {
    apiCalls.length = 0;
    const response = await get('/en/wines/muscadet-sevre-et-maine-sur-lie-les-schistes/1');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(apiCalls).toEqual(['/product/1?with=awards,recommended']);
    expect(mainText(html)).toContain('Gold medal');
    // The French address comes from the French name the same answer carries.
    expect(html).toMatch(/<link rel="alternate" href="https:\/\/[^"]+\/wines\/muscadet-sevre-et-maine-sur-lie-les-schistes\/1" hrefLang="fr"\/>/);
    // The recommended products are shown, as when they were asked for apart.
    const recommended = (await (await web.request('/api/v2/product/recommended/1', { headers: { idSite: '88', userLang: 'en' } })).json()) as { data: { products: { name: string; declination: { priceToPay: number }[] }[] } };
    expect(recommended.data.products.length).toBeGreaterThan(0);
    for (const product of recommended.data.products) expect(mainText(html)).toContain(product.name);
    // Their cards' prices are the wire's euros, neither ×100 nor ÷100 (the answer came in cents through the configuration cache).
    const cards = [...html.matchAll(/<p class="product-card__price">([\s\S]*?)<\/p>/g)].map((match) => mainText(match[1]!));
    for (const product of recommended.data.products) {
      const cheapest = Math.min(...product.declination.map((one) => one.priceToPay));
      expect(cards.some((card) => card.includes(formatPrice(cheapest, 'en'))), `${product.name}: ${formatPrice(cheapest, 'en')} in ${cards.join(' | ')}`).toBe(true);
    }
  });

  it('describes the product to search engines: JSON-LD ProductGroup with an offer per declination, Open Graph product tags', async () => {
    const html = await (await get('/en/wines/muscadet-sevre-et-maine-sur-lie-les-gneiss/2')).text();
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]!));
    const product = scripts.find((one) => one['@type'] === 'ProductGroup');
    expect(product.name).toBe('Muscadet Sèvre et Maine sur lie — Les Gneiss');
    expect(product.hasVariant.map((variant: { offers: unknown }) => variant.offers)).toContainEqual(expect.objectContaining({ '@type': 'Offer', price: '10.20', priceCurrency: 'EUR', availability: 'https://schema.org/OutOfStock' }));
    expect(html).toContain('<meta property="og:type" content="product"/>');
    expect(html).toContain('<meta property="product:price:amount" content="10.20"/>');
  });

  it('fetches the meal icon list once with the start-up and shows a product’s icons from it (§4, issue 37, item 6)', async () => {
    apiCalls.length = 0;
    const pages = [await (await get(SCHISTES)).text(), await (await get(`${SCHISTES}/detail/102`)).text()];
    expect(apiCalls.filter((call) => call.startsWith('/parameter/product/meal-icon')).length).toBeLessThanOrEqual(1);
    for (const html of pages) {
      // The page's boot data carries the whole list once (the start-up), Red meat included…
      expect(bootStrings(html)).toContain('Viande rouge');
      // …and the product shows its own three icons, looked up in it.
      const text = mainText(html);
      for (const name of ['Fruits de mer', 'Poisson', 'Fromage']) expect(text).toContain(name);
      expect(text).not.toContain('Viande rouge');
    }
  });

  it('preselects the vintage of /{year}', async () => {
    const text = mainText(await (await get(`${SCHISTES}/2022`)).text());
    expect(text).toContain('Millésime : 2022');
    expect(text).toContain('14,50 €');
  });
});

describe('catalogue', () => {
  it('puts the shop search in the header when SHOW_SEARCH_BAR is on (a GET form, no JavaScript needed)', async () => {
    const html = await (await get('/en')).text();
    const form = /<form class="header-search"[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('role="search"');
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/en/products/search"');
  });

  it('lists the products ordered by price, each with its vintages, price and stock', async () => {
    const response = await get('/products/search');
    expect(response.status).toBe(200);
    const text = mainText(await response.text());
    expect(text).toContain('14 produits');
    expect(text.indexOf('Muscadet Sèvre et Maine sur lie — Les Schistes')).toBeLessThan(text.indexOf('Carafe à décanter'));
    expect(text).toContain('Millésimes 2024 · 2023 · 2022 · 2021');
    expect(text).toContain('À partir de 6,20 €');
  });

  it('sends in the boot data only what the cards show: no description, no declination reference', async () => {
    const html = await (await get('/products/search')).text();
    const answer = (await (await web.request('/api/product/1', { headers: { idSite: '88', userLang: 'fr_FR' } })).json()) as {
      data: { name: string; summary: string; description: string; declination: { reference?: string; name: string }[] };
    };
    const served = answer.data;
    const references = served.declination.map((one) => one.reference).filter((reference): reference is string => !!reference);
    expect(references.length).toBeGreaterThan(0);
    // The cards still show the product's name and its price…
    expect(mainText(html)).toContain(served.name);
    expect(mainText(html)).toContain('À partir de 6,20 €');
    // …but the boot data carries none of its texts, references or declination names.
    const sent = bootStrings(html);
    expect(sent).toContain(served.name);
    for (const text of [served.description, served.summary, ...references, ...served.declination.map((one) => one.name)]) expect(sent).not.toContain(text);
    const search = findBlock(bootValue(html), 'product-search') as { data: { products: object[] } };
    expect(search.data.products).toHaveLength(14);
    expect(fieldsBeyondCards(search.data.products)).toEqual([]);
  });

  it('sends cards, not whole products, for the product grid and the recommended products of a product page', async () => {
    const grid = findBlock(bootValue(await (await get('/nos-vins')).text()), 'product-grid') as { data: object[] };
    expect(grid.data.length).toBeGreaterThan(0);
    expect(fieldsBeyondCards(grid.data)).toEqual([]);
    const detail = findBlock(bootValue(await (await get(SCHISTES)).text()), 'product-detail') as { data: { recommended: object[] } };
    expect(detail.data.recommended.length).toBeGreaterThan(0);
    expect(fieldsBeyondCards(detail.data.recommended)).toEqual([]);
  });

  it('searches name and text and filters by kind from the URL (no JavaScript needed)', async () => {
    const text = mainText(await (await get('/en/products/search?q=clisson')).text());
    expect(text).toContain('1 product');
    expect(text).toContain('Muscadet Sèvre et Maine Clisson — Granit');
    const reds = mainText(await (await get('/products/search?kind=rouge&kind=rose')).text());
    expect(reds).toContain('2 produits');
    expect(reds).not.toContain('Gros Plant');
  });
});

/** The page's boot data (`window.__vitrine=…`), parsed. */
function bootValue(html: string): unknown {
  const json = /window\.__vitrine=(\{.*?\});(?:\(function|<\/script>)/s.exec(html)?.[1];
  if (!json) throw new Error('no boot data in the page');
  return JSON.parse(json);
}

/** Every string value of the boot data. */
function bootStrings(html: string): string[] {
  const strings: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (value && typeof value === 'object') for (const child of Object.values(value)) walk(child);
  };
  walk(bootValue(html));
  return strings;
}

// quickAdd: the one declination and quantity of a card's quick add (decision 0070).
const CARD_FIELDS = ['id', 'name', 'productType', 'image', 'priceToPay', 'discount', 'declination', 'awards', 'quickAdd'];
// The capacity: the card shows the price per litre (issue 36).
const DECLINATION_FIELDS = ['year', 'price', 'priceToPay', 'discount', 'quantity', 'setQuantity', 'capacity', 'capacityUnit'];

/** The fields of products (and of their declinations) that a product card does not read. */
function fieldsBeyondCards(products: object[]): string[] {
  return products.flatMap((product) => [
    ...Object.keys(product).filter((key) => !CARD_FIELDS.includes(key)),
    ...((product as { declination?: object[] }).declination ?? []).flatMap((one) => Object.keys(one).filter((key) => !DECLINATION_FIELDS.includes(key)).map((key) => `declination.${key}`)),
  ]);
}

/** The first layout node of a block type in the boot data. */
function findBlock(value: unknown, type: string): unknown {
  if (!value || typeof value !== 'object') return undefined;
  if ((value as { type?: unknown }).type === type && 'data' in value) return value;
  for (const child of Object.values(value)) {
    const found = findBlock(child, type);
    if (found) return found;
  }
  return undefined;
}

/** A product added without JavaScript: the form posted to the product page itself. */
function addToCart(path: string, fields: Record<string, string>, cookie?: string): Promise<Response> {
  const body = new FormData();
  body.append('_block', 'product-detail');
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return Promise.resolve(web.request(path, { method: 'POST', body, headers: { ...HOST, ...(cookie ? { cookie } : {}) } }));
}

describe('add to cart without JavaScript', () => {
  it('creates a cart, sets its cart-id cookie and comes back to the page with a confirmation', async () => {
    const response = await addToCart(`${SCHISTES}/detail/101`, { idDeclination: '101', quantity: '2' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${SCHISTES}/detail/101?added=2`);
    const cookie = /cart-id=([^;]+); Path=\/; SameSite=Lax/.exec(response.headers.get('set-cookie') ?? '');
    expect(cookie).not.toBeNull();
    const page = mainText(await (await get(`${SCHISTES}/detail/101?added=2`)).text());
    expect(page).toContain('2 × Muscadet Sèvre et Maine sur lie — Les Schistes : ajouté à votre panier.');
    // The same visitor adds again: the same cart, no new cookie.
    const again = await addToCart(`${SCHISTES}/detail/101`, { idDeclination: '101', quantity: '1' }, `cart-id=${cookie![1]}`);
    expect(again.status).toBe(303);
    expect(again.headers.get('set-cookie') ?? '').not.toContain('cart-id=');
    const cart = await ctx.db.selectFrom('cartLines').select(['quantity']).where('cartId', '=', decodeURIComponent(cookie![1]!)).execute();
    expect(cart).toEqual([{ quantity: 3 }]);

    // /cart holds the line in its HTML (not in a hidden part a script would reveal), from the first render on.
    const html = await (await get('/cart', { cookie: `cart-id=${cookie![1]}` })).text();
    expect(html).not.toContain('<div hidden');
    expect(mainText(html)).toMatch(/Muscadet Sèvre et Maine sur lie — Les Schistes .*29,40 €/);
  });

  it('answers a refused quantity with the page and the server’s §8 message (422), in English too', async () => {
    const response = await addToCart('/en/wines/gros-plant-du-pays-nantais-sur-lie/4', { idDeclination: '401', quantity: '4' });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(mainText(html)).toContain('This product can only be added by multiple of 6 bottles');
    expect(html).toMatch(/<input[^>]*name="quantity"[^>]*value="4"/);
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="quantity"/);
  });

  it('refuses a quantity that is no number with the §5 message', async () => {
    const response = await addToCart(`${SCHISTES}/detail/101`, { idDeclination: '101', quantity: 'abc' });
    expect(response.status).toBe(422);
    expect(mainText(await response.text())).toContain('La quantité doit être supérieure à 0');
  });
});

describe('stock on the product page', () => {
  const order = async (idDeclination: number, quantity: number) => {
    const api = (path: string, body: unknown) =>
      Promise.resolve(web.request(`/api${path}`, { method: 'POST', headers: { ...HOST, idSite: '88', 'Content-Type': 'application/json' }, body: JSON.stringify(body) }));
    const form = new FormData();
    form.set('type', 'MAIN_CART');
    form.set('quantity', String(quantity));
    const line = (await (await web.request(`/api/cart/new/product/${idDeclination}`, { method: 'POST', headers: { ...HOST, idSite: '88' }, body: form })).json()) as { data: { cartId: string } };
    const address = { firstname: 'Claire', lastname: 'Martin', firstPart: '12 quai de la Fosse', postalCode: '44000', city: 'Nantes', country: 'FRA' };
    const placed = await api('/order', {
      idCart: line.data.cartId,
      user: { phone: '06 12 34 56 78', email: 'invite@example.fr' },
      address: { delivery: address, billing: address },
      delivery: { type: 'DELIVERY', idCarrier: 1 },
      acceptTerms: true,
      legalAge: true,
    });
    expect(placed.status).toBe(201);
  };

  it('shows the stock left right after an order, in both languages', async () => {
    const page = `${SCHISTES}/detail/103`;
    // The label beside the quantity is the chosen declination's (the magnum: 12 in stock).
    const label = async (path: string) => / (En stock|Plus que \d+ disponibles?|Épuisé|In stock|Only \d+ left|Sold out) (Quantité|Quantity) /.exec(mainText(await (await get(path)).text()))?.[1];
    expect(await label(page)).toBe('En stock');
    expect(await label(`/en${page}`)).toBe('In stock');
    // Read again: the answer the page keeps is still the right one.
    expect(await label(page)).toBe('En stock');
    await order(103, 9);
    expect(await label(page)).toBe('Plus que 3 disponibles');
    expect(await label(`/en${page}`)).toBe('Only 3 left');
  });
});

describe('price per litre (French law, issue 36, item 6)', () => {
  it('shows the price per litre beside a wine’s price on its page and on the cards, in both languages; none for goods sold by the unit', async () => {
    // Les Schistes 2023, half-bottle: 6,20 € for 37,5 cl.
    expect(mainText(await (await get(`${SCHISTES}/detail/102`)).text())).toContain('6,20 € 16,53 €/L soit 16,53 € le litre');
    expect(mainText(await (await get(`/en${SCHISTES}/detail/102`)).text())).toContain('€6.20 €16.53/L that is €16.53 per litre');
    const cards = mainText(await (await get('/products/search')).text());
    expect(cards).toContain('À partir de 6,20 € 16,53 €/L');
    // Glasses have a volume but are not sold by it; a box holds several bottles.
    const glassesPage = await get('/products/verres-de-degustation-inao/11');
    expect(glassesPage.status).toBe(200);
    const glasses = mainText(await glassesPage.text());
    expect(glasses).toContain('Verres de dégustation INAO');
    expect(glasses).not.toContain('€/L');
  });
});
