import { withContentMessages } from '../content-kit/content-messages.ts';
import { defineBlock } from '../../runtime/index.ts';
import { ServiceList } from './ServiceList.tsx';

export default defineBlock({
  messages: withContentMessages('service-list', {
    fr: { 'service-list.more': 'En savoir plus sur « {title} »' },
    en: { 'service-list.more': 'More about “{title}”' },
  }),
  component: ServiceList,
});
