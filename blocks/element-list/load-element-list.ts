import { listQuery } from '../../runtime/index.server.ts';
import { elementContracts } from '../../schemas/api/content/element-contracts.ts';
import { requestedPage, unwrap } from '../content-kit/load-context.ts';
import type { ContentLoadContext } from '../content-kit/load-context.ts';
import type { ElementListData } from './element-list.block.ts';
import type { ElementListProps } from './element-list.block.ts';

/** Elements per page (§9). */
export const ELEMENTS_PER_PAGE = 24;

/** Server side: GET /element/{route}?page=N&nbItem=24, N from `?page=` of the page URL. */
export async function loadElementList(ctx: ContentLoadContext<ElementListProps>): Promise<ElementListData> {
  const page = requestedPage(ctx);
  const query = listQuery({ page, nbItem: ELEMENTS_PER_PAGE });
  const data = unwrap(await ctx.api.call(elementContracts.list, { params: { route: ctx.props.route }, query }), `GET /element/${ctx.props.route}`);
  return { items: data.items, total: data.total, page, pageSize: ELEMENTS_PER_PAGE };
}
