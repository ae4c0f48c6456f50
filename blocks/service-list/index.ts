import { withContentMessages } from '../content-kit/content-messages.ts';
import { defineBlock } from '../../runtime/index.ts';
import type { serviceListBlock } from './service-list.block.ts';
import { ServiceList } from './ServiceList.tsx';

export default defineBlock<typeof serviceListBlock>({
  messages: withContentMessages('service-list', {
    fr: { 'service-list.more': 'En savoir plus sur « {title} »' },
    en: { 'service-list.more': 'More about “{title}”' },
  }),
  component: ServiceList,
});
