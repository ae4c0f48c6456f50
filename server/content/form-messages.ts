/** The language a message is written in: `fr` for fr_FR, or `en`. */
export type MessageLang = 'fr' | 'en';

/** Per-field error messages of form answers, in French and English. */
export const formMessages = {
  required: { fr: 'Ce champ est obligatoire', en: 'This field is required' },
  notText: { fr: 'Ce champ attend du texte', en: 'This field expects text' },
  tooLong: { fr: 'Ce champ accepte au plus {max} caractères', en: 'This field accepts at most {max} characters' },
  email: { fr: 'Adresse e-mail invalide', en: 'Invalid e-mail address' },
  tel: { fr: 'Numéro de téléphone invalide', en: 'Invalid phone number' },
  date: { fr: 'Date invalide (format AAAA-MM-JJ)', en: 'Invalid date (format YYYY-MM-DD)' },
  choice: { fr: 'Choix invalide : {allowed}', en: 'Invalid choice: {allowed}' },
  checkbox: { fr: 'Ce champ attend oui ou non', en: 'This field expects yes or no' },
  fileType: { fr: 'Type de fichier refusé : {accept}', en: 'File type not accepted: {accept}' },
  fileSize: { fr: 'Fichier trop lourd (maximum {max})', en: 'File too large (maximum {max})' },
  oneFile: { fr: 'Un seul fichier est accepté', en: 'Only one file is accepted' },
  notFile: { fr: 'Ce champ attend un fichier', en: 'This field expects a file' },
  unknown: { fr: 'Ce champ ne fait pas partie du formulaire', en: 'This field is not part of the form' },
} as const;

export type FormMessageKey = keyof typeof formMessages;

/** The message `key` in `lang`, with `{name}` placeholders filled from `values`. */
export function formMessage(key: FormMessageKey, lang: MessageLang, values: Record<string, string | number> = {}): string {
  return formMessages[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
