import { defineBlock } from '../../runtime/index.ts';
import type { cartBlock } from './cart.block.ts';
import { CartPage } from './CartPage.tsx';

export default defineBlock<typeof cartBlock>({
  messages: {
    fr: { 'cart.intro': 'Vos vins sont gardés ici jusqu’à la commande, même si vous fermez la page.' },
    en: { 'cart.intro': 'Your wines are kept here until you order, even if you close the page.' },
  },
  component: CartPage,
});
