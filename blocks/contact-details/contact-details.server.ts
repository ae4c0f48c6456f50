import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { defineBlockServer } from '../../runtime/index.server.ts';

/** The company's contact details, read from the identity parameters; `title` replaces the default. */
export const ContactDetailsSchema = Type.Object(
  { title: Type.Optional(Type.String()) },
  { additionalProperties: false },
);
export type ContactDetailsProps = Static<typeof ContactDetailsSchema>;

export default defineBlockServer({
  schema: ContactDetailsSchema,
  examples: { fr: { title: 'Nous joindre' }, en: { title: 'How to reach us' } },
});
