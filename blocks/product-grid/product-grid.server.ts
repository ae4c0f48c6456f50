import { defineBlockServer } from '../../runtime/index.server.ts';
import { cardProduct } from '../shop-kit/card-product.ts';
import type { CardProduct } from '../shop-kit/card-product.ts';
import { productGridBlock } from './product-grid.block.ts';

export default defineBlockServer(productGridBlock, {
  /** GET /product?page=1&nbItem={limit}&orderBy=price[&kind=][&tags=], as cards. */
  load: async (ctx): Promise<CardProduct[]> => {
    const { loadProducts } = await import('../shop-kit/load-products.ts');
    const filters = { kinds: ctx.props.kind ? [ctx.props.kind] : [], tags: ctx.props.tag ? [ctx.props.tag] : [] };
    return (await loadProducts(ctx.api, filters, 1, ctx.props.limit ?? 8)).products.map(cardProduct);
  },
  examples: {
    fr: { title: 'Nos Muscadet', kind: 'blanc', tag: 'muscadet', limit: 4, more: { label: 'Toute la boutique', href: '/products/search' } },
    en: { title: 'Our Muscadet wines', kind: 'blanc', tag: 'muscadet', limit: 4, more: { label: 'The whole shop', href: '/en/products/search' } },
  },
});
