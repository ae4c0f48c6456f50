import { defineBlock } from '../../runtime/index.ts';
import type { newsletterBlock } from './newsletter.block.ts';
import { Newsletter } from './Newsletter.tsx';

export default defineBlock<typeof newsletterBlock>({
  messages: {
    fr: {
      'newsletter.title': 'Lettre d’information',
      'newsletter.email': 'Votre adresse e-mail',
      'newsletter.subscribe': 'Je m’inscris',
      'newsletter.sending': 'Inscription en cours…',
      'newsletter.sent': 'Merci, votre inscription est enregistrée.',
      'newsletter.invalid': 'Saisissez une adresse e-mail valide (exemple : prenom.nom@exemple.fr)',
      'newsletter.failed': 'L’inscription n’a pas abouti. Réessayez dans un instant.',
    },
    en: {
      'newsletter.title': 'Newsletter',
      'newsletter.email': 'Your e-mail address',
      'newsletter.subscribe': 'Subscribe',
      'newsletter.sending': 'Subscribing…',
      'newsletter.sent': 'Thank you, you are subscribed.',
      'newsletter.invalid': 'Enter a valid e-mail address (example: firstname.lastname@example.com)',
      'newsletter.failed': 'The subscription did not go through. Please try again in a moment.',
    },
  },
  component: Newsletter,
});
