import { withContentMessages } from '../content-kit/content-messages.ts';
import { defineBlock } from '../../runtime/index.ts';
import type { blogBlock } from './blog.block.ts';
import { Blog } from './Blog.tsx';

export default defineBlock<typeof blogBlock>({
  messages: withContentMessages('blog', {
    fr: { 'blog.title': 'Le blog', 'blog.folders': 'Rubriques', 'blog.empty': 'Aucun article dans cette rubrique pour le moment.' },
    en: { 'blog.title': 'The blog', 'blog.folders': 'Sections', 'blog.empty': 'No article in this section yet.' },
  }),
  component: Blog,
});
