import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { fieldUi } from '../../runtime/index.server.ts';
import type { BlockDeclaration } from '../../runtime/index.server.ts';
import type { elementContracts } from '../../schemas/api/content/element-contracts.ts';
import type { AnswerOf } from '../../schemas/api/route-contract.ts';

/**
 * One element's page, with its registration form when it takes sign-ups. The list route and the
 * id come from the route (`/{route}/:slug?/:id`, params `route` and `id`) or from the props.
 */
export const ElementDetailSchema = Type.Object(
  {
    route: Type.Optional(
      Type.String({
        pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
        ...fieldUi(
          { fr: 'Liste', en: 'List' },
          {
            fr: 'Le nom court de la liste de l’élément (autocar, minibus…). Vide : celui de l’adresse de la page.',
            en: 'The short name of the element’s list (autocar, minibus…). Empty: the one in the page’s address.',
          },
          { widget: 'text' },
        ),
      }),
    ),
    elementId: Type.Optional(
      Type.Integer({
        minimum: 1,
        ...fieldUi(
          { fr: 'Élément', en: 'Element' },
          {
            fr: 'Le numéro de l’élément à montrer. Vide : celui de l’adresse de la page.',
            en: 'The number of the element to show. Empty: the one in the page’s address.',
          },
        ),
      }),
    ),
    listHref: Type.Optional(
      Type.String({
        pattern: '^/',
        ...fieldUi(
          { fr: 'Page de la liste', en: 'List page' },
          { fr: 'La page de la liste, pour le fil d’Ariane.', en: 'The list page, for the breadcrumb.' },
          { widget: 'page' },
        ),
      }),
    ),
  },
  { additionalProperties: false },
);
export type ElementDetailProps = Static<typeof ElementDetailSchema>;

export interface ElementDetailData {
  route: string;
  /** GET /element/{route}/{id}'s answer: the element and its seats left. */
  element: AnswerOf<typeof elementContracts.read>;
}

/** The block's one declaration (decision 0077): its type, its props schema and the data its server part loads; both halves are typed from it. */
export const elementDetailBlock: BlockDeclaration<typeof ElementDetailSchema, ElementDetailData> = { type: 'element-detail', schema: ElementDetailSchema };
