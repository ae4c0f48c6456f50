import type { formBlock } from './form.block.ts';
import { formAnswerCatalogue } from '../../rules/form-answer/form-answer-messages.ts';
import { defineBlock, ERROR_ID_PREFIX } from '../../runtime/index.ts';
import { Form } from './Form.tsx';

export default defineBlock<typeof formBlock>({
  messages: {
    fr: {
      'form.requiredLegend': 'Les champs marqués d’un astérisque (*) sont obligatoires.',
      'form.choose': 'Choisissez…',
      'form.fileHint': 'Formats acceptés : {accept}. Taille maximale : {max}.',
      'form.sending': 'Envoi en cours…',
      'form.sent': 'Merci, votre demande a bien été envoyée.',
      'form.again': 'Envoyer une autre demande',
      'form.invalid': '{count, plural, one {Le formulaire contient une erreur : corrigez le champ signalé.} other {Le formulaire contient # erreurs : corrigez les champs signalés.}}',
      'form.failed': 'L’envoi n’a pas abouti ({reason}). Vos réponses sont conservées : réessayez dans un instant.',
      'form.noJs.invalid': 'Certaines réponses ne sont pas valides. Vérifiez le formulaire et envoyez-le de nouveau.',
      'form.noJs.failed': 'L’envoi n’a pas abouti. Réessayez dans un instant.',
      'form.trap': 'Ne remplissez pas ce champ',
      'form.summaryItem': '{label} : {error}',
      'form.fileAgain': 'Les fichiers ne sont pas conservés après un envoi refusé : choisissez de nouveau votre fichier.',
      ...formAnswerCatalogue(ERROR_ID_PREFIX, 'fr_FR'),
    },
    en: {
      'form.requiredLegend': 'Fields marked with an asterisk (*) are required.',
      'form.choose': 'Choose…',
      'form.fileHint': 'Accepted formats: {accept}. Maximum size: {max}.',
      'form.sending': 'Sending…',
      'form.sent': 'Thank you, your request has been sent.',
      'form.again': 'Send another request',
      'form.invalid': '{count, plural, one {The form has one error: please correct the marked field.} other {The form has # errors: please correct the marked fields.}}',
      'form.failed': 'Sending did not succeed ({reason}). Your answers are kept: please try again in a moment.',
      'form.noJs.invalid': 'Some answers are not valid. Please check the form and send it again.',
      'form.noJs.failed': 'Sending did not succeed. Please try again in a moment.',
      'form.trap': 'Do not fill in this field',
      'form.summaryItem': '{label}: {error}',
      'form.fileAgain': 'Files are not kept after a refused sending: please choose your file again.',
      ...formAnswerCatalogue(ERROR_ID_PREFIX, 'en'),
    },
  },
  component: Form,
});
