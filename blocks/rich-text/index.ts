import { defineBlock } from '../../runtime/index.ts';
import type { richTextBlock } from './rich-text.block.ts';
import { RichText } from './RichText.tsx';

export default defineBlock<typeof richTextBlock>({
  messages: { fr: {}, en: {} },
  component: RichText,
});
