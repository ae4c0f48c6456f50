import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { BlockLinkSchema } from '../../runtime/index.server.ts';
import { fieldUi, sectionIntroUi, sectionTitleUi } from '../../runtime/index.server.ts';
import type { BlockDeclaration } from '../../runtime/index.server.ts';
import type { CardProduct } from '../shop-kit/card-product.ts';

const Slug = Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' });

/** Products of one kind and/or one tag (as in catalogue/products.json), cheapest first, as cards. */
export const ProductGridSchema = Type.Object(
  {
    title: Type.Optional(Type.String(sectionTitleUi)),
    intro: Type.Optional(Type.String(sectionIntroUi)),
    kind: Type.Optional({
      ...Slug,
      description: 'Only products of this kind (rouge, blanc, coffret…)',
      ...fieldUi(
        { fr: 'Type de produit', en: 'Product kind' },
        {
          fr: 'Seulement les produits de ce type, tel qu’il est dans le catalogue (rouge, blanc, coffret…). Vide : tous.',
          en: 'Only the products of this kind, as it is in the catalogue (rouge, blanc, coffret…). Empty: all.',
        },
        { widget: 'text' },
      ),
    }),
    tag: Type.Optional({
      ...Slug,
      description: 'Only products with this tag (cadeau, muscadet…)',
      ...fieldUi(
        { fr: 'Étiquette', en: 'Tag' },
        {
          fr: 'Seulement les produits qui portent cette étiquette (cadeau, muscadet…). Vide : tous.',
          en: 'Only the products with this tag (cadeau, muscadet…). Empty: all.',
        },
        { widget: 'text' },
      ),
    }),
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 24,
        default: 8,
        description: 'At most this many products',
        ...fieldUi(
          { fr: 'Nombre de produits', en: 'Number of products' },
          { fr: 'Combien de produits montrer au plus, les moins chers d’abord.', en: 'How many products to show at most, cheapest first.' },
        ),
      }),
    ),
    more: Type.Optional({
      ...BlockLinkSchema,
      ...fieldUi(
        { fr: 'Bouton « Voir plus »', en: '“See more” button' },
        {
          fr: 'Un bouton sous la grille, vers la boutique. Vide : pas de bouton.',
          en: 'A button under the grid, to the shop. Empty: no button.',
        },
      ),
    }),
  },
  { additionalProperties: false },
);
export type ProductGridProps = Static<typeof ProductGridSchema>;

/** The block's one declaration (decision 0077): its type, its props schema and the data its server part loads; both halves are typed from it. */
export const productGridBlock: BlockDeclaration<typeof ProductGridSchema, CardProduct[]> = { type: 'product-grid', schema: ProductGridSchema };
