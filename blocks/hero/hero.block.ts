import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { BlockImageSchema, BlockLinkSchema } from '../../runtime/index.server.ts';
import { fieldUi, layoutVariant } from '../../runtime/index.server.ts';
import type { BlockDeclaration } from '../../runtime/index.server.ts';

/** The page's opening banner: its title is the page's h1. */
export const HeroSchema = Type.Object(
  {
    variant: layoutVariant(
      {
        split: { fr: 'Côte à côte : le texte à gauche, l’image à droite', en: 'Side by side: text left, picture right' },
        'full-bleed': { fr: 'Pleine largeur : l’image couvre la bannière, le texte par-dessus', en: 'Full bleed: the picture covers the banner, the text over it' },
        centred: { fr: 'Centré : le texte au milieu, l’image dessous', en: 'Centred: the text in the middle, the picture below' },
        editorial: { fr: 'Éditorial : un grand titre, puis l’image sur toute la largeur', en: 'Editorial: a large title, then the picture across the width' },
      },
      {
        fr: 'Comment le titre et l’image se partagent la bannière. Vide : côte à côte.',
        en: 'How the title and the picture share the banner. Empty: side by side.',
      },
    ),
    title: Type.String({
      minLength: 1,
      ...fieldUi(
        { fr: 'Titre', en: 'Title' },
        {
          fr: 'Le grand titre en haut de la page : c’est le titre principal de la page.',
          en: 'The big heading at the top of the page: it is the page’s main title.',
        },
      ),
    }),
    subtitle: Type.Optional(
      Type.String(
        fieldUi(
          { fr: 'Sous-titre', en: 'Subtitle' },
          { fr: 'Une phrase sous le titre. Vide : pas de sous-titre.', en: 'A sentence under the title. Empty: no subtitle.' },
        ),
      ),
    ),
    image: Type.Optional({
      ...BlockImageSchema,
      ...fieldUi(
        { fr: 'Image de fond', en: 'Background picture' },
        { fr: 'L’image derrière le titre. Vide : un fond uni.', en: 'The picture behind the title. Empty: a plain background.' },
      ),
    }),
    cta: Type.Optional({
      ...BlockLinkSchema,
      ...fieldUi(
        { fr: 'Bouton', en: 'Button' },
        {
          fr: 'Un bouton sous le titre, vers la page à voir en premier. Vide : pas de bouton.',
          en: 'A button under the title, to the page to see first. Empty: no button.',
        },
      ),
    }),
  },
  { additionalProperties: false },
);
export type HeroProps = Static<typeof HeroSchema>;

/** The block's one declaration (decision 0077): its type, its props schema and the data its server part loads; both halves are typed from it. */
export const heroBlock: BlockDeclaration<typeof HeroSchema> = { type: 'hero', schema: HeroSchema };
