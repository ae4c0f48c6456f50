import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

/** The elements of a list route (GET /element/{route}), 24 per page, each linking to its detail page. */
export const ElementListSchema = Type.Object(
  {
    route: Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', description: 'Element list route: autocar, minibus, …' }),
    title: Type.Optional(Type.String()),
    intro: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
export type ElementListProps = Static<typeof ElementListSchema>;
