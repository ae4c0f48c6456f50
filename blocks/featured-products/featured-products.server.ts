import { defineBlockServer } from '../../runtime/index.server.ts';
import { cardProduct } from '../shop-kit/card-product.ts';
import type { CardProduct } from '../shop-kit/card-product.ts';
import { featuredProductsBlock } from './featured-products.block.ts';

export default defineBlockServer(featuredProductsBlock, {
  /** GET /product (page 1 of 100), the products of `productIds` picked in their order, as cards. */
  load: async (ctx): Promise<CardProduct[]> => (await (await import('../shop-kit/load-products.ts')).loadProductsById(ctx.api, ctx.props.productIds)).map(cardProduct),
  examples: {
    fr: { title: 'Nos coups de cœur', productIds: [3, 7, 8] },
    en: { title: 'Our favourites', productIds: [3, 7, 8] },
  },
});
