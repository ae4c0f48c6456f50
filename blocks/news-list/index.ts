import { withContentMessages } from '../content-kit/content-messages.ts';
import { defineBlock } from '../../runtime/blocks/define-block.ts';
import type { NewsListData } from './load-news.ts';
import { NewsList } from './NewsList.tsx';
import { NewsListSchema } from './news-list.schema.ts';

export default defineBlock({
  type: 'news-list',
  schema: NewsListSchema,
  messages: withContentMessages('news-list', {
    fr: {
      'news-list.title': 'Actualités',
      'news-list.promoted': 'À la une',
      'news-list.search': 'Rechercher une actualité',
      'news-list.searchButton': 'Rechercher',
      'news-list.results': '{count, plural, =0 {Aucune actualité pour « {query} »} one {# actualité pour « {query} »} other {# actualités pour « {query} »}}',
      'news-list.empty': 'Aucune actualité pour le moment.',
    },
    en: {
      'news-list.title': 'News',
      'news-list.promoted': 'Featured',
      'news-list.search': 'Search the news',
      'news-list.searchButton': 'Search',
      'news-list.results': '{count, plural, =0 {No news for “{query}”} one {# news item for “{query}”} other {# news items for “{query}”}}',
      'news-list.empty': 'No news yet.',
    },
  }),
  /** GET /news?page=N&nbItem=10[&title=lk:q] and GET /news?promoted=true, from `?page=` and `?q=` of the page URL. Imported on the server only: the API calls are not part of the page's JavaScript. */
  load: async (ctx): Promise<NewsListData> => (await import('./load-news.ts')).loadNewsList(ctx),
  component: NewsList,
  examples: {
    fr: { title: 'Les nouvelles du domaine', intro: 'Vendanges, salons et portes ouvertes.' },
    en: { title: 'News from the estate', intro: 'Harvest, wine fairs and open days.' },
  },
});
