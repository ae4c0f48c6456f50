import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { fieldUi } from '../../runtime/index.server.ts';
import type { BlockDeclaration } from '../../runtime/index.server.ts';
import type { CardProduct } from '../shop-kit/card-product.ts';
import type { ServedAward, ProductDetailInCents } from '../../schemas/api/shop/product.ts';
import type { Preselection } from './declination-choices.ts';

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

export interface ProductDetailData {
  product: ProductDetailInCents;
  awards: ServedAward[];
  /** The recommended products, shown as cards. */
  recommended: CardProduct[];
  /** The declination or vintage the URL asks for (`/detail/{id}`, `/{year}`, `?declination=`). */
  asked: Preselection;
}

/** The block's one declaration (decision 0077): its type, its props schema and the data its server part loads; both halves are typed from it. */
export const productDetailBlock: BlockDeclaration<typeof ProductDetailSchema, ProductDetailData> = { type: 'product-detail', schema: ProductDetailSchema };
