import { defineBlock } from '../../runtime/index.ts';
import type { checkoutBlock } from './checkout.block.ts';
import { checkoutMessages } from './checkout-messages.ts';
import { CheckoutPage } from './CheckoutPage.tsx';
import { orderNextStepsMessages } from './order-next-steps-messages.ts';
import { paymentPendingMessages } from './payment-pending-messages.ts';

export default defineBlock<typeof checkoutBlock>({
  messages: {
    fr: { ...checkoutMessages.fr, ...paymentPendingMessages.fr, ...orderNextStepsMessages.fr },
    en: { ...checkoutMessages.en, ...paymentPendingMessages.en, ...orderNextStepsMessages.en },
  },
  component: CheckoutPage,
});
