import { defineBlock } from '../../runtime/index.ts';
import { ImageText } from './ImageText.tsx';

export default defineBlock({
  messages: { fr: {}, en: {} },
  component: ImageText,
});
