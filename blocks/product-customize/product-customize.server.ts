import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { defineBlockServer } from '../../runtime/index.server.ts';
import { fieldUi, sectionIntroUi } from '../../runtime/index.server.ts';
import type { BlockActionContext, BlockActionResult } from '../../runtime/index.server.ts';
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

export default defineBlockServer({
  schema: ProductCustomizeSchema,
  /** GET /product/{id}, GET /product/{id}/customization and the price before any answer. */
  load: async (ctx): Promise<ProductCustomizeData> => (await import('./load-product-customize.ts')).loadProductCustomize(ctx),
  /** The no-JavaScript form: every answer at once, added to the cart. */
  action: async (ctx: BlockActionContext): Promise<BlockActionResult> => (await import('./customize-action.ts')).customizeAction(ctx),
  examples: {
    fr: { intro: 'Composez votre coffret étape par étape : le prix se met à jour à chaque choix.', idProduct: 13, idDeclination: 1301 },
    en: { intro: 'Compose your box step by step: the price updates with each choice.', idProduct: 13, idDeclination: 1301 },
  },
});
