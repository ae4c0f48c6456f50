import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { fieldUi } from '../../runtime/index.server.ts';
import type { BlockDeclaration } from '../../runtime/index.server.ts';

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

/** The block's one declaration (decision 0077): its type, its props schema and the data its server part loads; both halves are typed from it. */
export const contactDetailsBlock: BlockDeclaration<typeof ContactDetailsSchema> = { type: 'contact-details', schema: ContactDetailsSchema };
