import { withContentMessages } from '../content-kit/content-messages.ts';
import { defineBlock } from '../../runtime/index.ts';
import type { blogArticleBlock } from './blog-article.block.ts';
import { BlogArticle } from './BlogArticle.tsx';

export default defineBlock<typeof blogArticleBlock>({
  messages: withContentMessages('blog-article', { fr: { 'blog-article.blog': 'Blog' }, en: { 'blog-article.blog': 'Blog' } }),
  component: BlogArticle,
});
