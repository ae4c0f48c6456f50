import { defineBlock } from '../../runtime/index.ts';
import { CallToAction } from './CallToAction.tsx';

export default defineBlock({
  messages: { fr: {}, en: {} },
  component: CallToAction,
});
