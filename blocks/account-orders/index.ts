import { defineBlock } from '../../runtime/index.ts';
import type { accountOrdersBlock } from './account-orders.block.ts';
import { withAccountMessages } from '../account-kit/account-messages.ts';
import { AccountOrders } from './AccountOrders.tsx';

export default defineBlock<typeof accountOrdersBlock>({ messages: withAccountMessages('account-orders'), component: AccountOrders });
