import { Type } from '@sinclair/typebox';
import { defineRoute } from '../route-contract.ts';

/** The body of `POST /message` (`website` is the honeypot). */
export const MessageBodySchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    email: Type.String({ format: 'email', maxLength: 320 }),
    phone: Type.Optional(Type.String({ maxLength: 40, pattern: '^(|\\+?[0-9 ().-]{6,25})$' })),
    subject: Type.Optional(Type.String({ maxLength: 200 })),
    message: Type.String({ minLength: 1, maxLength: 5000 }),
    website: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);

/** The body of `POST /newsletter/subscribe` (`website` is the honeypot). */
export const SubscribeBodySchema = Type.Object(
  { email: Type.String({ format: 'email', maxLength: 320 }), website: Type.Optional(Type.String()) },
  { additionalProperties: false },
);

/** A visit source: a short token of letters, digits, `_`, `-` and `.` (a campaign or partner name). */
export const VisitSource = Type.String({
  pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$',
  'x-refusal': { en: "Invalid parameter ''from'': 1 to 64 letters, digits, ''_'', ''-'' or ''.''", fr: 'Paramètre « from » invalide : de 1 à 64 lettres, chiffres, « _ », « - » ou « . »' },
});

/** What visitors send: a contact message, a newsletter sign-up, a visit's source (decision 0073). */
export const contactContracts = {
  /** Stored, and queued for the company's e-mail; 201. */
  message: defineRoute({ method: 'POST', path: '/message', body: MessageBodySchema, answer: Type.Object({ id: Type.Number() }) }),
  /** Idempotent per e-mail and site: 201 when new, 200 when already there. */
  subscribe: defineRoute({
    method: 'POST',
    path: '/newsletter/subscribe',
    body: SubscribeBodySchema,
    answer: Type.Object({ email: Type.String(), subscribed: Type.Literal(true), created: Type.Boolean() }),
  }),
  /** Logs a visit that arrived with `?from=`; 201. */
  visit: defineRoute({
    method: 'GET',
    path: '/site/visit/:from',
    params: Type.Object({ from: VisitSource }),
    answer: Type.Object({ id: Type.Number(), source: Type.String(), date: Type.String() }),
  }),
};
