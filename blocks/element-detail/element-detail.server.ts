import type { ElementDetailData } from './element-detail.block.ts';
import { defineBlockServer } from '../../runtime/index.server.ts';
import { elementDetailBlock } from './element-detail.block.ts';

export default defineBlockServer(elementDetailBlock, {
  /** GET /element/{route}/{id} (with `seatsLeft`), route and id from the URL (else the props). */
  load: async (ctx): Promise<ElementDetailData> => (await import('./load-element-detail.ts')).loadElementDetail(ctx),
  examples: {
    fr: { route: 'autocar', elementId: 1, listHref: '/notre-flotte' },
    en: { route: 'autocar', elementId: 1, listHref: '/en/our-fleet' },
  },
});
