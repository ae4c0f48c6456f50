import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { BlockImageSchema } from '../../runtime/index.server.ts';
import { fieldUi, layoutVariant, sectionTitleUi } from '../../runtime/index.server.ts';
import type { BlockDeclaration } from '../../runtime/index.server.ts';

/** Configured HTML beside an image (on the left or the right on wide screens), side by side, overlapping or as a pull quote. */
export const ImageTextSchema = Type.Object(
  {
    title: Type.Optional(Type.String(sectionTitleUi)),
    html: Type.String({
      contentMediaType: 'text/html',
      ...fieldUi(
        { fr: 'Texte', en: 'Text' },
        {
          fr: 'Le texte à côté de l’image : paragraphes, listes, liens, gras et italique.',
          en: 'The text beside the picture: paragraphs, lists, links, bold and italics.',
        },
      ),
    }),
    image: {
      ...BlockImageSchema,
      ...fieldUi({ fr: 'Image', en: 'Picture' }, { fr: 'L’image à côté du texte.', en: 'The picture beside the text.' }),
    },
    variant: layoutVariant(
      {
        split: { fr: 'Côte à côte, à parts égales', en: 'Side by side, in equal parts' },
        overlap: {
          fr: 'Superposé : une grande image, le texte sur une carte qui la chevauche',
          en: 'Overlap: a large picture, the text on a card overlapping it',
        },
        'pull-quote': {
          fr: 'Citation : le texte en grand, comme une citation, à côté de l’image',
          en: 'Pull quote: the text set large, as a quotation, beside the picture',
        },
      },
      {
        fr: 'Comment le texte et l’image se partagent la bande. Vide : côte à côte, à parts égales.',
        en: 'How the text and the picture share the band. Empty: side by side, in equal parts.',
      },
    ),
    imagePosition: Type.Optional(
      Type.Union(
        [Type.Literal('left'), Type.Literal('right')],
        fieldUi(
          { fr: 'Place de l’image', en: 'Picture position' },
          {
            fr: 'De quel côté du texte se trouve l’image sur un grand écran (sur un téléphone, elle est au-dessus).',
            en: 'Which side of the text the picture is on a wide screen (on a phone it is above).',
          },
          { choices: { left: { fr: 'À gauche', en: 'Left' }, right: { fr: 'À droite', en: 'Right' } } },
        ),
      ),
    ),
  },
  { additionalProperties: false },
);
export type ImageTextProps = Static<typeof ImageTextSchema>;

/** The block's one declaration (decision 0077): its type, its props schema and the data its server part loads; both halves are typed from it. */
export const imageTextBlock: BlockDeclaration<typeof ImageTextSchema> = { type: 'image-text', schema: ImageTextSchema };
