import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../contract/harness.test-utils.ts';
import { addLine, DOMAINE, member, NOW, orderBody } from '../contract/shop/shop-helpers.test-utils.ts';

/*
 * A protection that already held in the attack review (issue 21): every query goes through
 * Kysely with bound values, field names come from allow-lists, so SQL typed into a sign-in, a
 * list filter, a sort or a path is data, never code. Kept here so that a raw query added later
 * cannot silently undo it.
 */
const PAYLOADS = ["' OR '1'='1", "x' OR 1=1 --", "'; DROP TABLE users; --", '1) OR (1=1', '%', "\\' UNION SELECT email, password FROM users --"];
let h: Harness;
let victim: string;
let attacker: string;

beforeAll(async () => {
  h = await createHarness({ now: () => NOW });
  victim = await member(h, 'victim.sql@example.fr');
  attacker = await member(h, 'attacker.sql@example.fr');
  const cartId = (await addLine(h, 'new', 601, 3, { token: victim })).json?.data.cartId as string;
  const placed = await h.request('POST', '/order', { site: DOMAINE, token: victim, body: orderBody(cartId) });
  expect(placed.status).toBeLessThan(300);
}, 60_000);
afterAll(async () => {
  await h?.close();
});

describe('SQL typed by a visitor is data', () => {
  it('signs nobody in with SQL in the e-mail or the password', async () => {
    for (const payload of PAYLOADS) {
      for (const body of [{ email: payload, password: payload }, { email: 'victim.sql@example.fr', password: payload }, { email: `victim.sql@example.fr${payload}`, password: 'motdepasse-solide' }]) {
        const res = await h.request('POST', '/login', { site: DOMAINE, body });
        expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
        expect(res.status, JSON.stringify(body)).toBeLessThan(500);
        expect(res.json?.data?.token, JSON.stringify(body)).toBeUndefined();
      }
    }
  });

  it("never shows another member's orders through a filter or a sort, and never answers 500", async () => {
    for (const payload of PAYLOADS) {
      for (const query of [`reference=${encodeURIComponent(payload)}`, `reference=lk:${encodeURIComponent(payload)}`, `status=${encodeURIComponent(payload)}`, `orderBy=${encodeURIComponent(payload)}`]) {
        const res = await h.request('GET', `/order?${query}`, { site: DOMAINE, token: attacker });
        expect(res.status, query).toBeLessThan(500);
        if (res.status === 200) expect(res.json?.data.total, query).toBe(0);
      }
      const path = await h.request('GET', `/cart/${encodeURIComponent(payload)}/default`, { site: DOMAINE });
      expect(path.status, payload).toBeLessThan(500);
    }
    expect((await h.request('GET', '/order', { site: DOMAINE, token: victim })).json?.data.total).toBe(1);
  });

  it('keeps every table and the payloads as plain text', async () => {
    const users = await h.ctx.db.selectFrom('users').select('email').execute();
    expect(users.map((user) => user.email)).toEqual(expect.arrayContaining(['victim.sql@example.fr', 'attacker.sql@example.fr']));
    const reset = await h.request('PUT', '/password/reset/ask', { site: DOMAINE, body: { email: "'; DROP TABLE users; --@example.fr" } });
    expect(reset.status).toBeLessThan(500);
    expect(await h.ctx.db.selectFrom('users').select('id').execute()).toHaveLength(users.length);
  });
});
