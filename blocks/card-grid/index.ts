import { defineBlock } from '../../runtime/index.ts';
import { CardGrid } from './CardGrid.tsx';

export default defineBlock({
  messages: { fr: {}, en: {} },
  component: CardGrid,
});
