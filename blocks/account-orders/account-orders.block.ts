import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { fieldUi } from '../../runtime/index.server.ts';
import type { BlockDeclaration } from '../../runtime/index.server.ts';
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

export type AccountOrdersData =
  | { signedIn: false }
  | { signedIn: true; view: 'list'; orders: OrderSummary[]; total: number; page: number }
  | { signedIn: true; view: 'detail'; order: MemberOrder | null; returns: OrderReturns | null; returnStatuses: Record<string, string>; guest?: boolean };


/** The block's one declaration (decision 0077): its type, its props schema and the data its server part loads; both halves are typed from it. */
export const accountOrdersBlock: BlockDeclaration<typeof AccountOrdersSchema, AccountOrdersData> = { type: 'account-orders', schema: AccountOrdersSchema };
