import { defineBlock } from '../../runtime/index.ts';
import type { imageTextBlock } from './image-text.block.ts';
import { ImageText } from './ImageText.tsx';

export default defineBlock<typeof imageTextBlock>({
  messages: { fr: {}, en: {} },
  component: ImageText,
});
