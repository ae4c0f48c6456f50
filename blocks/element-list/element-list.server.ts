import type { ElementListData } from './element-list.block.ts';
import { defineBlockServer } from '../../runtime/index.server.ts';
import { elementListBlock } from './element-list.block.ts';

export default defineBlockServer(elementListBlock, {
  /** GET /element/{route}?page=N&nbItem=24, N from `?page=` of the page URL. */
  load: async (ctx): Promise<ElementListData> => (await import('./load-element-list.ts')).loadElementList(ctx),
  examples: {
    fr: { route: 'autocar', title: 'Nos autocars', intro: 'Des véhicules récents, de 35 à 63 places.' },
    en: { route: 'autocar', title: 'Our coaches', intro: 'Recent vehicles, from 35 to 63 seats.' },
  },
});
