import { defineBlock } from '../../runtime/index.ts';
import type { productGridBlock } from './product-grid.block.ts';
import { withShopMessages } from '../shop-kit/shop-messages.ts';
import { ProductGrid } from './ProductGrid.tsx';

export default defineBlock<typeof productGridBlock>({
  messages: withShopMessages('product-grid', { fr: {}, en: {} }),
  component: ProductGrid,
});
