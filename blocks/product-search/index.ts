import { defineBlock } from '../../runtime/index.ts';
import { withContentMessages } from '../content-kit/content-messages.ts';
import { withShopMessages } from '../shop-kit/shop-messages.ts';
import { ProductSearch } from './ProductSearch.tsx';

const own = withShopMessages('product-search', {
  fr: {
    'product-search.searchLabel': 'Rechercher et filtrer les produits',
    'product-search.search': 'Rechercher un vin, un coffret…',
    'product-search.placeholder': 'Muscadet, magnum, cadeau…',
    'product-search.submit': 'Rechercher',
    'product-search.kinds': 'Type',
    'product-search.tags': 'Thèmes',
    'product-search.filters': '{count, plural, =0 {Filtrer par type et thème} one {Filtres (# actif)} other {Filtres (# actifs)}}',
    'product-search.count': '{count, plural, =0 {Aucun produit} one {# produit} other {# produits}}',
    'product-search.reset': 'Effacer la recherche et les filtres',
  },
  en: {
    'product-search.searchLabel': 'Search and filter the products',
    'product-search.search': 'Search for a wine, a box…',
    'product-search.placeholder': 'Muscadet, magnum, gift…',
    'product-search.submit': 'Search',
    'product-search.kinds': 'Kind',
    'product-search.tags': 'Themes',
    'product-search.filters': '{count, plural, =0 {Filter by kind and theme} one {Filters (# on)} other {Filters (# on)}}',
    'product-search.count': '{count, plural, =0 {No product} one {# product} other {# products}}',
    'product-search.reset': 'Clear the search and filters',
  },
});

export default defineBlock({
  messages: withContentMessages('product-search', own),
  component: ProductSearch,
});
