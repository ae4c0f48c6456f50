import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { defineBlockServer } from '../../runtime/index.server.ts';
import { fieldUi } from '../../runtime/index.server.ts';
import type { BlockActionContext, BlockActionResult } from '../../runtime/index.server.ts';
import type { ProductDetailData } from './load-product-detail.ts';

/**
 * A product's page (`/products/{slug}/{id}`, `/wines/{slug}/{id}[/detail/{idDeclination}|/{year}]`):
 * its declinations by vintage × format, prices, stock, awards, features, meal icons, technical
 * file, recommended products, and add to cart (with JavaScript through the cart, without it as a
 * form post to the page). The id comes from the route, else from `productId`. Laid out in the
 * site's PRODUCT_PAGE_STYLE: `CLASSIC` (or the spec's `CUSTOM`, the default) puts the picture beside
 * the name, price and purchase; `GALLERY` puts the picture first, large, across the page, then the
 * name beside the purchase; `COMPACT` keeps a small picture beside the purchase and the details
 * side by side in three columns.
 */
export const ProductDetailSchema = Type.Object(
  {
    productId: Type.Optional(
      Type.Integer({
        minimum: 1,
        description: 'The product shown when the route names none',
        ...fieldUi(
          { fr: 'Produit', en: 'Product' },
          {
            fr: 'Le produit à montrer. Vide : celui de l’adresse de la page.',
            en: 'The product to show. Empty: the one in the page’s address.',
          },
          { widget: 'product' },
        ),
      }),
    ),
    cartHref: Type.Optional(
      Type.String({
        pattern: '^/',
        description: 'The cart page, linked after an add (default /cart)',
        ...fieldUi(
          { fr: 'Page du panier', en: 'Cart page' },
          {
            fr: 'La page proposée après un ajout au panier. Vide : /cart.',
            en: 'The page offered after an add to the cart. Empty: /cart.',
          },
          { widget: 'page' },
        ),
      }),
    ),
    showRecommended: Type.Optional(
      Type.Boolean({
        default: true,
        description: 'Show the recommended products under the product',
        ...fieldUi(
          { fr: 'Produits recommandés', en: 'Recommended products' },
          { fr: 'Afficher les produits recommandés sous le produit.', en: 'Show the recommended products under the product.' },
        ),
      }),
    ),
  },
  { additionalProperties: false },
);
export type ProductDetailProps = Static<typeof ProductDetailSchema>;

/** A no-JavaScript add to cart: POST /cart/{cartId|new}/product/{declinationId}, then back to the page. */
async function action(ctx: BlockActionContext): Promise<BlockActionResult> {
  return (await import('./add-to-cart-action.ts')).addToCartAction(ctx);
}

export default defineBlockServer({
  schema: ProductDetailSchema,
  /** GET /product/{id} (the page's record), GET /award?product={id}, GET /v2/product/recommended/{id}. */
  load: async (ctx): Promise<ProductDetailData> => (await import('./load-product-detail.ts')).loadProductDetail(ctx),
  action,
  examples: {
    fr: { productId: 1, cartHref: '/cart' },
    en: { productId: 1, cartHref: '/en/cart' },
  },
});
