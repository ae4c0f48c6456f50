import { withContentMessages } from '../content-kit/content-messages.ts';
import { defineBlock } from '../../runtime/blocks/define-block.ts';
import { BlogArticle } from './BlogArticle.tsx';
import type { BlogArticleData } from './BlogArticle.tsx';
import { BlogArticleSchema } from './blog-article.schema.ts';

export default defineBlock({
  type: 'blog-article',
  schema: BlogArticleSchema,
  messages: withContentMessages('blog-article', { fr: { 'blog-article.blog': 'Blog' }, en: { 'blog-article.blog': 'Blog' } }),
  /** GET /blog/{id} and GET /blog/ariane/{id}, the id from the route `:id` (else `articleId`). Imported on the server only: the API calls are not part of the page's JavaScript. */
  load: async (ctx): Promise<BlogArticleData> => (await import('./load-blog-article.ts')).loadBlogArticle(ctx),
  component: BlogArticle,
  examples: { fr: { articleId: 1, blogHref: '/blog' }, en: { articleId: 1, blogHref: '/en/blog' } },
});
