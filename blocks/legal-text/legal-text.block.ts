import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { legalTextKeys as legalParameters } from '../../rules/text/legal-text-keys.ts';
import { fieldUi, sectionTitleUi } from '../../runtime/index.server.ts';
import type { BlockDeclaration } from '../../runtime/index.server.ts';

// The site parameters that hold a legal text (TEXT, Localized HTML).
export { legalParameters };

/** A legal text from the site parameters, placeholders filled with the company identity. */
export const LegalTextSchema = Type.Object(
  {
    parameter: Type.Union(
      legalParameters.map((key) => Type.Literal(key)),
      fieldUi(
        { fr: 'Texte légal', en: 'Legal text' },
        { fr: 'Lequel des textes légaux du site afficher.', en: 'Which of the site’s legal texts to show.' },
        {
          choices: {
            LEGAL_NOTICE: { fr: 'Mentions légales', en: 'Legal notice' },
            PRIVACY_POLICY: { fr: 'Politique de confidentialité', en: 'Privacy policy' },
            COOKIE_POLICY: { fr: 'Politique des cookies', en: 'Cookie policy' },
            SALE_TERMS: { fr: 'Conditions générales de vente', en: 'Terms of sale' },
            USE_TERMS: { fr: 'Conditions d’utilisation', en: 'Terms of use' },
          },
        },
      ),
    ),
    title: Type.Optional(Type.String(sectionTitleUi)),
  },
  { additionalProperties: false },
);
export type LegalTextProps = Static<typeof LegalTextSchema>;

/** The block's one declaration (decision 0077): its type, its props schema and the data its server part loads; both halves are typed from it. */
export const legalTextBlock: BlockDeclaration<typeof LegalTextSchema> = { type: 'legal-text', schema: LegalTextSchema };
