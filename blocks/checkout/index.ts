import { defineBlock } from '../../runtime/index.ts';
import { checkoutMessages } from './checkout-messages.ts';
import { CheckoutPage } from './CheckoutPage.tsx';

export default defineBlock({
  messages: checkoutMessages,
  component: CheckoutPage,
});
