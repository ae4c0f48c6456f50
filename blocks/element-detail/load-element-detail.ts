import { element as fetchElement } from '../../runtime/index.server.ts';
import { routeParam, unwrap } from '../content-kit/load-context.ts';
import type { ContentLoadContext } from '../content-kit/load-context.ts';
import type { ElementDetailData } from './element-detail.block.ts';
import type { ElementDetailProps } from './element-detail.block.ts';

/** Server side: GET /element/{route}/{id}, route and id from the URL or the props. */
export async function loadElementDetail(ctx: ContentLoadContext<ElementDetailProps>): Promise<ElementDetailData> {
  const route = routeParam(ctx, 'route', ctx.props.route);
  const id = routeParam(ctx, 'id', ctx.props.elementId);
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(route)) throw new Error(`element-detail: invalid list route "${route}"`);
  if (!/^[1-9][0-9]*$/.test(id)) throw new Error(`element-detail: the id must be a positive whole number, got "${id}"`);
  const element = unwrap(await fetchElement(ctx.api, route, Number(id)), `GET /element/${route}/${id}`);
  return { route, element };
}
