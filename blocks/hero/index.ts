import { defineBlock } from '../../runtime/index.ts';
import type { heroBlock } from './hero.block.ts';
import { Hero } from './Hero.tsx';

export default defineBlock<typeof heroBlock>({
  messages: { fr: {}, en: {} },
  component: Hero,
});
