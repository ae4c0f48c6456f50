import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCoverage, type Coverage, type SiteId } from './coverage-kit.test-utils.ts';

// Bad input never crashes: every POST/PUT call of §7 gets malformed bodies; every answer must be
// a 4xx envelope with success false and a message, never a 500.
let cov: Coverage;
beforeAll(async () => {
  cov = await openCoverage();
});
afterAll(() => cov.close());

const cart = '0b8e5f7a-3a44-4a9c-9a57-3c1d1c1f0000';
/** [site, method, path, who] of every write call; `{n}` is replaced by bad path ids. */
const writes: [SiteId, string, string, 'member' | 'admin' | 'anonymous'][] = [
  [87, 'POST', '/image/load-svg', 'anonymous'],
  [88, 'POST', '/relay/access-points', 'anonymous'],
  [87, 'POST', '/register', 'anonymous'],
  [87, 'POST', '/login', 'anonymous'],
  [87, 'PUT', '/password/reset/ask', 'anonymous'],
  [87, 'PUT', '/password/reset', 'anonymous'],
  [88, 'POST', '/cart', 'anonymous'],
  [88, 'POST', '/cart/{n}/product/{n}', 'anonymous'],
  [88, 'POST', `/cart/${cart}`, 'anonymous'],
  [88, 'PUT', `/cart/${cart}/product/{n}/quantity`, 'anonymous'],
  [88, 'POST', '/order/validate', 'anonymous'],
  [88, 'POST', '/order/discount', 'anonymous'],
  [88, 'POST', '/order', 'member'],
  [88, 'POST', '/calculate/shipping-fees', 'anonymous'],
  [87, 'POST', '/message', 'anonymous'],
  [88, 'POST', '/product-customization/{n}/file/validate', 'anonymous'],
  [88, 'POST', '/cart/product/{n}/declination/{n}/customize/price', 'anonymous'],
  [87, 'POST', '/admin/page/{n}/layout/{n}/hash/check', 'admin'],
  [87, 'PUT', '/admin/page/{n}/layout/{n}/preview', 'admin'],
  [87, 'POST', '/element/autocar/{n}/register', 'anonymous'],
  [87, 'POST', '/forms/contact/answer/validate', 'anonymous'],
  [87, 'POST', '/forms/contact/submit', 'anonymous'],
  [88, 'POST', '/order/{n}/back-products', 'member'],
  [88, 'PUT', '/admin/order/{n}/status', 'admin'],
  [87, 'PUT', '/user', 'member'],
  [87, 'PUT', '/user/password', 'member'],
  [88, 'PUT', '/user/newsletter/subscription', 'member'],
  [88, 'POST', '/newsletter/subscribe', 'anonymous'],
  [87, 'PATCH', '/admin/editor/draft', 'admin'],
  [87, 'DELETE', '/admin/editor/draft', 'admin'],
  [87, 'POST', '/admin/editor/publish', 'admin'],
  [87, 'PUT', '/admin/editor/preview-mode', 'admin'],
];

const huge = 'é'.repeat(200_000);
/** [label, raw body, content type]. */
const bodies: [string, string, string][] = [
  ['not JSON', '{"email": "a@b.fr",', 'application/json'],
  ['a JSON array', '[1, 2, 3]', 'application/json'],
  ['JSON null', 'null', 'application/json'],
  ['a JSON string', '"bonjour"', 'application/json'],
  ['huge strings', JSON.stringify({ email: huge, password: huge, url: huge, html: huge, name: huge, message: huge, idCart: huge, quantity: huge }), 'application/json'],
  ['wrong types', JSON.stringify({ email: 42, password: [], url: {}, html: 1, quantity: 'six', idCart: 12, products: 'all', lists: 3, status: true, customizations: {}, answers: [] }), 'application/json'],
  ['negative numbers', JSON.stringify({ quantity: -3, idCartProduct: -1, total: -10, subtotal: -10, shippingFees: -1, products: [{ idProduct: -1, quantity: -2, idOrderLine: -4 }] }), 'application/json'],
  ['ids too large for a database integer', JSON.stringify({ idCart: '1', quantity: 1, idCartProduct: 1e15, status: 'PAID', customizations: [{ idCustomization: 1e15, answer: 'x' }], products: [{ idProduct: 1e15, idDeclination: 1e15, quantity: 1, idOrderLine: 1e15 }] }), 'application/json'],
  ['an empty object', '{}', 'application/json'],
  ['form text', 'a=1&b=2', 'application/x-www-form-urlencoded'],
  ['a broken multipart', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1', 'multipart/form-data; boundary=x'],
];
const badIds = ['-1', 'abc', '0', '1.5', '99999999999999999999'];

/**
 * POST /cart takes an optional `type` and `discountCode` and nothing else is read, so a JSON
 * object without them creates a plain cart: it must still never be a 500.
 */
const lenient: Record<string, string[]> = { '/cart': ['wrong types', 'negative numbers', 'ids too large for a database integer', 'an empty object'] };

function expectClientError(res: { status: number; json: { success: boolean; message: string } | null; text: string }, what: string) {
  expect(res.status, `${what}: ${res.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(res.status, `${what}: ${res.text.slice(0, 200)}`).toBeLessThan(500);
  expect(res.json?.success, what).toBe(false);
  expect(res.json?.message.length, what).toBeGreaterThan(0);
  expect(res.text, what).not.toMatch(/\n\s+at |\.ts:\d+/);
}

describe('malformed bodies and path ids', () => {
  it.each(writes)('site %i: %s %s answers 4xx envelopes only', async (site, method, path, as) => {
    for (const [label, body, type] of bodies) {
      const concrete = path.replaceAll('{n}', '1');
      const res = await cov.call(site, method, concrete, { as, body, headers: { 'Content-Type': type, 'X-Forwarded-For': '198.51.100.9' } });
      if (lenient[path]?.includes(label)) expect(res.json?.success, `${path} with ${label}: ${res.text.slice(0, 200)}`).toBe(true);
      else expectClientError(res, `${method} ${concrete} with ${label}`);
    }
    if (!path.includes('{n}')) return;
    for (const id of badIds) {
      const concrete = path.replaceAll('{n}', id);
      const res = await cov.call(site, method, concrete, { as, body: {}, headers: { 'X-Forwarded-For': '198.51.100.9' } });
      expectClientError(res, `${method} ${concrete}`);
    }
  });
});

/** GET calls whose path or query takes an id: `{n}` is replaced by each bad id. */
const reads: [SiteId, string, 'member' | 'admin' | 'anonymous'][] = [
  [88, '/album/{n}', 'anonymous'], [88, '/blog/{n}', 'anonymous'], [88, '/blog/folder/{n}', 'anonymous'],
  [88, '/blog/folder/list/{n}', 'anonymous'], [88, '/blog/folder/ariane/{n}', 'anonymous'], [88, '/blog/ariane/{n}', 'anonymous'],
  [88, '/calendar/{n}/date/allowed/{n}/{n}', 'anonymous'], [87, '/element/autocar/{n}', 'anonymous'], [88, '/popup/{n}', 'anonymous'],
  [88, '/service/{n}', 'anonymous'], [88, '/order/{n}', 'member'], [88, '/order/cawl/result/{n}', 'member'],
  [88, '/admin/order/{n}/get-status', 'admin'], [88, '/admin/order/{n}/tracking-link', 'admin'],
  [88, '/v2/product/recommended/{n}', 'anonymous'], [88, '/product/{n}/customization', 'anonymous'],
  [88, '/product/generate/file/{n}/{n}', 'anonymous'], [87, '/page/{n}', 'anonymous'], [87, '/forms/file/download/{n}', 'anonymous'],
  [87, '/cities/nantes/{n}', 'anonymous'], [88, '/award?product={n}', 'anonymous'], [88, '/order-back?order={n}', 'member'],
  [88, '/cart/{n}/default', 'anonymous'], [88, '/news?nbItem={n}&page={n}', 'anonymous'], [87, '/element/autocar?nbItem={n}', 'anonymous'],
];

describe('malformed ids in GET calls', () => {
  it.each(reads)('site %i: GET %s answers 4xx envelopes only', async (site, path, as) => {
    for (const id of badIds) {
      const concrete = path.replaceAll('{n}', encodeURIComponent(id));
      expectClientError(await cov.call(site, 'GET', concrete, { as }), `GET ${concrete}`);
    }
  });
});
