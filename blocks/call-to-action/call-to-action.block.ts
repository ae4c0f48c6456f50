import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { BlockLinkSchema } from '../../runtime/index.server.ts';
import { fieldUi, layoutVariant } from '../../runtime/index.server.ts';
import type { BlockDeclaration } from '../../runtime/index.server.ts';

/** A highlighted invitation: h2 title, optional text, one button link, as a box, a full-width band or inline. */
export const CallToActionSchema = Type.Object(
  {
    title: Type.String({
      minLength: 1,
      ...fieldUi({ fr: 'Titre', en: 'Title' }, { fr: 'Ce que vous proposez, en quelques mots.', en: 'What you offer, in a few words.' }),
    }),
    text: Type.Optional(
      Type.String(
        fieldUi(
          { fr: 'Texte', en: 'Text' },
          { fr: 'Une phrase sous le titre. Vide : pas de texte.', en: 'A sentence under the title. Empty: no text.' },
        ),
      ),
    ),
    variant: layoutVariant(
      {
        box: { fr: 'Encadré : une boîte colorée au centre', en: 'Box: a coloured box in the middle' },
        band: {
          fr: 'Bande : toute la largeur, le texte à gauche, le bouton à droite',
          en: 'Band: the full width, the text left, the button right',
        },
        inline: { fr: 'En ligne : sans fond, entre deux filets', en: 'Inline: no background, between two rules' },
      },
      {
        fr: 'Comment l’invitation se détache de la page. Vide : un encadré coloré.',
        en: 'How the invitation stands out from the page. Empty: a coloured box.',
      },
    ),
    button: {
      ...BlockLinkSchema,
      ...fieldUi(
        { fr: 'Bouton', en: 'Button' },
        {
          fr: 'Le bouton qui mène à la page où agir (devis, contact…).',
          en: 'The button that leads to the page where to act (quote, contact…).',
        },
      ),
    },
  },
  { additionalProperties: false },
);
export type CallToActionProps = Static<typeof CallToActionSchema>;

/** The block's one declaration (decision 0077): its type, its props schema and the data its server part loads; both halves are typed from it. */
export const callToActionBlock: BlockDeclaration<typeof CallToActionSchema> = { type: 'call-to-action', schema: CallToActionSchema };
