import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { defineBlockServer } from '../../runtime/index.server.ts';

/** The newsletter sign-up (POST /newsletter/subscribe); shown only when the NEWSLETTER parameter is on. */
export const NewsletterSchema = Type.Object(
  {
    title: Type.Optional(Type.String()),
    text: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
export type NewsletterProps = Static<typeof NewsletterSchema>;

export default defineBlockServer({
  schema: NewsletterSchema,
  examples: {
    fr: { title: 'Les nouvelles du domaine', text: 'Une lettre par saison : vendanges, nouveaux millésimes et portes ouvertes.' },
    en: { title: 'News from the estate', text: 'One letter a season: harvest, new vintages and open days.' },
  },
});
