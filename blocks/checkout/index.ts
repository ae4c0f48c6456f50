import { defineBlock } from '../../runtime/index.ts';
import { checkoutMessages } from './checkout-messages.ts';
import { CheckoutPage } from './CheckoutPage.tsx';
import { paymentPendingMessages } from './payment-pending-messages.ts';

export default defineBlock({
  messages: {
    fr: { ...checkoutMessages.fr, ...paymentPendingMessages.fr },
    en: { ...checkoutMessages.en, ...paymentPendingMessages.en },
  },
  component: CheckoutPage,
});
