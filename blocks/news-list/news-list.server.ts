import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import type { NewsListData } from './load-news.ts';
import { defineBlockServer } from '../../runtime/index.server.ts';
import { fieldUi, sectionIntroUi, sectionTitleUi } from '../../runtime/index.server.ts';

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

export default defineBlockServer({
  schema: NewsListSchema,
  /** GET /news?page=N&nbItem=10[&title=lk:q] and GET /news?promoted=true, from `?page=` and `?q=` of the page URL. */
  load: async (ctx): Promise<NewsListData> => (await import('./load-news.ts')).loadNewsList(ctx),
  examples: {
    fr: { title: 'Les nouvelles du domaine', intro: 'Vendanges, salons et portes ouvertes.' },
    en: { title: 'News from the estate', intro: 'Harvest, wine fairs and open days.' },
  },
});
