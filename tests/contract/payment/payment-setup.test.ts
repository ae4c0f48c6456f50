import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../harness.test-utils.ts';
import { paymentHarness, placedOrder, startPayment } from './payment-site.test-utils.ts';

// Missing keys are named at start and refused on the payment step, never a crash (issue #25).
let h: Harness;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ h, close } = await paymentHarness('stripe', { STRIPE_SECRET_KEY: 'sk_test_only_the_secret' }));
}, 60_000);
afterAll(async () => {
  await close?.();
});

describe('a shop whose payment keys are missing', () => {
  it('names the missing keys at start, and the test card standing in for cawl on the sites without CAWL keys', () => {
    expect(h.logLines).toContain('warn Site domaine: PAYMENT_METHOD stripe cannot take payments, these keys are missing: PAYMENT_DOMAINE_STRIPE_WEBHOOK_SECRET (docs/payments.md)');
    expect(h.logLines.some((line) => line.includes('PAYMENT_METHOD cawl has no CAWL keys, the TEST CARD provider stands in'))).toBe(true);
  });

  it('refuses the payment step with a clear 503 in French and English, the order left waiting', async () => {
    const order = await placedOrder(h);
    const fr = await startPayment(h, order, 'fr_FR');
    expect(fr.status).toBe(503);
    expect(fr.json?.message).toBe('Le paiement par carte n’est pas encore disponible sur cette boutique : ses clés de paiement ne sont pas configurées. Veuillez contacter la boutique.');
    const en = await startPayment(h, order, 'en');
    expect(en.json?.message).toBe('Card payment is not available on this shop yet: its payment keys are not set. Please contact the shop.');
    expect((await h.ctx.db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status).toBe('PENDING_PAYMENT');
  });
});
