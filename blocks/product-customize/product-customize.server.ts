import { defineBlockServer } from '../../runtime/index.server.ts';
import type { BlockActionContext, BlockActionResult } from '../../runtime/index.server.ts';
import type { ProductCustomizeData } from './product-customize-data.ts';
import { productCustomizeBlock } from './product-customize.block.ts';

export default defineBlockServer(productCustomizeBlock, {
  /** GET /product/{id}, GET /product/{id}/customization and the price before any answer. */
  load: async (ctx): Promise<ProductCustomizeData> => (await import('./load-product-customize.ts')).loadProductCustomize(ctx),
  /** The no-JavaScript form: every answer at once, added to the cart. */
  action: async (ctx: BlockActionContext): Promise<BlockActionResult> => (await import('./customize-action.ts')).customizeAction(ctx),
  examples: {
    fr: { intro: 'Composez votre coffret étape par étape : le prix se met à jour à chaque choix.', idProduct: 13, idDeclination: 1301 },
    en: { intro: 'Compose your box step by step: the price updates with each choice.', idProduct: 13, idDeclination: 1301 },
  },
});
