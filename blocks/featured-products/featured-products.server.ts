import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { BlockLinkSchema, defineBlockServer } from '../../runtime/index.server.ts';
import { cardProduct } from '../shop-kit/card-product.ts';
import type { CardProduct } from '../shop-kit/card-product.ts';

/** Products chosen by the site owner, in the order given, as cards (products no longer for sale are left out). */
export const FeaturedProductsSchema = Type.Object(
  {
    title: Type.Optional(Type.String()),
    intro: Type.Optional(Type.String()),
    productIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 12, uniqueItems: true, description: 'Ids of catalogue/products.json, in display order' }),
    more: Type.Optional(BlockLinkSchema),
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
