import { withContentMessages } from '../content-kit/content-messages.ts';
import { defineBlock } from '../../runtime/index.ts';
import { BlogArticle } from './BlogArticle.tsx';

export default defineBlock({
  messages: withContentMessages('blog-article', { fr: { 'blog-article.blog': 'Blog' }, en: { 'blog-article.blog': 'Blog' } }),
  component: BlogArticle,
});
