import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { fieldUi, sectionIntroUi, sectionTitleUi } from '../../runtime/index.server.ts';
import type { BlockDeclaration } from '../../runtime/index.server.ts';
import type { ServedElement } from '../../runtime/index.server.ts';

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

export interface ElementListData {
  items: ServedElement[];
  total: number;
  page: number;
  pageSize: number;
}

/** The block's one declaration (decision 0077): its type, its props schema and the data its server part loads; both halves are typed from it. */
export const elementListBlock: BlockDeclaration<typeof ElementListSchema, ElementListData> = { type: 'element-list', schema: ElementListSchema };
