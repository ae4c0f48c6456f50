import { isFrench, type Locale } from '../locale.ts';

/**
 * The one catalogue of form-answer errors, in French and English. The browser shows them through
 * the form block's messages (`form.error.<key>`), the API answers them as field errors: a visitor
 * reads the same sentence whichever side refused the answer. Placeholders are `{name}` (plain
 * ICU arguments: the page's intl layer (runtime/web/i18n/) formats them in the browser, the server's `formatMessage` on the API).
 */
export const formAnswerMessages = {
  required: { fr: 'Ce champ est obligatoire', en: 'This field is required' },
  notText: { fr: 'Ce champ attend du texte', en: 'This field expects text' },
  tooLong: { fr: 'Ce champ accepte au plus {max} caractères', en: 'This field accepts at most {max} characters' },
  email: { fr: 'Adresse e-mail invalide (exemple : prenom.nom@exemple.fr)', en: 'Invalid e-mail address (example: firstname.lastname@example.com)' },
  tel: { fr: 'Numéro de téléphone invalide (exemple : 06 12 34 56 78)', en: 'Invalid phone number (example: +33 6 12 34 56 78)' },
  date: { fr: 'Date invalide (format AAAA-MM-JJ)', en: 'Invalid date (format YYYY-MM-DD)' },
  dateTooEarly: { fr: 'Choisissez une date à partir du {date}', en: 'Choose a date on or after {date}' },
  number: { fr: 'Saisissez un nombre entier (exemple : 25)', en: 'Enter a whole number (example: 25)' },
  tooSmall: { fr: 'Saisissez au moins {min}', en: 'Enter at least {min}' },
  tooLarge: { fr: 'Saisissez au plus {max}', en: 'Enter at most {max}' },
  choice: { fr: 'Choisissez une des options proposées : {allowed}', en: 'Choose one of the options offered: {allowed}' },
  checkbox: { fr: 'Ce champ attend oui ou non', en: 'This field expects yes or no' },
  oneFile: { fr: 'Un seul fichier est accepté', en: 'Only one file is accepted' },
  fileType: { fr: 'Le fichier « {name} » est refusé : seuls les formats {accept} sont acceptés', en: 'The file “{name}” is refused: only {accept} files are accepted' },
  fileSize: { fr: 'Le fichier « {name} » est trop lourd ({size}) : {max} maximum', en: 'The file “{name}” is too large ({size}): {max} maximum' },
  notFile: { fr: 'Ce champ attend un fichier', en: 'This field expects a file' },
  unknown: { fr: 'Ce champ ne fait pas partie du formulaire', en: 'This field is not part of the form' },
} as const;

export type FormAnswerErrorKey = keyof typeof formAnswerMessages;

/** The catalogue as one language's flat messages with a prefix (`form.error.required`), for the page's intl layer. */
export function formAnswerCatalogue(prefix: string, lang: Locale): Record<string, string> {
  return Object.fromEntries(Object.entries(formAnswerMessages).map(([key, text]) => [`${prefix}${key}`, isFrench(lang) ? text.fr : text.en]));
}
