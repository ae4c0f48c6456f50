import type { ApiContext } from '../../context.ts';
import type { LoadedSite } from '../../config/loaded-site.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { Locale } from '../../../rules/locale.ts';
import type { OrderRow } from '../order-model/order-row.ts';
import { settlePayment } from './settle-payment.ts';
import { testCardOutcome, type TestCardOutcome } from './test-card.ts';
import { TEST_CARD_PROVIDER } from './test-card-adapter.ts';
import { pickText } from '../../../rules/text/pick-text.ts';

const M = {
  INVALID: { en: 'This card number is not valid', fr: "Ce numéro de carte n'est pas valide" },
  PAID: { en: 'This order is already paid', fr: 'Cette commande est déjà payée' },
  NOT_PAYABLE: { en: 'This order can no longer be paid', fr: 'Cette commande ne peut plus être payée' },
} as const;

/**
 * Pays an order with a test card through the one settlement (`settlePayment`: one payment per
 * order, even from concurrent requests; PAID or PAYMENT_FAILED with the customer's mail).
 * `findOrder` checks the caller may pay the order (a guest's cart, a member's session, a signed
 * link). 400 for an invalid card number, 409 for an order paid already or cancelled, or declined
 * before and whose units others bought since.
 */
export async function payWithTestCard(
  ctx: ApiContext,
  input: { site: LoadedSite; orderId: number; cardNumber: string; lang: Locale; findOrder: (trx: ApiContext['db']) => Promise<OrderRow> },
): Promise<{ outcome: Exclude<TestCardOutcome, 'INVALID'>; order: OrderRow }> {
  const { orderId, lang } = input;
  const outcome = testCardOutcome(input.cardNumber);
  if (outcome === 'INVALID') throw new ApiError(400, pickText(M.INVALID, lang));
  const found = await input.findOrder(ctx.db);
  const { result, order } = await settlePayment(ctx, {
    site: input.site, orderId, lang, provider: TEST_CARD_PROVIDER, providerRef: null, outcome,
    amountCents: found.totalCents, currency: 'EUR', cardLast4: input.cardNumber.replace(/\D/g, '').slice(-4),
  });
  if (result === 'ALREADY') throw new ApiError(409, pickText(M.PAID, lang));
  if (result === 'NOT_PAYABLE') throw new ApiError(409, pickText(M.NOT_PAYABLE, lang));
  return { outcome, order };
}
