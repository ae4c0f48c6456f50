import type { ServiceDetailData } from './service-detail.block.ts';
import { defineBlockServer } from '../../runtime/index.server.ts';
import { serviceDetailBlock } from './service-detail.block.ts';

export default defineBlockServer(serviceDetailBlock, {
  /** The service the page loader read (GET /service/{id}, kept by the server's cache), else GET /service/{id}. */
  load: async (ctx): Promise<ServiceDetailData> => (await import('./load-service-detail.ts')).loadServiceDetail(ctx),
  examples: { fr: { serviceId: 1, listHref: '/' }, en: { serviceId: 1, listHref: '/en' } },
});
