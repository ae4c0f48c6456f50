import { defineBlock } from '../../runtime/index.ts';
import type { productSearchBlock } from './product-search.block.ts';
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
    'product-search.filters': '{count, plural, =0 {Filtrer} one {Filtrer (# actif)} other {Filtrer (# actifs)}}',
    'product-search.filtersTitle': 'Filtrer par type et thème',
    'product-search.close': 'Fermer les filtres',
    'product-search.show': '{count, plural, =0 {Aucun produit à voir} one {Voir # produit} other {Voir # produits}}',
    'product-search.sort': 'Trier par',
    'product-search.sort.price-asc': 'Prix croissant',
    'product-search.sort.price-desc': 'Prix décroissant',
    'product-search.sort.name': 'Nom (A à Z)',
    'product-search.sort.vintage': 'Millésime (récent d’abord)',
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
    'product-search.filters': '{count, plural, =0 {Filter} one {Filter (# on)} other {Filter (# on)}}',
    'product-search.filtersTitle': 'Filter by kind and theme',
    'product-search.close': 'Close the filters',
    'product-search.show': '{count, plural, =0 {No product to show} one {Show # product} other {Show # products}}',
    'product-search.sort': 'Sort by',
    'product-search.sort.price-asc': 'Price, low to high',
    'product-search.sort.price-desc': 'Price, high to low',
    'product-search.sort.name': 'Name (A to Z)',
    'product-search.sort.vintage': 'Vintage (newest first)',
    'product-search.count': '{count, plural, =0 {No product} one {# product} other {# products}}',
    'product-search.reset': 'Clear the search and filters',
  },
});

export default defineBlock<typeof productSearchBlock>({
  messages: withContentMessages('product-search', own),
  component: ProductSearch,
});
