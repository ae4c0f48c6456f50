import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import type { ElementListData } from './ElementList.tsx';
import { defineBlockServer } from '../../runtime/index.server.ts';
import { fieldUi, sectionIntroUi, sectionTitleUi } from '../../runtime/index.server.ts';

/** The elements of a list route (GET /element/{route}), 24 per page, each linking to its detail page. */
export const ElementListSchema = Type.Object(
  {
    route: Type.String({
      pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
      description: 'Element list route: autocar, minibus, …',
      ...fieldUi(
        { fr: 'Liste', en: 'List' },
        {
          fr: 'Le nom court de la liste à montrer (autocar, minibus…), en minuscules.',
          en: 'The short name of the list to show (autocar, minibus…), in lower case.',
        },
        { widget: 'text' },
      ),
    }),
    title: Type.Optional(Type.String(sectionTitleUi)),
    intro: Type.Optional(Type.String(sectionIntroUi)),
  },
  { additionalProperties: false },
);
export type ElementListProps = Static<typeof ElementListSchema>;

export default defineBlockServer({
  schema: ElementListSchema,
  /** GET /element/{route}?page=N&nbItem=24, N from `?page=` of the page URL. */
  load: async (ctx): Promise<ElementListData> => (await import('./load-element-list.ts')).loadElementList(ctx),
  examples: {
    fr: { route: 'autocar', title: 'Nos autocars', intro: 'Des véhicules récents, de 35 à 63 places.' },
    en: { route: 'autocar', title: 'Our coaches', intro: 'Recent vehicles, from 35 to 63 seats.' },
  },
});
