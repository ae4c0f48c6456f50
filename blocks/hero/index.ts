import { defineBlock } from '../../runtime/index.ts';
import { Hero } from './Hero.tsx';

export default defineBlock({
  messages: { fr: {}, en: {} },
  component: Hero,
});
