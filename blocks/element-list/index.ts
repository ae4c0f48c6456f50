import { withContentMessages } from '../content-kit/content-messages.ts';
import { defineBlock } from '../../runtime/index.ts';
import { ElementList } from './ElementList.tsx';

export default defineBlock({
  messages: withContentMessages('element-list', {
    fr: { 'element-list.registration': 'Inscriptions ouvertes' },
    en: { 'element-list.registration': 'Registration open' },
  }),
  component: ElementList,
});
