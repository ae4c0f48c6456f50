import { services } from '../../runtime/api/endpoints/content.ts';
import { withContentMessages } from '../content-kit/content-messages.ts';
import { unwrap } from '../content-kit/load-context.ts';
import { defineBlock } from '../define-block.ts';
import { ServiceList } from './ServiceList.tsx';
import type { ServedService, ServiceListData } from './ServiceList.tsx';
import { ServiceListSchema } from './service-list.schema.ts';

/** Services per page (§9). */
export const SERVICES_PER_PAGE = 100;

export default defineBlock({
  type: 'service-list',
  schema: ServiceListSchema,
  messages: withContentMessages('service-list', {
    fr: { 'service-list.more': 'En savoir plus sur « {title} »' },
    en: { 'service-list.more': 'More about “{title}”' },
  }),
  /** GET /service?page=1&nbItem=100&tag={tags}. */
  async load({ props, api }): Promise<ServiceListData> {
    const data = unwrap(await services<ServedService>(api, props.tags ?? [], { page: 1, nbItem: SERVICES_PER_PAGE }), 'GET /service');
    return { services: data.services, total: data.total };
  },
  component: ServiceList,
  examples: {
    fr: { title: 'Nos prestations', intro: 'Visites, dégustations et accords mets et vins.', tags: ['degustation'] },
    en: { title: 'Our services', intro: 'Tours, tastings and food pairings.', tags: ['degustation'] },
  },
});
