import type { NewsListData } from './news-list.block.ts';
import { defineBlockServer } from '../../runtime/index.server.ts';
import { newsListBlock } from './news-list.block.ts';

export default defineBlockServer(newsListBlock, {
  /** GET /news?page=N&nbItem=10[&title=lk:q] and GET /news?promoted=true, from `?page=` and `?q=` of the page URL. */
  load: async (ctx): Promise<NewsListData> => (await import('./load-news.ts')).loadNewsList(ctx),
  examples: {
    fr: { title: 'Les nouvelles du domaine', intro: 'Vendanges, salons et portes ouvertes.' },
    en: { title: 'News from the estate', intro: 'Harvest, wine fairs and open days.' },
  },
});
