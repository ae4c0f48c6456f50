import { newsItem } from '../../runtime/index.server.ts';
import { routeParam, unwrap } from '../content-kit/load-context.ts';
import type { ContentLoadContext } from '../content-kit/load-context.ts';
import type { ServedNews } from '../news-list/news-list.block.ts';
import type { NewsDetailData } from './news-detail.block.ts';
import type { NewsDetailProps } from './news-detail.block.ts';

/** Server side: GET /news/{id}, the id from the route or the props. */
export async function loadNewsDetail(ctx: ContentLoadContext<NewsDetailProps>): Promise<NewsDetailData> {
  const id = routeParam(ctx, 'id', ctx.props.newsId);
  if (!/^[1-9][0-9]*$/.test(id)) throw new Error(`news-detail: the id must be a positive whole number, got "${id}"`);
  return { news: unwrap(await newsItem(ctx.api, Number(id)), `GET /news/${id}`) };
}
