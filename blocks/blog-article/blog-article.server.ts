import type { BlogArticleData } from './blog-article.block.ts';
import { defineBlockServer } from '../../runtime/index.server.ts';
import { blogArticleBlock } from './blog-article.block.ts';

export default defineBlockServer(blogArticleBlock, {
  /** GET /blog/{id} and GET /blog/ariane/{id}, the id from the route `:id` (else `articleId`). */
  load: async (ctx): Promise<BlogArticleData> => (await import('./load-blog-article.ts')).loadBlogArticle(ctx),
  examples: { fr: { articleId: 1, blogHref: '/blog' }, en: { articleId: 1, blogHref: '/en/blog' } },
});
