import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import type { ElementDetailData } from './ElementDetail.tsx';
import { defineBlockServer } from '../../runtime/index.server.ts';

/**
 * One element's page, with its registration form when it takes sign-ups. The list route and the
 * id come from the route (`/{route}/:slug?/:id`, params `route` and `id`) or from the props.
 */
export const ElementDetailSchema = Type.Object(
  {
    route: Type.Optional(Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' })),
    elementId: Type.Optional(Type.Integer({ minimum: 1 })),
    listHref: Type.Optional(Type.String({ pattern: '^/' })),
  },
  { additionalProperties: false },
);
export type ElementDetailProps = Static<typeof ElementDetailSchema>;

export default defineBlockServer({
  schema: ElementDetailSchema,
  /** GET /element/{route}/{id} (with `seatsLeft`), route and id from the URL (else the props). */
  load: async (ctx): Promise<ElementDetailData> => (await import('./load-element-detail.ts')).loadElementDetail(ctx),
  examples: {
    fr: { route: 'autocar', elementId: 1, listHref: '/notre-flotte' },
    en: { route: 'autocar', elementId: 1, listHref: '/en/our-fleet' },
  },
});
