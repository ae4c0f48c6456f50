import { service } from '../../runtime/index.server.ts';
import { routeParam, unwrap } from '../content-kit/load-context.ts';
import type { ContentLoadContext } from '../content-kit/load-context.ts';
import type { ServedService } from '../service-list/service-list.block.ts';
import type { ServiceDetailData } from './service-detail.block.ts';
import type { ServiceDetailProps } from './service-detail.block.ts';

/**
 * Server side: the service of the route. On `/service/:slug?/:id` the page loader has read it
 * already through the server's cache (§4: the same service is not fetched again); else
 * GET /service/{id} with the `serviceId` prop.
 */
export async function loadServiceDetail(ctx: ContentLoadContext<ServiceDetailProps>): Promise<ServiceDetailData> {
  const id = routeParam(ctx, 'id', ctx.props.serviceId);
  if (!/^[1-9][0-9]*$/.test(id)) throw new Error(`service-detail: the id must be a positive whole number, got "${id}"`);
  if (ctx.record && ctx.record.id === Number(id)) return { service: ctx.record as unknown as ServedService };
  return { service: unwrap(await service(ctx.api, Number(id)), `GET /service/${id}`) };
}
