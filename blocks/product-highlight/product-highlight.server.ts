import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { defineBlockServer } from '../../runtime/index.server.ts';
import { fieldUi } from '../../runtime/index.server.ts';
import { cardProduct } from '../shop-kit/card-product.ts';
import type { CardProduct } from '../shop-kit/card-product.ts';

/** The product as the highlight shows it: its card, and its summary when the block has no text of its own. */
export type HighlightProduct = CardProduct & { summary?: string };

/** One product put forward: its image, name, vintages, price and award, the owner's words, a link to its page. */
export const ProductHighlightSchema = Type.Object(
  {
    productId: Type.Integer({
      minimum: 1,
      description: 'An id of catalogue/products.json',
      ...fieldUi(
        { fr: 'Produit', en: 'Product' },
        { fr: 'Le produit à mettre en avant.', en: 'The product to put forward.' },
        { widget: 'product' },
      ),
    }),
    title: Type.Optional(
      Type.String({
        description: 'A heading above the product (e.g. "The wine of the month")',
        ...fieldUi(
          { fr: 'Titre', en: 'Title' },
          {
            fr: 'Un titre au-dessus du produit (« Le vin du mois »). Vide : pas de titre.',
            en: 'A heading above the product (“The wine of the month”). Empty: no heading.',
          },
        ),
      }),
    ),
    text: Type.Optional(
      Type.String({
        description: 'A few words on the product; its summary when absent',
        ...fieldUi(
          { fr: 'Texte', en: 'Text' },
          {
            fr: 'Quelques mots sur le produit. Vide : son résumé du catalogue.',
            en: 'A few words on the product. Empty: its summary from the catalogue.',
          },
        ),
      }),
    ),
    imagePosition: Type.Optional(
      Type.Union([Type.Literal('left'), Type.Literal('right')], {
        default: 'left',
        ...fieldUi(
          { fr: 'Place de l’image', en: 'Picture position' },
          {
            fr: 'De quel côté du texte se trouve la photo du produit sur un grand écran.',
            en: 'Which side of the text the product’s photo is on a wide screen.',
          },
          { choices: { left: { fr: 'À gauche', en: 'Left' }, right: { fr: 'À droite', en: 'Right' } } },
        ),
      }),
    ),
  },
  { additionalProperties: false },
);
export type ProductHighlightProps = Static<typeof ProductHighlightSchema>;

export default defineBlockServer({
  schema: ProductHighlightSchema,
  /** GET /product (page 1 of 100), the product of `productId`; nothing is shown when it is not for sale. */
  load: async (ctx): Promise<HighlightProduct | null> => {
    const [product] = await (await import('../shop-kit/load-products.ts')).loadProductsById(ctx.api, [ctx.props.productId]);
    if (!product) return null;
    return ctx.props.text || !product.summary ? cardProduct(product) : { ...cardProduct(product), summary: product.summary };
  },
  examples: {
    fr: { productId: 3, title: 'Le vin du mois', text: 'Un Muscadet de garde, né du granit de Clisson : 24 mois sur lies, une bouche ample et saline.' },
    en: { productId: 3, title: 'Wine of the month', text: 'A Muscadet for ageing, grown on the granite of Clisson: 24 months on the lees, broad and saline.' },
  },
});
