import { defineBlock } from '../../runtime/index.ts';
import { withShopMessages } from '../shop-kit/shop-messages.ts';
import { FeaturedProducts } from './FeaturedProducts.tsx';

export default defineBlock({
  messages: withShopMessages('featured-products', { fr: {}, en: {} }),
  component: FeaturedProducts,
});
