import { defineBlock } from '../../runtime/index.ts';
import type { productHighlightBlock } from './product-highlight.block.ts';
import { withShopMessages } from '../shop-kit/shop-messages.ts';
import { ProductHighlight } from './ProductHighlight.tsx';

export default defineBlock<typeof productHighlightBlock>({
  messages: withShopMessages('product-highlight', { fr: {}, en: {} }),
  component: ProductHighlight,
});
