import { defineBlock } from '../../runtime/index.ts';
import { withAccountMessages } from '../account-kit/account-messages.ts';
import { OrderReturn } from './OrderReturn.tsx';

export default defineBlock({ messages: withAccountMessages('order-return'), component: OrderReturn });
