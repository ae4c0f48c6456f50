import { defineBlock } from '../../runtime/blocks/define-block.ts';
import { CallToAction } from './CallToAction.tsx';
import { CallToActionSchema } from './call-to-action.schema.ts';

export default defineBlock({
  type: 'call-to-action',
  schema: CallToActionSchema,
  messages: { fr: {}, en: {} },
  component: CallToAction,
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
