import { defineBlock } from '../../runtime/blocks/define-block.ts';
import { Newsletter } from './Newsletter.tsx';
import { NewsletterSchema } from './newsletter.schema.ts';

export default defineBlock({
  type: 'newsletter',
  schema: NewsletterSchema,
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
  examples: {
    fr: { title: 'Les nouvelles du domaine', text: 'Une lettre par saison : vendanges, nouveaux millésimes et portes ouvertes.' },
    en: { title: 'News from the estate', text: 'One letter a season: harvest, new vintages and open days.' },
  },
});
