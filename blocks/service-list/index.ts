import { withContentMessages } from '../content-kit/content-messages.ts';
import { defineBlock } from '../../runtime/blocks/define-block.ts';
import { ServiceList } from './ServiceList.tsx';
import type { ServiceListData } from './ServiceList.tsx';
import { ServiceListSchema } from './service-list.schema.ts';

export default defineBlock({
  type: 'service-list',
  schema: ServiceListSchema,
  messages: withContentMessages('service-list', {
    fr: { 'service-list.more': 'En savoir plus sur « {title} »' },
    en: { 'service-list.more': 'More about “{title}”' },
  }),
  /** GET /service?page=1&nbItem=100&tag={tags}. Imported on the server only: the API calls are not part of the page's JavaScript. */
  load: async (ctx): Promise<ServiceListData> => (await import('./load-service-list.ts')).loadServiceList(ctx),
  component: ServiceList,
  examples: {
    fr: { title: 'Nos prestations', intro: 'Visites, dégustations et accords mets et vins.', tags: ['degustation'] },
    en: { title: 'Our services', intro: 'Tours, tastings and food pairings.', tags: ['degustation'] },
  },
});
