import { withContentMessages } from '../content-kit/content-messages.ts';
import { defineBlock } from '../../runtime/index.ts';
import type { elementDetailBlock } from './element-detail.block.ts';
import { ElementDetail } from './ElementDetail.tsx';

export default defineBlock<typeof elementDetailBlock>({
  messages: withContentMessages('element-detail', {
    fr: {
      'element-detail.list': 'Retour à la liste',
      'element-detail.features': 'Caractéristiques',
      'element-detail.register': 'Inscription',
      'element-detail.seatsLeft': '{count, plural, =0 {Complet : plus aucune place disponible.} one {Il reste # place.} other {Il reste # places.}}',
      'element-detail.field.name': 'Nom et prénom',
      'element-detail.field.email': 'Adresse e-mail',
      'element-detail.field.phone': 'Téléphone',
      'element-detail.field.seats': 'Nombre de places',
      'element-detail.submit': 'Je m’inscris',
      'element-detail.sending': 'Inscription en cours…',
      'element-detail.sent': 'Votre inscription est enregistrée.',
      'element-detail.failed': 'L’inscription n’a pas abouti. Réessayez dans un instant.',
      'element-detail.error.required': 'Ce champ est obligatoire',
      'element-detail.error.email': 'Adresse e-mail invalide (exemple : prenom.nom@exemple.fr)',
      'element-detail.error.tel': 'Numéro de téléphone invalide (exemple : 06 12 34 56 78)',
      'element-detail.error.seats': 'Indiquez un nombre de places entre 1 et {max}',
    },
    en: {
      'element-detail.list': 'Back to the list',
      'element-detail.features': 'Key facts',
      'element-detail.register': 'Registration',
      'element-detail.seatsLeft': '{count, plural, =0 {Full: no place left.} one {# place left.} other {# places left.}}',
      'element-detail.field.name': 'Full name',
      'element-detail.field.email': 'E-mail address',
      'element-detail.field.phone': 'Phone',
      'element-detail.field.seats': 'Number of places',
      'element-detail.submit': 'Register',
      'element-detail.sending': 'Registering…',
      'element-detail.sent': 'Your registration is recorded.',
      'element-detail.failed': 'The registration did not go through. Please try again in a moment.',
      'element-detail.error.required': 'This field is required',
      'element-detail.error.email': 'Invalid e-mail address (example: firstname.lastname@example.com)',
      'element-detail.error.tel': 'Invalid phone number (example: +33 6 12 34 56 78)',
      'element-detail.error.seats': 'Enter a number of places from 1 to {max}',
    },
  }),
  component: ElementDetail,
});
