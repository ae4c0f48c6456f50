import { services } from '../../runtime/index.server.ts';
import { unwrap } from '../content-kit/load-context.ts';
import type { BlockLoadContext } from '../../runtime/index.server.ts';
import type { ServedService } from './service-list.block.ts';
import type { ServiceListData } from './service-list.block.ts';
import type { ServiceListProps } from './service-list.block.ts';

/** Services per page (§9). */
export const SERVICES_PER_PAGE = 100;

/** Server side: GET /service?page=1&nbItem=100, filtered by the block's tags. */
export async function loadServiceList({ props, api }: BlockLoadContext<ServiceListProps>): Promise<ServiceListData> {
  const data = unwrap(await services(api, props.tags ?? [], { page: 1, nbItem: SERVICES_PER_PAGE }), 'GET /service');
  return { services: data.services, total: data.total };
}
