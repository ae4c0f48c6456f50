import { defineBlock } from '../../runtime/index.ts';
import { withAccountMessages } from '../account-kit/account-messages.ts';
import { AccountOrders } from './AccountOrders.tsx';

export default defineBlock({ messages: withAccountMessages('account-orders'), component: AccountOrders });
