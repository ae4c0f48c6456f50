import { withContentMessages } from '../content-kit/content-messages.ts';
import { defineBlock } from '../../runtime/index.ts';
import type { elementListBlock } from './element-list.block.ts';
import { ElementList } from './ElementList.tsx';

export default defineBlock<typeof elementListBlock>({
  messages: withContentMessages('element-list', {
    fr: { 'element-list.registration': 'Inscriptions ouvertes' },
    en: { 'element-list.registration': 'Registration open' },
  }),
  component: ElementList,
});
