import { withContentMessages } from '../content-kit/content-messages.ts';
import { defineBlock } from '../../runtime/index.ts';
import type { serviceDetailBlock } from './service-detail.block.ts';
import { ServiceDetail } from './ServiceDetail.tsx';

export default defineBlock<typeof serviceDetailBlock>({
  messages: withContentMessages('service-detail', { fr: { 'service-detail.services': 'Prestations' }, en: { 'service-detail.services': 'Services' } }),
  component: ServiceDetail,
});
