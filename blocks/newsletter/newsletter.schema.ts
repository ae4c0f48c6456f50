import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

/** The newsletter sign-up (POST /newsletter/subscribe); shown only when the NEWSLETTER parameter is on. */
export const NewsletterSchema = Type.Object(
  {
    title: Type.Optional(Type.String()),
    text: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
export type NewsletterProps = Static<typeof NewsletterSchema>;
