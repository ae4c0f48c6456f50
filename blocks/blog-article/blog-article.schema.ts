import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

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
