import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

/** Services (GET /service?tag=…), up to 100, filtered by tags; each can show its full description. */
export const ServiceListSchema = Type.Object(
  {
    title: Type.Optional(Type.String()),
    intro: Type.Optional(Type.String()),
    tags: Type.Optional(Type.Array(Type.String({ pattern: '^[a-z0-9-]+$' }), { uniqueItems: true })),
  },
  { additionalProperties: false },
);
export type ServiceListProps = Static<typeof ServiceListSchema>;
