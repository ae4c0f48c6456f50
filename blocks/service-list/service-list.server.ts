import type { ServiceListData } from './service-list.block.ts';
import { defineBlockServer } from '../../runtime/index.server.ts';
import { serviceListBlock } from './service-list.block.ts';

export default defineBlockServer(serviceListBlock, {
  /** GET /service?page=1&nbItem=100&tag={tags}. */
  load: async (ctx): Promise<ServiceListData> => (await import('./load-service-list.ts')).loadServiceList(ctx),
  examples: {
    fr: { title: 'Nos prestations', intro: 'Visites, dégustations et accords mets et vins.', tags: ['degustation'] },
    en: { title: 'Our services', intro: 'Tours, tastings and food pairings.', tags: ['degustation'] },
  },
});
