import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { defineBlockServer } from '../../runtime/index.server.ts';
import { fieldUi } from '../../runtime/index.server.ts';

/** The company's contact details, read from the identity parameters; `title` replaces the default. */
export const ContactDetailsSchema = Type.Object(
  {
    title: Type.Optional(
      Type.String(
        fieldUi(
          { fr: 'Titre', en: 'Title' },
          {
            fr: 'Le titre au-dessus des coordonnées. Vide : « Nous contacter ».',
            en: 'The heading above the contact details. Empty: “Contact us”.',
          },
        ),
      ),
    ),
  },
  { additionalProperties: false },
);
export type ContactDetailsProps = Static<typeof ContactDetailsSchema>;

export default defineBlockServer({
  schema: ContactDetailsSchema,
  examples: { fr: { title: 'Nous joindre' }, en: { title: 'How to reach us' } },
});
