import { defineBlockServer } from '../../runtime/index.server.ts';
import type { ProductSearchData } from './product-search.block.ts';
import { productSearchBlock } from './product-search.block.ts';

export default defineBlockServer(productSearchBlock, {
  /** GET /product?page=N&nbItem=100&orderBy=priceToPay|priceToPay:desc|name|vintage:desc[&search=lk:q][&kind=…][&tags=…], from the page URL. */
  load: async (ctx): Promise<ProductSearchData> => (await import('./load-product-search.ts')).loadProductSearch(ctx),
  examples: {
    fr: {
      title: 'La boutique du domaine',
      kinds: [
        { value: 'blanc', label: 'Blancs' },
        { value: 'rouge', label: 'Rouges' },
      ],
      tags: [{ value: 'cadeau', label: 'Idées cadeaux' }],
    },
    en: {
      title: 'The estate shop',
      kinds: [
        { value: 'blanc', label: 'White wines' },
        { value: 'rouge', label: 'Red wines' },
      ],
      tags: [{ value: 'cadeau', label: 'Gift ideas' }],
    },
  },
});
