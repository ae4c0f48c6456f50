import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { fieldUi, sectionIntroUi, sectionTitleUi } from '../../runtime/index.server.ts';
import type { BlockDeclaration } from '../../runtime/index.server.ts';
import type { ServedNews } from '../../schemas/api/content/served-content.ts';

/** The news: the promoted item first, then 10 per page (§9) with a title search (`?q=`). */
export const NewsListSchema = Type.Object(
  {
    title: Type.Optional(Type.String(sectionTitleUi)),
    intro: Type.Optional(Type.String(sectionIntroUi)),
    showPromoted: Type.Optional(
      Type.Boolean({
        default: true,
        ...fieldUi(
          { fr: 'Actualité à la une', en: 'Featured news' },
          { fr: 'Afficher en premier, en grand, l’actualité mise à la une.', en: 'Show the featured news item first, large.' },
        ),
      }),
    ),
    showSearch: Type.Optional(
      Type.Boolean({
        default: true,
        ...fieldUi({ fr: 'Recherche', en: 'Search' }, { fr: 'Afficher le champ de recherche par titre.', en: 'Show the search by title.' }),
      }),
    ),
  },
  { additionalProperties: false },
);
export type NewsListProps = Static<typeof NewsListSchema>;

export interface NewsListData {
  promoted: ServedNews | null;
  news: ServedNews[];
  total: number;
  page: number;
  pageSize: number;
  /** The title search of `?q=`, '' when none. */
  query: string;
}

export type { ServedNews };

/** The block's one declaration (decision 0077): its type, its props schema and the data its server part loads; both halves are typed from it. */
export const newsListBlock: BlockDeclaration<typeof NewsListSchema, NewsListData> = { type: 'news-list', schema: NewsListSchema };
