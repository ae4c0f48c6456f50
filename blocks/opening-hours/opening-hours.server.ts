import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { defineBlockServer } from '../../runtime/index.server.ts';
import { fieldUi } from '../../runtime/index.server.ts';

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

export default defineBlockServer({
  schema: OpeningHoursSchema,
  examples: { fr: { title: 'Horaires de l’agence' }, en: { title: 'Office opening hours' } },
});
