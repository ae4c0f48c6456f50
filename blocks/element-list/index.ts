import { listQuery } from '../../runtime/api/list-query.ts';
import { seg } from '../../runtime/api/path-segment.ts';
import type { ApiElement } from '../../runtime/api/endpoints/site-types.ts';
import { withContentMessages } from '../content-kit/content-messages.ts';
import { requestedPage, unwrap } from '../content-kit/load-context.ts';
import type { ContentLoadContext } from '../content-kit/load-context.ts';
import { defineBlock } from '../define-block.ts';
import { ElementList } from './ElementList.tsx';
import type { ElementListData } from './ElementList.tsx';
import { ElementListSchema } from './element-list.schema.ts';
import type { ElementListProps } from './element-list.schema.ts';

/** Elements per page (§9). */
export const ELEMENTS_PER_PAGE = 24;

export default defineBlock({
  type: 'element-list',
  schema: ElementListSchema,
  messages: withContentMessages('element-list', {
    fr: { 'element-list.registration': 'Inscriptions ouvertes' },
    en: { 'element-list.registration': 'Registration open' },
  }),
  /** GET /element/{route}?page=N&nbItem=24, N from `?page=` of the page URL. */
  async load(ctx): Promise<ElementListData> {
    const page = requestedPage(ctx as ContentLoadContext<ElementListProps>);
    const path = `/element/${seg(ctx.props.route)}`;
    const data = unwrap(await ctx.api.get<{ items: ApiElement[]; total: number }>(path, listQuery({ page, nbItem: ELEMENTS_PER_PAGE })), `GET ${path}`);
    return { items: data.items, total: data.total, page, pageSize: ELEMENTS_PER_PAGE };
  },
  component: ElementList,
  examples: {
    fr: { route: 'autocar', title: 'Nos autocars', intro: 'Des véhicules récents, de 35 à 63 places.' },
    en: { route: 'autocar', title: 'Our coaches', intro: 'Recent vehicles, from 35 to 63 seats.' },
  },
});
