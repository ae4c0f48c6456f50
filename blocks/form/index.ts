import { form as fetchForm } from '../../runtime/api/endpoints/forms.ts';
import { defineBlock } from '../define-block.ts';
import { Form } from './Form.tsx';
import type { FormBlockData } from './Form.tsx';
import { assertServedForm } from './form-definition.ts';
import { FormSchema } from './form.schema.ts';

export default defineBlock({
  type: 'form',
  schema: FormSchema,
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
      'form.error.required': 'Ce champ est obligatoire',
      'form.error.tooLong': 'Ce champ accepte au plus {max} caractères',
      'form.error.email': 'Adresse e-mail invalide (exemple : prenom.nom@exemple.fr)',
      'form.error.tel': 'Numéro de téléphone invalide (exemple : 06 12 34 56 78)',
      'form.error.date': 'Date invalide',
      'form.error.choice': 'Choisissez une des options proposées',
      'form.error.oneFile': 'Un seul fichier est accepté',
      'form.error.fileType': 'Le fichier « {name} » est refusé : seuls les formats {accept} sont acceptés',
      'form.error.fileSize': 'Le fichier « {name} » est trop lourd ({size}) : {max} maximum',
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
      'form.error.required': 'This field is required',
      'form.error.tooLong': 'This field accepts at most {max} characters',
      'form.error.email': 'Invalid e-mail address (example: firstname.lastname@example.com)',
      'form.error.tel': 'Invalid phone number (example: +33 6 12 34 56 78)',
      'form.error.date': 'Invalid date',
      'form.error.choice': 'Choose one of the options offered',
      'form.error.oneFile': 'Only one file is accepted',
      'form.error.fileType': 'The file “{name}” is refused: only {accept} files are accepted',
      'form.error.fileSize': 'The file “{name}” is too large ({size}): {max} maximum',
    },
  },
  /** Server side, before render: the form definition (GET /forms/{id}), in the page's language. */
  async load({ props, api }): Promise<FormBlockData> {
    const result = await fetchForm(api, props.formId);
    if (!result.success) throw new Error(`form "${props.formId}": ${result.message}`);
    return { form: assertServedForm(result.data, props.formId) };
  },
  component: Form,
  examples: {
    fr: { formId: 'quote-request', title: 'Votre demande de devis', intro: 'Réponse sous 48 heures ouvrées.' },
    en: { formId: 'quote-request', title: 'Your quote request', intro: 'We answer within 2 working days.' },
  },
});
