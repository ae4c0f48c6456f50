import type { ApiClient } from '../../runtime/index.ts';
import { like } from '../../runtime/index.server.ts';
import { listQuery } from '../../runtime/index.server.ts';
import { listContracts } from '../../schemas/api/content/list-contracts.ts';
import { queryValue, requestedPage, unwrap } from '../content-kit/load-context.ts';
import type { ContentLoadContext } from '../content-kit/load-context.ts';
import type { NewsListProps } from './news-list.block.ts';
import type { NewsListData } from './news-list.block.ts';
import type { ServedNews } from './news-list.block.ts';

/** News per page (§9). */
export const NEWS_PER_PAGE = 10;

/** GET /news for one page (title search with the `like` operator) and, on page 1 without search, the promoted item. */
export async function loadNews(api: ApiClient, page: number, query: string, withPromoted: boolean): Promise<NewsListData> {
  const filters = query === '' ? {} : { title: like(query) };
  const wantPromoted = withPromoted && page === 1 && query === '';
  const [list, promoted] = await Promise.all([
    api.call(listContracts.news, { query: listQuery({ page, nbItem: NEWS_PER_PAGE, filters }) }),
    wantPromoted ? api.call(listContracts.news, { query: 'promoted=true&page=1&nbItem=1' }) : null,
  ]);
  const data = unwrap(list, 'GET /news');
  const first = promoted ? (unwrap(promoted, 'GET /news?promoted=true').news[0] ?? null) : null;
  return { promoted: first, news: data.news, total: data.total, page, pageSize: NEWS_PER_PAGE, query };
}

/** The block's loader (server side): the page of `?page=`, the search of `?q=` (100 characters at most). */
export function loadNewsList(ctx: ContentLoadContext<NewsListProps>): Promise<NewsListData> {
  return loadNews(ctx.api, requestedPage(ctx), queryValue(ctx, 'q').slice(0, 100), ctx.props.showPromoted !== false);
}
