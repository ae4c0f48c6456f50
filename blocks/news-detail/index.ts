import { newsItem } from '../../runtime/api/endpoints/content.ts';
import { withContentMessages } from '../content-kit/content-messages.ts';
import { routeParam, unwrap } from '../content-kit/load-context.ts';
import type { ContentLoadContext } from '../content-kit/load-context.ts';
import { defineBlock } from '../define-block.ts';
import type { ServedNews } from '../news-list/load-news.ts';
import { NewsDetail } from './NewsDetail.tsx';
import type { NewsDetailData } from './NewsDetail.tsx';
import { NewsDetailSchema } from './news-detail.schema.ts';
import type { NewsDetailProps } from './news-detail.schema.ts';

export default defineBlock({
  type: 'news-detail',
  schema: NewsDetailSchema,
  messages: withContentMessages('news-detail', { fr: { 'news-detail.news': 'Actualités' }, en: { 'news-detail.news': 'News' } }),
  /** GET /news/{id}, the id from the route `:id` (else the `newsId` prop). */
  async load(ctx): Promise<NewsDetailData> {
    const id = routeParam(ctx as ContentLoadContext<NewsDetailProps>, 'id', ctx.props.newsId);
    if (!/^[1-9][0-9]*$/.test(id)) throw new Error(`news-detail: the id must be a positive whole number, got "${id}"`);
    return { news: unwrap(await newsItem<ServedNews>(ctx.api, Number(id)), `GET /news/${id}`) };
  },
  component: NewsDetail,
  examples: { fr: { newsId: 1, listHref: '/actualites' }, en: { newsId: 1, listHref: '/en/news' } },
});
