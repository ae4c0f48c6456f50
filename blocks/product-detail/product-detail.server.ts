import { defineBlockServer } from '../../runtime/index.server.ts';
import type { BlockActionContext, BlockActionResult } from '../../runtime/index.server.ts';
import type { ProductDetailData } from './product-detail.block.ts';
import { productDetailBlock } from './product-detail.block.ts';

/** A no-JavaScript add to cart: POST /cart/{cartId|new}/product/{declinationId}, then back to the page. */
async function action(ctx: BlockActionContext): Promise<BlockActionResult> {
  return (await import('./add-to-cart-action.ts')).addToCartAction(ctx);
}

export default defineBlockServer(productDetailBlock, {
  /** GET /product/{id} (the page's record), GET /award?product={id}, GET /v2/product/recommended/{id}. */
  load: async (ctx): Promise<ProductDetailData> => (await import('./load-product-detail.ts')).loadProductDetail(ctx),
  action,
  examples: {
    fr: { productId: 1, cartHref: '/cart' },
    en: { productId: 1, cartHref: '/en/cart' },
  },
});
