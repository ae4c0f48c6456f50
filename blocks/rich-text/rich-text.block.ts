import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { fieldUi, sectionTitleUi } from '../../runtime/index.server.ts';
import type { BlockDeclaration } from '../../runtime/index.server.ts';

/** A section of configured HTML (sanitized when the configuration loads) with an optional h2 title. */
export const RichTextSchema = Type.Object(
  {
    title: Type.Optional(Type.String(sectionTitleUi)),
    html: Type.String({
      contentMediaType: 'text/html',
      ...fieldUi(
        { fr: 'Texte', en: 'Text' },
        {
          fr: 'Le texte de la section : paragraphes, listes, liens, gras et italique.',
          en: 'The text of the section: paragraphs, lists, links, bold and italics.',
        },
      ),
    }),
  },
  { additionalProperties: false },
);
export type RichTextProps = Static<typeof RichTextSchema>;

/** The block's one declaration (decision 0077): its type, its props schema and the data its server part loads; both halves are typed from it. */
export const richTextBlock: BlockDeclaration<typeof RichTextSchema> = { type: 'rich-text', schema: RichTextSchema };
