import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { BlockLinkSchema } from '../../runtime/index.server.ts';
import { fieldUi, sectionIntroUi, sectionTitleUi } from '../../runtime/index.server.ts';
import type { BlockDeclaration } from '../../runtime/index.server.ts';
import type { CardProduct } from '../shop-kit/card-product.ts';

/** Products chosen by the site owner, in the order given, as cards (products no longer for sale are left out). */
export const FeaturedProductsSchema = Type.Object(
  {
    title: Type.Optional(Type.String(sectionTitleUi)),
    intro: Type.Optional(Type.String(sectionIntroUi)),
    productIds: Type.Array(
      Type.Integer({
        minimum: 1,
        ...fieldUi(
          { fr: 'Produit', en: 'Product' },
          { fr: 'Un produit du catalogue.', en: 'A product of the catalogue.' },
          { widget: 'product' },
        ),
      }),
      {
        minItems: 1,
        maxItems: 12,
        uniqueItems: true,
        description: 'Ids of catalogue/products.json, in display order',
        ...fieldUi(
          { fr: 'Produits', en: 'Products' },
          {
            fr: 'Les produits à mettre en avant, dans l’ordre où ils s’affichent (12 au plus).',
            en: 'The products to put forward, in the order they are shown (12 at most).',
          },
        ),
      },
    ),
    more: Type.Optional({
      ...BlockLinkSchema,
      ...fieldUi(
        { fr: 'Bouton « Voir plus »', en: '“See more” button' },
        {
          fr: 'Un bouton sous les produits, vers la boutique. Vide : pas de bouton.',
          en: 'A button under the products, to the shop. Empty: no button.',
        },
      ),
    }),
  },
  { additionalProperties: false },
);
export type FeaturedProductsProps = Static<typeof FeaturedProductsSchema>;

/** The block's one declaration (decision 0077): its type, its props schema and the data its server part loads; both halves are typed from it. */
export const featuredProductsBlock: BlockDeclaration<typeof FeaturedProductsSchema, CardProduct[]> = { type: 'featured-products', schema: FeaturedProductsSchema };
