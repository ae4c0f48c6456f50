import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { fieldUi, sectionIntroUi, sectionTitleUi } from '../../runtime/index.server.ts';
import type { BlockDeclaration } from '../../runtime/index.server.ts';
import type { ServedService } from '../../schemas/api/content/served-content.ts';

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

export interface ServiceListData {
  services: ServedService[];
  total: number;
}

export type { ServedService };

/** The block's one declaration (decision 0077): its type, its props schema and the data its server part loads; both halves are typed from it. */
export const serviceListBlock: BlockDeclaration<typeof ServiceListSchema, ServiceListData> = { type: 'service-list', schema: ServiceListSchema };
