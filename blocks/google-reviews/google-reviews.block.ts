import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { fieldUi, sectionTitleUi } from '../../runtime/index.server.ts';
import type { BlockDeclaration } from '../../runtime/index.server.ts';
import type { calendarContracts } from '../../schemas/api/content/calendar-contracts.ts';
import type { AnswerOf } from '../../schemas/api/route-contract.ts';

/** The stored Google reviews (GET /google/reviews?from=), newest first, with their average rating. */
export const GoogleReviewsSchema = Type.Object(
  {
    title: Type.Optional(Type.String(sectionTitleUi)),
    from: Type.Optional(
      Type.String({
        format: 'date',
        description: 'Only reviews from this day (YYYY-MM-DD)',
        ...fieldUi(
          { fr: 'Depuis le', en: 'Since' },
          {
            fr: 'Seulement les avis laissés depuis ce jour. Vide : tous les avis.',
            en: 'Only the reviews left since this day. Empty: every review.',
          },
        ),
      }),
    ),
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 50,
        default: 6,
        ...fieldUi(
          { fr: 'Nombre d’avis', en: 'Number of reviews' },
          { fr: 'Combien d’avis montrer au plus, les plus récents d’abord.', en: 'How many reviews to show at most, newest first.' },
        ),
      }),
    ),
    crop: Type.Optional(
      Type.Integer({
        minimum: -1,
        description: 'Characters kept of each review; -1 = all (default 120)',
        ...fieldUi(
          { fr: 'Longueur des avis', en: 'Review length' },
          {
            fr: 'Combien de caractères garder de chaque avis ; -1 pour tout garder. Vide : 120.',
            en: 'How many characters to keep of each review; -1 to keep all. Empty: 120.',
          },
        ),
      }),
    ),
  },
  { additionalProperties: false },
);
export type GoogleReviewsProps = Static<typeof GoogleReviewsSchema>;

/** The block's data: GET /google/reviews's answer (schemas/api/content/calendar-contracts.ts). */
export type GoogleReviewsData = AnswerOf<typeof calendarContracts.reviews>;

/** The block's one declaration (decision 0077): its type, its props schema and the data its server part loads; both halves are typed from it. */
export const googleReviewsBlock: BlockDeclaration<typeof GoogleReviewsSchema, GoogleReviewsData> = { type: 'google-reviews', schema: GoogleReviewsSchema };
