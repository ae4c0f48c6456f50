import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { BlockLinkSchema } from '../../runtime/index.server.ts';
import { defineBlockServer } from '../../runtime/index.server.ts';

/** A highlighted invitation: h2 title, optional text, one button link. */
export const CallToActionSchema = Type.Object(
  { title: Type.String({ minLength: 1 }), text: Type.Optional(Type.String()), button: BlockLinkSchema },
  { additionalProperties: false },
);
export type CallToActionProps = Static<typeof CallToActionSchema>;

export default defineBlockServer({
  schema: CallToActionSchema,
  examples: {
    fr: {
      title: 'Un projet de voyage en groupe ?',
      text: 'Décrivez votre trajet : nous vous répondons avec un devis détaillé sous 24 heures.',
      button: { label: 'Demander un devis', href: '/demander-un-devis' },
    },
    en: {
      title: 'Planning a group trip?',
      text: 'Tell us about your journey and we will reply with a detailed quote within 24 hours.',
      button: { label: 'Request a quote', href: '/en/demander-un-devis' },
    },
  },
});
