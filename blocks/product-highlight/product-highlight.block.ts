import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { fieldUi } from '../../runtime/index.server.ts';
import type { CardProduct } from '../shop-kit/card-product.ts';
import type { BlockDeclaration } from '../../runtime/index.server.ts';

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

/** The block's one declaration (decision 0077): its type, its props schema and the data its server part loads; both halves are typed from it. */
export const productHighlightBlock: BlockDeclaration<typeof ProductHighlightSchema, HighlightProduct | null> = { type: 'product-highlight', schema: ProductHighlightSchema };
