import { defineBlockServer } from '../../runtime/index.server.ts';
import { cardProduct } from '../shop-kit/card-product.ts';
import { productHighlightBlock, type HighlightProduct } from './product-highlight.block.ts';

export default defineBlockServer(productHighlightBlock, {
  /** GET /product (page 1 of 100), the product of `productId`; nothing is shown when it is not for sale. */
  load: async (ctx): Promise<HighlightProduct | null> => {
    const [product] = await (await import('../shop-kit/load-products.ts')).loadProductsById(ctx.api, [ctx.props.productId]);
    if (!product) return null;
    return ctx.props.text || !product.summary ? cardProduct(product) : { ...cardProduct(product), summary: product.summary };
  },
  examples: {
    fr: { productId: 3, title: 'Le vin du mois', text: 'Un Muscadet de garde, né du granit de Clisson : 24 mois sur lies, une bouche ample et saline.' },
    en: { productId: 3, title: 'Wine of the month', text: 'A Muscadet for ageing, grown on the granite of Clisson: 24 months on the lees, broad and saline.' },
  },
});
