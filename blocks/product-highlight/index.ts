import { defineBlock } from '../../runtime/index.ts';
import { withShopMessages } from '../shop-kit/shop-messages.ts';
import { ProductHighlight } from './ProductHighlight.tsx';

export default defineBlock({
  messages: withShopMessages('product-highlight', { fr: {}, en: {} }),
  component: ProductHighlight,
});
