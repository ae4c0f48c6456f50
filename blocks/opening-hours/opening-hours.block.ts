import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { fieldUi } from '../../runtime/index.server.ts';
import type { BlockDeclaration } from '../../runtime/index.server.ts';

/** The weekly opening hours, read from the OPENING_HOURS_* parameters; `title` replaces the default. */
export const OpeningHoursSchema = Type.Object(
  {
    title: Type.Optional(
      Type.String(
        fieldUi(
          { fr: 'Titre', en: 'Title' },
          {
            fr: 'Le titre au-dessus des horaires. Vide : le titre par défaut.',
            en: 'The heading above the opening hours. Empty: the default heading.',
          },
        ),
      ),
    ),
  },
  { additionalProperties: false },
);
export type OpeningHoursProps = Static<typeof OpeningHoursSchema>;

/** The block's one declaration (decision 0077): its type, its props schema and the data its server part loads; both halves are typed from it. */
export const openingHoursBlock: BlockDeclaration<typeof OpeningHoursSchema> = { type: 'opening-hours', schema: OpeningHoursSchema };
