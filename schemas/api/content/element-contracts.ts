import { Type } from '@sinclair/typebox';
import { defineRoute } from '../route-contract.ts';
import { ContentId, Slug } from './content-params.ts';
import { ServedElementDetailSchema, ServedElementListSchema } from './served-content.ts';

/** The body of `POST /element/{route}/{id}/register` (`website` is the honeypot). */
export const RegistrationBodySchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    email: Type.String({ format: 'email', maxLength: 320 }),
    phone: Type.Optional(Type.String({ pattern: '^\\+?[0-9 ().-]{6,25}$' })),
    seats: Type.Integer({ minimum: 1, maximum: 50 }),
    website: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);

const ElementParams = Type.Object({ route: Slug, id: ContentId });

/** The element lists of §7 (events, trips…), one declaration each (decision 0073). */
export const elementContracts = {
  /** A page of a list's elements (24 per page, in their order); an empty page for an unknown list. */
  list: defineRoute({ method: 'GET', path: '/element/:route', params: Type.Object({ route: Slug }), listQuery: true, answer: ServedElementListSchema }),
  /** One element and its seats left. */
  read: defineRoute({ method: 'GET', path: '/element/:route/:id', params: ElementParams, answer: ServedElementDetailSchema }),
  /** A registration for an element (seats within its capacity, one per e-mail); 201. */
  register: defineRoute({
    method: 'POST',
    path: '/element/:route/:id/register',
    params: ElementParams,
    body: RegistrationBodySchema,
    answer: Type.Object({ id: Type.Number(), seats: Type.Integer() }),
  }),
};
