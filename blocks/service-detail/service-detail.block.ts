import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { fieldUi } from '../../runtime/index.server.ts';
import type { BlockDeclaration } from '../../runtime/index.server.ts';
import type { ServedService } from '../service-list/service-list.block.ts';

/**
 * One service (§4 service detail); its id comes from the route (`/service/:slug?/:id`, param
 * `id`) or from the `serviceId` prop; `listHref` is the services page for the breadcrumb.
 */
export const ServiceDetailSchema = Type.Object(
  {
    serviceId: Type.Optional(
      Type.Integer({
        minimum: 1,
        ...fieldUi(
          { fr: 'Service', en: 'Service' },
          {
            fr: 'Le numéro du service à montrer. Vide : celui de l’adresse de la page.',
            en: 'The number of the service to show. Empty: the one in the page’s address.',
          },
        ),
      }),
    ),
    listHref: Type.Optional(
      Type.String({
        pattern: '^/',
        ...fieldUi(
          { fr: 'Page de la liste', en: 'List page' },
          { fr: 'La page des services, pour le fil d’Ariane.', en: 'The services page, for the breadcrumb.' },
          { widget: 'page' },
        ),
      }),
    ),
  },
  { additionalProperties: false },
);
export type ServiceDetailProps = Static<typeof ServiceDetailSchema>;

export interface ServiceDetailData {
  service: ServedService;
}

/** The block's one declaration (decision 0077): its type, its props schema and the data its server part loads; both halves are typed from it. */
export const serviceDetailBlock: BlockDeclaration<typeof ServiceDetailSchema, ServiceDetailData> = { type: 'service-detail', schema: ServiceDetailSchema };
