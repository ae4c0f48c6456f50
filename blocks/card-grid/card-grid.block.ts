import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { BlockImageSchema } from '../../runtime/index.server.ts';
import { fieldUi, layoutVariant, sectionIntroUi, sectionTitleUi } from '../../runtime/index.server.ts';
import type { BlockDeclaration } from '../../runtime/index.server.ts';

export const CardSchema = Type.Object(
  {
    title: Type.String({
      minLength: 1,
      ...fieldUi({ fr: 'Titre de la carte', en: 'Card title' }, { fr: 'Le titre de la carte.', en: 'The heading of the card.' }),
    }),
    text: Type.String(
      fieldUi({ fr: 'Texte', en: 'Text' }, { fr: 'Quelques mots sous le titre de la carte.', en: 'A few words under the card’s title.' }),
    ),
    image: Type.Optional({
      ...BlockImageSchema,
      ...fieldUi(
        { fr: 'Image', en: 'Picture' },
        { fr: 'L’image en haut de la carte. Vide : pas d’image.', en: 'The picture at the top of the card. Empty: no picture.' },
      ),
    }),
    href: Type.Optional(
      Type.String({
        minLength: 1,
        ...fieldUi(
          { fr: 'Lien de la carte', en: 'Card link' },
          {
            fr: 'La page ouverte par un clic sur la carte. Vide : la carte ne mène nulle part.',
            en: 'The page a click on the card opens. Empty: the card leads nowhere.',
          },
          { widget: 'link' },
        ),
      }),
    ),
  },
  {
    additionalProperties: false,
    ...fieldUi(
      { fr: 'Carte', en: 'Card' },
      {
        fr: 'Une carte de la grille : un titre, un texte, une image et un lien.',
        en: 'One card of the grid: a title, a text, a picture and a link.',
      },
    ),
  },
);

/** Cards (title, text, optional image and link) in a grid of 2, 3 or 4 columns, a feature, a list or figures. */
export const CardGridSchema = Type.Object(
  {
    title: Type.Optional(Type.String(sectionTitleUi)),
    intro: Type.Optional(Type.String(sectionIntroUi)),
    variant: layoutVariant(
      {
        grid: { fr: 'Grille : des cartes égales côte à côte', en: 'Grid: equal cards side by side' },
        feature: { fr: 'À la une : la première en grand, les autres à côté', en: 'Feature: the first one large, the others beside it' },
        list: { fr: 'Liste : une ligne par carte, l’image à gauche', en: 'List: one row per card, the picture on the left' },
        numbers: {
          fr: 'Chiffres : le titre en grand chiffre, le texte dessous, sans image',
          en: 'Figures: the title as a large figure, the text under it, no picture',
        },
      },
      {
        fr: 'Comment les cartes sont disposées. Vide : une grille de cartes égales.',
        en: 'How the cards are laid out. Empty: a grid of equal cards.',
      },
    ),
    columns: Type.Optional(
      Type.Union(
        [Type.Literal(2), Type.Literal(3), Type.Literal(4)],
        fieldUi(
          { fr: 'Colonnes', en: 'Columns' },
          {
            fr: 'Combien de cartes côte à côte sur un grand écran (sur un téléphone, une seule).',
            en: 'How many cards side by side on a wide screen (on a phone, one).',
          },
          {
            choices: {
              2: { fr: '2 colonnes', en: '2 columns' },
              3: { fr: '3 colonnes', en: '3 columns' },
              4: { fr: '4 colonnes', en: '4 columns' },
            },
          },
        ),
      ),
    ),
    cards: Type.Array(CardSchema, {
      minItems: 1,
      ...fieldUi(
        { fr: 'Cartes', en: 'Cards' },
        { fr: 'Les cartes de la grille, dans l’ordre où elles s’affichent.', en: 'The cards of the grid, in the order they are shown.' },
      ),
    }),
  },
  { additionalProperties: false },
);
export type CardGridProps = Static<typeof CardGridSchema>;
export type CardProps = Static<typeof CardSchema>;

/** The block's one declaration (decision 0077): its type, its props schema and the data its server part loads; both halves are typed from it. */
export const cardGridBlock: BlockDeclaration<typeof CardGridSchema> = { type: 'card-grid', schema: CardGridSchema };
