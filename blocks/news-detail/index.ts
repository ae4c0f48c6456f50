import { withContentMessages } from '../content-kit/content-messages.ts';
import { defineBlock } from '../../runtime/blocks/define-block.ts';
import { NewsDetail } from './NewsDetail.tsx';
import type { NewsDetailData } from './NewsDetail.tsx';
import { NewsDetailSchema } from './news-detail.schema.ts';

export default defineBlock({
  type: 'news-detail',
  schema: NewsDetailSchema,
  messages: withContentMessages('news-detail', { fr: { 'news-detail.news': 'Actualités' }, en: { 'news-detail.news': 'News' } }),
  /** GET /news/{id}, the id from the route `:id` (else the `newsId` prop). Imported on the server only: the API calls are not part of the page's JavaScript. */
  load: async (ctx): Promise<NewsDetailData> => (await import('./load-news-detail.ts')).loadNewsDetail(ctx),
  component: NewsDetail,
  examples: { fr: { newsId: 1, listHref: '/actualites' }, en: { newsId: 1, listHref: '/en/news' } },
});
