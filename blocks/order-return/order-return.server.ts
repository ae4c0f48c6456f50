import { checkoutContracts } from '../../schemas/api/shop/checkout-contracts.ts';
import { returnContracts } from '../../schemas/api/shop/return-contracts.ts';
import { defineBlockServer } from '../../runtime/index.server.ts';
import type { BlockActionContext, BlockActionResult, BlockLoadContext } from '../../runtime/index.server.ts';
import { withLocalePrefix } from '../../runtime/index.ts';
import { byIntent, field, refuse, refuseApi } from '../account-kit/account-action.ts';
import type { OrderReturns } from '../account-kit/member-order.ts';
import { signedInUser } from '../account-kit/signed-in-user.ts';
import { orderReturnBlock, type OrderReturnProps } from './order-return.block.ts';
import type { OrderReturnData } from './order-return.block.ts';
import type { ReturnTerms, Labelled } from './order-return.block.ts';

export async function load({ api, params, hasSession }: BlockLoadContext<OrderReturnProps>): Promise<OrderReturnData> {
  if (!(await signedInUser(api, hasSession))) return { signedIn: false };
  const idOrder = Number(params?.id);
  const idReturn = params?.idReturn ? Number(params.idReturn) : null;
  const [returns, terms, reasons, statuses] = await Promise.all([
    api.call(returnContracts.returns, { query: { order: idOrder } }),
    api.call(returnContracts.terms, {}),
    api.call(checkoutContracts.genericValues, { params: { type: 'return-reason' } }),
    api.call(checkoutContracts.genericValues, { params: { type: 'return-status' } }),
  ]);
  return {
    signedIn: true,
    idOrder,
    idReturn,
    returns: returns.success ? returns.data : null,
    terms: terms.success ? terms.data : null,
    reasons: reasons.success ? reasons.data : [],
    statuses: statuses.success ? statuses.data : [],
  };
}

/** The quantities asked per order line (`quantity-{idOrderLine}` fields), zeros left out. */
export function askedProducts(body: FormData): { idOrderLine: number; quantity: number }[] {
  const asked: { idOrderLine: number; quantity: number }[] = [];
  for (const [name, value] of body.entries()) {
    const line = /^quantity-(\d+)$/.exec(name);
    const quantity = typeof value === 'string' ? Number(value) : NaN;
    if (line && Number.isInteger(quantity) && quantity > 0) asked.push({ idOrderLine: Number(line[1]), quantity });
  }
  return asked;
}

/** `_intent=return`: POST /order/{id}/back-products, then the new return's page. */
async function requestReturn({ body, api, locale }: BlockActionContext): Promise<BlockActionResult> {
  const idOrder = Number(field(body, 'order'));
  if (!Number.isInteger(idOrder) || idOrder < 1) return { status: 400, data: { message: 'The post names no order' } };
  const products = askedProducts(body);
  const reason = field(body, 'reason');
  const comment = field(body, 'comment');
  const values = { reason, comment };
  const errors = { ...(products.length === 0 ? { products: 'return.pickOne' as const } : {}), ...(reason ? {} : { reason: 'return.pickReason' as const }) };
  if (Object.keys(errors).length > 0) return refuse({ intent: 'return', errors, values });
  const result = await api.call(returnContracts.ask, { params: { id: idOrder }, body: { products, reason, ...(comment ? { comment } : {}) } });
  if (!result.success) return refuseApi('return', result, values);
  const created = result.data.returns.at(-1);
  const path = withLocalePrefix(`/account/orders/${idOrder}/return${created ? `/${created.id}` : ''}`, locale);
  return { redirect: `${path}?done=return` };
}

export const action = byIntent({ return: requestReturn });

export default defineBlockServer(orderReturnBlock, {
  load,
  action,
  examples: {
    fr: { view: 'request' },
    en: { view: 'state' },
  },
});
