import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { fieldUi } from '../../runtime/index.server.ts';
import type { BlockDeclaration } from '../../runtime/index.server.ts';
import type { BreadcrumbItem } from '../../runtime/index.server.ts';
import type { BlogArticle as Article } from '../../schemas/content/blog.schema.ts';
import type { Resolved } from '../../schemas/localized.ts';

/**
 * One blog article; its id comes from the route (`/blog/:slug?/:id`, param `id`) or from the
 * `articleId` prop; `blogHref` is the blog page, for the breadcrumb.
 */
export const BlogArticleSchema = Type.Object(
  {
    articleId: Type.Optional(
      Type.Integer({
        minimum: 1,
        ...fieldUi(
          { fr: 'Article', en: 'Article' },
          {
            fr: 'Le numéro de l’article à montrer. Vide : celui de l’adresse de la page.',
            en: 'The number of the article to show. Empty: the one in the page’s address.',
          },
        ),
      }),
    ),
    blogHref: Type.Optional(
      Type.String({
        pattern: '^/',
        ...fieldUi(
          { fr: 'Page du blog', en: 'Blog page' },
          { fr: 'La page du blog, pour le fil d’Ariane.', en: 'The blog page, for the breadcrumb.' },
          { widget: 'page' },
        ),
      }),
    ),
  },
  { additionalProperties: false },
);
export type BlogArticleProps = Static<typeof BlogArticleSchema>;

export interface BlogArticleData {
  article: Resolved<Article>;
  /** From GET /blog/ariane/{id}: the folders, then the article itself. */
  breadcrumb: BreadcrumbItem[];
}

/** The block's one declaration (decision 0077): its type, its props schema and the data its server part loads; both halves are typed from it. */
export const blogArticleBlock: BlockDeclaration<typeof BlogArticleSchema, BlogArticleData> = { type: 'blog-article', schema: BlogArticleSchema };
