import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { BlockLinkSchema, defineBlockServer } from '../../runtime/index.server.ts';
import { fieldUi, sectionIntroUi, sectionTitleUi } from '../../runtime/index.server.ts';
import { cardProduct } from '../shop-kit/card-product.ts';
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

export default defineBlockServer({
  schema: FeaturedProductsSchema,
  /** GET /product (page 1 of 100), the products of `productIds` picked in their order, as cards. */
  load: async (ctx): Promise<CardProduct[]> => (await (await import('../shop-kit/load-products.ts')).loadProductsById(ctx.api, ctx.props.productIds)).map(cardProduct),
  examples: {
    fr: { title: 'Nos coups de cœur', productIds: [3, 7, 8] },
    en: { title: 'Our favourites', productIds: [3, 7, 8] },
  },
});
