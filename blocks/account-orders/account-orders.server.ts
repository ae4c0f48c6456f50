import { orderContracts } from '../../schemas/api/shop/order-contracts.ts';
import { checkoutContracts } from '../../schemas/api/shop/checkout-contracts.ts';
import { returnContracts } from '../../schemas/api/shop/return-contracts.ts';
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { defineBlockServer } from '../../runtime/index.server.ts';
import { fieldUi } from '../../runtime/index.server.ts';
import type { BlockLoadContext } from '../../runtime/index.server.ts';
import { signedInUser } from '../account-kit/signed-in-user.ts';
import type { MemberOrder, OrderReturns, OrderSummary } from '../account-kit/member-order.ts';

/** The member's orders: `list` on `/account/orders` (10 a page), `detail` on `/account/orders/{id}`. */
export const AccountOrdersSchema = Type.Object(
  {
    view: Type.Union([Type.Literal('list'), Type.Literal('detail')], {
      default: 'list',
      description: 'The list of orders, or one order.',
      ...fieldUi(
        { fr: 'Affichage', en: 'Shows' },
        { fr: 'La liste des commandes du client, ou une commande.', en: 'The customer’s list of orders, or one order.' },
        { choices: { list: { fr: 'Liste des commandes', en: 'List of orders' }, detail: { fr: 'Une commande', en: 'One order' } } },
      ),
    }),
  },
  { additionalProperties: false },
);
export type AccountOrdersProps = Static<typeof AccountOrdersSchema>;

/** Orders per page of the list (§9). */
export const ORDERS_PER_PAGE = 10;

export type AccountOrdersData =
  | { signedIn: false }
  | { signedIn: true; view: 'list'; orders: OrderSummary[]; total: number; page: number }
  | { signedIn: true; view: 'detail'; order: MemberOrder | null; returns: OrderReturns | null; returnStatuses: Record<string, string>; guest?: boolean };

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

export default defineBlockServer({
  schema: AccountOrdersSchema,
  load,
  examples: {
    fr: { view: 'list' },
    en: { view: 'list' },
  },
});
