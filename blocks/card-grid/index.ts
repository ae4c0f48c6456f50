import { defineBlock } from '../../runtime/index.ts';
import type { cardGridBlock } from './card-grid.block.ts';
import { CardGrid } from './CardGrid.tsx';

export default defineBlock<typeof cardGridBlock>({
  messages: { fr: {}, en: {} },
  component: CardGrid,
});
