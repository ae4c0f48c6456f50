import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { fieldUi, sectionIntroUi } from '../../runtime/index.server.ts';
import type { BlockDeclaration } from '../../runtime/index.server.ts';
import type { ProductCustomizeData } from './product-customize-data.ts';

/**
 * The customization of a declination, on `/products/{slug?}/{id?}/{idDeclination}/customize`: the
 * product and declination come from the route (the page answers 404 when either is unknown). On
 * any other page, the block customizes the declination its props name (a gift page, say).
 */
export const ProductCustomizeSchema = Type.Object(
  {
    intro: Type.Optional(Type.String({ maxLength: 400, description: 'A sentence under the title', ...sectionIntroUi })),
    idProduct: Type.Optional(
      Type.Integer({
        minimum: 1,
        description: 'The product to customize, on a page whose route names none',
        ...fieldUi(
          { fr: 'Produit', en: 'Product' },
          {
            fr: 'Le produit à personnaliser. Vide : celui de l’adresse de la page.',
            en: 'The product to customize. Empty: the one in the page’s address.',
          },
          { widget: 'product' },
        ),
      }),
    ),
    idDeclination: Type.Optional(
      Type.Integer({
        minimum: 1,
        description: 'Its declination, on a page whose route names none',
        ...fieldUi(
          { fr: 'Déclinaison', en: 'Variant' },
          {
            fr: 'Le numéro de la déclinaison du produit (taille, millésime…). Vide : celle de l’adresse de la page.',
            en: 'The number of the product’s variant (size, vintage…). Empty: the one in the page’s address.',
          },
        ),
      }),
    ),
  },
  { additionalProperties: false },
);
export type ProductCustomizeProps = Static<typeof ProductCustomizeSchema>;

/** The block's one declaration (decision 0077): its type, its props schema and the data its server part loads; both halves are typed from it. */
export const productCustomizeBlock: BlockDeclaration<typeof ProductCustomizeSchema, ProductCustomizeData> = { type: 'product-customize', schema: ProductCustomizeSchema };
