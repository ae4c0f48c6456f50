import { defineBlock } from '../../runtime/index.ts';
import type { featuredProductsBlock } from './featured-products.block.ts';
import { withShopMessages } from '../shop-kit/shop-messages.ts';
import { FeaturedProducts } from './FeaturedProducts.tsx';

export default defineBlock<typeof featuredProductsBlock>({
  messages: withShopMessages('featured-products', { fr: {}, en: {} }),
  component: FeaturedProducts,
});
