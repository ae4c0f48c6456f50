import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../harness.test-utils.ts';
import { addLine, DOMAINE, member, NOW, orderBody } from './shop-helpers.test-utils.ts';
import { adminOrderContracts } from '../../../schemas/api/shop/admin-order-contracts.ts';
import { validateServed } from '../../../schemas/validation/validate-served.ts';

// Issue 36, item 6: the order's consents (migration 0020) are the owner's proof for an authority
// or a customer; the back office's order detail gives them, the customer's own answers do not.
let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await createHarness({ now: () => NOW, env: { ADMIN_EMAIL: 'admin@vitrine.test', ADMIN_PASSWORD: 'admin-password-1' }, mail: false });
  admin = (await h.request('POST', '/login', { site: DOMAINE, body: { email: 'admin@vitrine.test', password: 'admin-password-1' } })).json!.data.token as string;
});
afterAll(async () => {
  await h.close();
});

const saleTermsFr = (): string => {
  const parameters = JSON.parse(readFileSync('site-configs/domaine/parameters.json', 'utf8')) as { parameters: { type: string; value: unknown }[] };
  return (parameters.parameters.find((one) => one.type === 'SALE_TERMS')!.value as { fr: string }).fr;
};
const placeOrder = async (token: string, declination = 101) => {
  const cartId = (await addLine(h, 'new', declination, 6, { token })).json!.data.cartId as string;
  const created = await h.request('POST', '/order', { site: DOMAINE, lang: 'fr_FR', token, body: orderBody(cartId) });
  expect(created.status, created.text).toBe(201);
  return created.json!.data.id as number;
};
/** The admin's order detail, checked against its contract (schemas/api/shop/admin-order-contracts.ts). */
const adminDetail = async (id: number) => {
  const res = await h.request('GET', `/admin/order/${id}`, { site: DOMAINE, lang: 'fr_FR', token: admin });
  expect(res.status, res.text).toBe(200);
  const checked = validateServed(adminOrderContracts.read.answer, res.json!.data);
  expect(checked.ok ? [] : checked.errors).toEqual([]);
  return res.json!.data as { consents: unknown };
};

describe('the order’s consents in the back office (issue 36, item 6)', () => {
  it('shows the admin when the terms were accepted, which text, and when the legal age was certified; the customer’s answers do not carry them', async () => {
    const token = await member(h, 'consents@example.fr');
    const id = await placeOrder(token);
    const version = createHash('sha256').update(saleTermsFr()).digest('hex');
    expect((await adminDetail(id)).consents).toEqual({ termsAcceptedAt: NOW.toISOString(), termsVersion: version, legalAgeConfirmedAt: NOW.toISOString() });

    const own = await h.request('GET', `/order/${id}`, { site: DOMAINE, token });
    expect(own.status).toBe(200);
    expect(own.json!.data).not.toHaveProperty('consents');
    expect(own.text).not.toContain(version);
    const listed = await h.request('GET', '/order', { site: DOMAINE, token });
    expect(listed.text).not.toContain(version);
    expect(listed.text).not.toContain('termsAcceptedAt');
  });

  it('gives a null legal age to the member’s next order (certified before) and nulls to an order made before the consents were recorded', async () => {
    const token = await member(h, 'consents-again@example.fr');
    await placeOrder(token);
    const next = await placeOrder(token, 201);
    expect((await adminDetail(next)).consents).toMatchObject({ termsAcceptedAt: NOW.toISOString(), legalAgeConfirmedAt: null });

    const older = await placeOrder(token);
    await h.ctx.db.updateTable('orders').set({ termsAcceptedAt: null, termsVersion: null, legalAgeConfirmedAt: null }).where('id', '=', older).execute();
    expect((await adminDetail(older)).consents).toEqual({ termsAcceptedAt: null, termsVersion: null, legalAgeConfirmedAt: null });
  });

  it('keeps the consents from a member', async () => {
    const token = await member(h, 'consents-nosy@example.fr');
    const id = await placeOrder(token);
    expect((await h.request('GET', `/admin/order/${id}`, { site: DOMAINE, token })).status).toBe(403);
  });
});
