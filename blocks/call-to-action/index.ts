import { defineBlock } from '../../runtime/index.ts';
import type { callToActionBlock } from './call-to-action.block.ts';
import { CallToAction } from './CallToAction.tsx';

export default defineBlock<typeof callToActionBlock>({
  messages: { fr: {}, en: {} },
  component: CallToAction,
});
