import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../../server/paths.ts';
import { createHarness, type Harness, type HarnessResponse } from '../harness.test-utils.ts';
import { addLine, DOMAINE, member, NOW, orderBody } from '../shop/shop-helpers.test-utils.ts';

// Each invariant of the shop raced by concurrent requests through the real API, on SQLite
// (`npm test`) and on PostgreSQL (`npm run test:postgres`). Decision 0031.

/** A discount code of the test copy of the configuration, usable 3 times in all. */
const RARE_CODE = 'RARE3';
let h: Harness;
let configs: string;
let adminToken: string;

beforeAll(async () => {
  configs = mkdtempSync(join(tmpdir(), 'vitrine-invariants-'));
  cpSync(resolve(projectRoot, 'site-configs'), configs, { recursive: true });
  const codesFile = join(configs, 'domaine/shipping/discount-codes.json');
  const codes = JSON.parse(readFileSync(codesFile, 'utf8'));
  codes.discountCodes.push({ code: RARE_CODE, type: 'EURO', amount: 1, minimum: 0, validFrom: null, validUntil: null, maxUses: 3, isActive: true });
  writeFileSync(codesFile, JSON.stringify(codes, null, 2));
  h = await createHarness({ siteConfigs: configs, now: () => NOW, env: { ADMIN_EMAIL: 'admin@vitrine.test', ADMIN_PASSWORD: 'admin-password-1' } });
  const login = await h.request('POST', '/login', { site: DOMAINE, body: { email: 'admin@vitrine.test', password: 'admin-password-1' } });
  adminToken = login.json?.data.token as string;
}, 60_000); // a fresh database and configuration copy: slow on a loaded machine, never a figure of this test
afterAll(async () => {
  await h?.close();
  rmSync(configs, { recursive: true, force: true });
});

const post = (path: string, body: unknown, options: { token?: string; lang?: string } = {}) =>
  h.request('POST', path, { site: DOMAINE, lang: options.lang ?? 'en', body, ...(options.token ? { token: options.token } : {}) });
const setStatus = (orderId: number, status: string) =>
  h.request('PUT', `/admin/order/${orderId}/status`, { site: DOMAINE, lang: 'en', token: adminToken, body: { status } });

/** A new cart holding `quantity` of a declination; its id. */
async function cartWith(declination: number, quantity: number, token?: string): Promise<string> {
  const res = await addLine(h, 'new', declination, quantity, token ? { token } : {});
  if (res.status !== 200) throw new Error(`add to cart failed: ${res.text}`);
  return res.json!.data.cartId as string;
}

/** How many answers have each status, e.g. `{ 201: 7, 409: 33 }`. */
function statuses(answers: readonly HarnessResponse[]): Record<number, number> {
  const count: Record<number, number> = {};
  for (const answer of answers) count[answer.status] = (count[answer.status] ?? 0) + 1;
  return count;
}

/** Units of a declination taken by orders that hold stock. */
async function unitsSold(declination: number): Promise<number> {
  const rows = await h.ctx.db
    .selectFrom('orderLines').innerJoin('orders', 'orders.id', 'orderLines.orderId')
    .select('orderLines.quantity')
    .where('orderLines.idDeclination', '=', declination)
    .where('orders.status', 'not in', ['CANCELLED', 'PAYMENT_FAILED'])
    .execute();
  return rows.reduce((sum, row) => sum + row.quantity, 0);
}

/** An order of one cart, placed by a guest; its id and cart. */
async function placeOrder(declination: number, quantity: number, token?: string): Promise<{ id: number; cart: string }> {
  const cart = await cartWith(declination, quantity, token);
  const res = await post('/order', orderBody(cart), token ? { token } : {});
  if (res.status !== 201) throw new Error(`order failed: ${res.text}`);
  return { id: res.json!.data.id as number, cart };
}

describe('stock per declination', () => {
  it('accepts exactly 7 of 40 concurrent one-unit orders for a stock of 7; the others get a clear 409', async () => {
    const carts = await Promise.all(Array.from({ length: 40 }, () => cartWith(1201, 1)));
    const answers = await Promise.all(carts.map((cart, index) => post('/order', orderBody(cart), { lang: index % 2 ? 'en' : 'fr_FR' })));
    expect(statuses(answers)).toEqual({ 201: 7, 409: 33 });
    const refused = answers.filter((answer) => answer.status === 409);
    expect(new Set(refused.map((answer) => answer.json?.message))).toEqual(
      new Set(['Not enough stock left for Hand-blown decanter: 0 remaining', 'Stock insuffisant pour Carafe à décanter en verre soufflé : il en reste 0']),
    );
    expect(await unitsSold(1201)).toBe(7);
  });

  it('refuses to pay a declined order whose units others bought since, with a clear 409', async () => {
    const declined = await placeOrder(1102, 3);
    const refused = await post(`/payment/test-card-provider/${declined.id}`, { cardNumber: '4000 0000 0000 0002', cart: declined.cart });
    expect(refused.status).toBe(402);
    await placeOrder(1102, 3);
    const late = await post(`/payment/test-card-provider/${declined.id}`, { cardNumber: '4242 4242 4242 4242', cart: declined.cart }, { lang: 'fr_FR' });
    expect(late.status).toBe(409);
    expect(late.json?.message).toMatch(/^Stock insuffisant pour .+ : il en reste 0$/);
    expect(await unitsSold(1102)).toBe(3);
  });
});

describe('one order per cart', () => {
  it('yields one order when one cart is completed 10 times at once', async () => {
    const cart = await cartWith(101, 6);
    const answers = await Promise.all(Array.from({ length: 10 }, () => post('/order', orderBody(cart))));
    expect(statuses(answers)).toEqual({ 200: 9, 201: 1 });
    expect(new Set(answers.map((answer) => answer.json?.data.id)).size).toBe(1);
    expect(await h.ctx.db.selectFrom('orders').select('id').where('cartId', '=', cart).execute()).toHaveLength(1);
  });
});

describe("a discount code's maximum uses", () => {
  it('lets 3 of 12 concurrent orders use a code allowed 3 times', async () => {
    const carts = await Promise.all(Array.from({ length: 12 }, () => cartWith(1101, 1)));
    const answers = await Promise.all(carts.map((cart) => post('/order', orderBody(cart, { discount: RARE_CODE }))));
    expect(statuses(answers)).toEqual({ 201: 3, 409: 9 });
    expect(new Set(answers.filter((answer) => answer.status === 409).map((answer) => answer.json?.message))).toEqual(
      new Set(['This discount code has been used up']),
    );
    const uses = await h.ctx.db.selectFrom('discountCodeUses').select('orderId').where('code', '=', RARE_CODE).execute();
    expect(uses).toHaveLength(3);
  });
});

describe('returns never above what was bought', () => {
  it('records 3 of 10 concurrent one-unit returns of a line of 3', async () => {
    const token = await member(h, 'retours@example.fr');
    const order = await placeOrder(1101, 3, token);
    for (const status of ['PAID', 'PREPARING', 'SHIPPED', 'DELIVERED']) expect((await setStatus(order.id, status)).status).toBe(200);
    const line = await h.ctx.db.selectFrom('orderLines').select('id').where('orderId', '=', order.id).executeTakeFirstOrThrow();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(`/order/${order.id}/back-products`, { products: [{ idOrderLine: line.id, quantity: 1 }] }, { token })),
    );
    expect(statuses(answers)).toEqual({ 201: 3, 409: 7 });
    expect(answers.find((answer) => answer.status === 409)?.json?.message).toBe(`Every unit of product ${line.id} has already been asked back`);
    const returned = await h.ctx.db.selectFrom('orderReturnLines').select('quantity').where('orderLineId', '=', line.id).execute();
    expect(returned.reduce((sum, row) => sum + row.quantity, 0)).toBe(3);
  });
});

describe('event capacity', () => {
  it('seats exactly the places left when 16 people sign up at once', async () => {
    const before = await h.request('GET', '/element/atelier/1', { site: DOMAINE });
    const left = before.json?.data.seatsLeft as number;
    expect(left).toBe(12);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, index) =>
        h.request('POST', '/element/atelier/1/register', {
          site: DOMAINE, lang: 'en', headers: { 'X-Forwarded-For': `198.51.100.${index + 1}` },
          body: { name: `Personne ${index}`, email: `p${index}@example.fr`, seats: 1 },
        }),
      ),
    );
    expect(statuses(answers)).toEqual({ 201: 12, 409: 4 });
    const rows = await h.ctx.db.selectFrom('elementRegistrations').select('seats').where('idSite', '=', DOMAINE).execute();
    expect(rows.reduce((sum, row) => sum + row.seats, 0)).toBe(12);
  });
});

describe('one payment per order', () => {
  it('settles an order once when it is paid 8 times at once', async () => {
    const order = await placeOrder(1101, 1);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post(`/payment/test-card-provider/${order.id}`, { cardNumber: '4242 4242 4242 4242', cart: order.cart })),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 409: 7 });
    expect(answers.find((answer) => answer.status === 409)?.json?.message).toBe('This order is already paid');
    const payments = await h.ctx.db.selectFrom('payments').select('status').where('orderId', '=', order.id).execute();
    expect(payments).toEqual([{ status: 'SUCCEEDED' }]);
    const history = await h.ctx.db.selectFrom('orderStatusHistory').select('status').where('orderId', '=', order.id).orderBy('id').execute();
    expect(history.map((row) => row.status)).toEqual(['PENDING_PAYMENT', 'PAID']);
  });
});

describe('one status change at a time', () => {
  it('moves a paid order once when it is sent to PREPARING and to CANCELLED at once', async () => {
    const order = await placeOrder(1101, 1);
    expect((await setStatus(order.id, 'PAID')).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => setStatus(order.id, index % 2 ? 'PREPARING' : 'CANCELLED')));
    expect(statuses(answers)).toEqual({ 200: 1, 409: 11 });
    const history = await h.ctx.db.selectFrom('orderStatusHistory').select('status').where('orderId', '=', order.id).orderBy('id').execute();
    expect(history).toHaveLength(3);
    const final = await h.ctx.db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(history[2]!.status).toBe(final.status);
  });
});
