import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { fieldUi } from '../../runtime/index.server.ts';
import type { BlockDeclaration } from '../../runtime/index.server.ts';
import type { ServedNews } from '../news-list/news-list.block.ts';

/**
 * One news item; its id comes from the route (`/news/:slug?/:id`, param `id`) or from the
 * `newsId` prop; `listHref` is the news page for the breadcrumb.
 */
export const NewsDetailSchema = Type.Object(
  {
    newsId: Type.Optional(
      Type.Integer({
        minimum: 1,
        ...fieldUi(
          { fr: 'Actualité', en: 'News item' },
          {
            fr: 'Le numéro de l’actualité à montrer. Vide : celle de l’adresse de la page.',
            en: 'The number of the news item to show. Empty: the one in the page’s address.',
          },
        ),
      }),
    ),
    listHref: Type.Optional(
      Type.String({
        pattern: '^/',
        ...fieldUi(
          { fr: 'Page de la liste', en: 'List page' },
          { fr: 'La page des actualités, pour le fil d’Ariane.', en: 'The news page, for the breadcrumb.' },
          { widget: 'page' },
        ),
      }),
    ),
  },
  { additionalProperties: false },
);
export type NewsDetailProps = Static<typeof NewsDetailSchema>;

export interface NewsDetailData {
  news: ServedNews;
}

/** The block's one declaration (decision 0077): its type, its props schema and the data its server part loads; both halves are typed from it. */
export const newsDetailBlock: BlockDeclaration<typeof NewsDetailSchema, NewsDetailData> = { type: 'news-detail', schema: NewsDetailSchema };
