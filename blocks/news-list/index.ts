import { withContentMessages } from '../content-kit/content-messages.ts';
import { defineBlock } from '../../runtime/index.ts';
import type { newsListBlock } from './news-list.block.ts';
import { NewsList } from './NewsList.tsx';

export default defineBlock<typeof newsListBlock>({
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
  component: NewsList,
});
