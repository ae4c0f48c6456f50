import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { fieldUi, sectionIntroUi, sectionTitleUi } from '../../runtime/index.server.ts';
import type { BlockDeclaration } from '../../runtime/index.server.ts';
import type { CardProduct } from '../shop-kit/card-product.ts';
import type { SearchQuery } from './search-query.ts';

const Choice = Type.Object(
  {
    value: Type.String({
      pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
      description: 'The product kind or tag, as in catalogue/products.json',
      ...fieldUi(
        { fr: 'Valeur', en: 'Value' },
        {
          fr: 'Le nom court du type ou de l’étiquette, tel qu’il est dans le catalogue (rouge, cadeau…).',
          en: 'The short name of the kind or tag, as it is in the catalogue (rouge, cadeau…).',
        },
        { widget: 'text' },
      ),
    }),
    label: Type.String({
      minLength: 1,
      ...fieldUi(
        { fr: 'Libellé', en: 'Label' },
        { fr: 'Le nom du filtre que lisent les visiteurs.', en: 'The name of the filter visitors read.' },
      ),
    }),
  },
  {
    additionalProperties: false,
    ...fieldUi({ fr: 'Filtre', en: 'Filter' }, { fr: 'Un filtre proposé aux visiteurs.', en: 'A filter offered to visitors.' }),
  },
);

/**
 * The shop's catalogue (/products/search): a search on name and text, filters by kind and by tag,
 * products ordered by price (or, asked, by price from the dearest, by name, by newest vintage), 100
 * a page (§9), each card with its quick add. The query lives in the URL (`?q=&kind=&tag=&sort=&page=`),
 * so search, filters, order and pages work without JavaScript; on a phone the filters are a
 * drawer (decision 0070).
 */
export const ProductSearchSchema = Type.Object(
  {
    title: Type.Optional(Type.String(sectionTitleUi)),
    intro: Type.Optional(Type.String(sectionIntroUi)),
    kinds: Type.Optional(
      Type.Array(Choice, {
        description: 'The kinds offered as filters, with their labels',
        ...fieldUi(
          { fr: 'Filtres par type', en: 'Filters by kind' },
          {
            fr: 'Les types de produits proposés comme filtres (rouge, blanc…), avec leur nom.',
            en: 'The kinds of products offered as filters (red, white…), with their names.',
          },
        ),
      }),
    ),
    tags: Type.Optional(
      Type.Array(Choice, {
        description: 'The tags offered as filters, with their labels',
        ...fieldUi(
          { fr: 'Filtres par étiquette', en: 'Filters by tag' },
          {
            fr: 'Les étiquettes proposées comme filtres (cadeau, bio…), avec leur nom.',
            en: 'The tags offered as filters (gift, organic…), with their names.',
          },
        ),
      }),
    ),
  },
  { additionalProperties: false },
);
export type ProductSearchProps = Static<typeof ProductSearchSchema>;

export interface ProductSearchData {
  /** The page's products as their cards show them (the boot data carries nothing more). */
  products: CardProduct[];
  total: number;
  pageSize: number;
  query: SearchQuery;
}

/** The block's one declaration (decision 0077): its type, its props schema and the data its server part loads; both halves are typed from it. */
export const productSearchBlock: BlockDeclaration<typeof ProductSearchSchema, ProductSearchData> = { type: 'product-search', schema: ProductSearchSchema };
