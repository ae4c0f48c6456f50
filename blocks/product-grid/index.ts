import { defineBlock } from '../../runtime/index.ts';
import { withShopMessages } from '../shop-kit/shop-messages.ts';
import { ProductGrid } from './ProductGrid.tsx';

export default defineBlock({
  messages: withShopMessages('product-grid', { fr: {}, en: {} }),
  component: ProductGrid,
});
