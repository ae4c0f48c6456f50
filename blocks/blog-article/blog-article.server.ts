import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import type { BlogArticleData } from './BlogArticle.tsx';
import { defineBlockServer } from '../../runtime/index.server.ts';

/**
 * One blog article; its id comes from the route (`/blog/:slug?/:id`, param `id`) or from the
 * `articleId` prop; `blogHref` is the blog page, for the breadcrumb.
 */
export const BlogArticleSchema = Type.Object(
  {
    articleId: Type.Optional(Type.Integer({ minimum: 1 })),
    blogHref: Type.Optional(Type.String({ pattern: '^/' })),
  },
  { additionalProperties: false },
);
export type BlogArticleProps = Static<typeof BlogArticleSchema>;

export default defineBlockServer({
  schema: BlogArticleSchema,
  /** GET /blog/{id} and GET /blog/ariane/{id}, the id from the route `:id` (else `articleId`). */
  load: async (ctx): Promise<BlogArticleData> => (await import('./load-blog-article.ts')).loadBlogArticle(ctx),
  examples: { fr: { articleId: 1, blogHref: '/blog' }, en: { articleId: 1, blogHref: '/en/blog' } },
});
