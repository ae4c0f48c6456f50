import { orderContracts } from '../../schemas/api/shop/order-contracts.ts';
import { checkoutContracts } from '../../schemas/api/shop/checkout-contracts.ts';
import { returnContracts } from '../../schemas/api/shop/return-contracts.ts';
import { defineBlockServer } from '../../runtime/index.server.ts';
import type { BlockLoadContext } from '../../runtime/index.server.ts';
import { signedInUser } from '../account-kit/signed-in-user.ts';
import type { OrderReturns } from '../account-kit/member-order.ts';
import { accountOrdersBlock, type AccountOrdersProps } from './account-orders.block.ts';
import type { AccountOrdersData } from './account-orders.block.ts';
import { ORDERS_PER_PAGE } from './orders-per-page.ts';

export async function load({ api, props, url, params, hasSession }: BlockLoadContext<AccountOrdersProps>): Promise<AccountOrdersData> {
  // A guest's signed mail link (`?expires=…&signature=…`) opens one order read-only, without an account.
  const signature = url?.searchParams.get('signature');
  if (props.view === 'detail' && signature) {
    const linked = await api.call(orderContracts.read, { params: { id: Number(params?.id) }, query: { expires: url?.searchParams.get('expires') ?? '', signature } });
    if (linked.success) return { signedIn: true, view: 'detail', guest: true, order: linked.data, returns: null, returnStatuses: {} };
  }
  if (!(await signedInUser(api, hasSession))) return { signedIn: false };
  if (props.view === 'detail') {
    const id = Number(params?.id);
    const [order, returns, statuses] = await Promise.all([
      api.call(orderContracts.read, { params: { id } }),
      api.call(returnContracts.returns, { query: { order: id } }),
      api.call(checkoutContracts.genericValues, { params: { type: 'return-status' } }),
    ]);
    return {
      signedIn: true,
      view: 'detail',
      order: order.success ? order.data : null,
      returns: returns.success ? returns.data : null,
      returnStatuses: statuses.success ? Object.fromEntries(statuses.data.map((one) => [one.code, one.value])) : {},
    };
  }
  const asked = Number(url?.searchParams.get('page') ?? 1);
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  const result = await api.call(orderContracts.list, { query: { page, nbItem: ORDERS_PER_PAGE } });
  return { signedIn: true, view: 'list', orders: result.success ? result.data.orders : [], total: result.success ? result.data.total : 0, page };
}

export default defineBlockServer(accountOrdersBlock, {
  load,
  examples: {
    fr: { view: 'list' },
    en: { view: 'list' },
  },
});
