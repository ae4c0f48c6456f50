import { defineBlock } from '../../runtime/index.ts';
import { RichText } from './RichText.tsx';

export default defineBlock({
  messages: { fr: {}, en: {} },
  component: RichText,
});
