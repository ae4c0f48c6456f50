import { defineBlock } from '../../runtime/index.ts';
import type { orderReturnBlock } from './order-return.block.ts';
import { withAccountMessages } from '../account-kit/account-messages.ts';
import { OrderReturn } from './OrderReturn.tsx';

export default defineBlock<typeof orderReturnBlock>({ messages: withAccountMessages('order-return'), component: OrderReturn });
