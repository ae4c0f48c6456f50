import type { NewsDetailData } from './news-detail.block.ts';
import { defineBlockServer } from '../../runtime/index.server.ts';
import { newsDetailBlock } from './news-detail.block.ts';

export default defineBlockServer(newsDetailBlock, {
  /** GET /news/{id}, the id from the route `:id` (else the `newsId` prop). */
  load: async (ctx): Promise<NewsDetailData> => (await import('./load-news-detail.ts')).loadNewsDetail(ctx),
  examples: { fr: { newsId: 1, listHref: '/actualites' }, en: { newsId: 1, listHref: '/en/news' } },
});
