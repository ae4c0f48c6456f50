import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { fieldUi, sectionTitleUi } from '../../runtime/index.server.ts';
import type { BlockDeclaration } from '../../runtime/index.server.ts';

/** The newsletter sign-up (POST /newsletter/subscribe); shown only when the NEWSLETTER parameter is on. */
export const NewsletterSchema = Type.Object(
  {
    title: Type.Optional(Type.String(sectionTitleUi)),
    text: Type.Optional(
      Type.String(
        fieldUi(
          { fr: 'Texte', en: 'Text' },
          {
            fr: 'Une phrase qui donne envie de s’inscrire. Vide : la phrase par défaut.',
            en: 'A sentence that makes people want to sign up. Empty: the default sentence.',
          },
        ),
      ),
    ),
  },
  { additionalProperties: false },
);
export type NewsletterProps = Static<typeof NewsletterSchema>;

/** The block's one declaration (decision 0077): its type, its props schema and the data its server part loads; both halves are typed from it. */
export const newsletterBlock: BlockDeclaration<typeof NewsletterSchema> = { type: 'newsletter', schema: NewsletterSchema };
