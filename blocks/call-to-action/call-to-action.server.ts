import { defineBlockServer } from '../../runtime/index.server.ts';
import { callToActionBlock } from './call-to-action.block.ts';

export default defineBlockServer(callToActionBlock, {
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
