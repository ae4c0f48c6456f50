import { withContentMessages } from '../content-kit/content-messages.ts';
import { defineBlock } from '../../runtime/blocks/define-block.ts';
import { ElementList } from './ElementList.tsx';
import type { ElementListData } from './ElementList.tsx';
import { ElementListSchema } from './element-list.schema.ts';

export default defineBlock({
  type: 'element-list',
  schema: ElementListSchema,
  messages: withContentMessages('element-list', {
    fr: { 'element-list.registration': 'Inscriptions ouvertes' },
    en: { 'element-list.registration': 'Registration open' },
  }),
  /** GET /element/{route}?page=N&nbItem=24, N from `?page=` of the page URL. Imported on the server only: the API calls are not part of the page's JavaScript. */
  load: async (ctx): Promise<ElementListData> => (await import('./load-element-list.ts')).loadElementList(ctx),
  component: ElementList,
  examples: {
    fr: { route: 'autocar', title: 'Nos autocars', intro: 'Des véhicules récents, de 35 à 63 places.' },
    en: { route: 'autocar', title: 'Our coaches', intro: 'Recent vehicles, from 35 to 63 seats.' },
  },
});
