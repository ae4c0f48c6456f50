import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import type { ServiceListData } from './ServiceList.tsx';
import { defineBlockServer } from '../../runtime/index.server.ts';
import { fieldUi, sectionIntroUi, sectionTitleUi } from '../../runtime/index.server.ts';

/** Services (GET /service?tag=…), up to 100, filtered by tags; each can show its full description. */
export const ServiceListSchema = Type.Object(
  {
    title: Type.Optional(Type.String(sectionTitleUi)),
    intro: Type.Optional(Type.String(sectionIntroUi)),
    tags: Type.Optional(
      Type.Array(
        Type.String({
          pattern: '^[a-z0-9-]+$',
          ...fieldUi(
            { fr: 'Étiquette', en: 'Tag' },
            { fr: 'Le nom court d’une étiquette, en minuscules.', en: 'The short name of a tag, in lower case.' },
            { widget: 'text' },
          ),
        }),
        {
          uniqueItems: true,
          ...fieldUi(
            { fr: 'Étiquettes', en: 'Tags' },
            {
              fr: 'Seulement les services qui portent une de ces étiquettes. Vide : tous les services.',
              en: 'Only the services with one of these tags. Empty: every service.',
            },
          ),
        },
      ),
    ),
  },
  { additionalProperties: false },
);
export type ServiceListProps = Static<typeof ServiceListSchema>;

export default defineBlockServer({
  schema: ServiceListSchema,
  /** GET /service?page=1&nbItem=100&tag={tags}. */
  load: async (ctx): Promise<ServiceListData> => (await import('./load-service-list.ts')).loadServiceList(ctx),
  examples: {
    fr: { title: 'Nos prestations', intro: 'Visites, dégustations et accords mets et vins.', tags: ['degustation'] },
    en: { title: 'Our services', intro: 'Tours, tastings and food pairings.', tags: ['degustation'] },
  },
});
