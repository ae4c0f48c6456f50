import type { Locale } from '../../../rules/locale.ts';
import { formatMessage } from '../../i18n/format-message.ts';

/** What the editor's routes answer, in both languages. */
export const editorMessages = {
  staleDraft: {
    en: 'The draft changed since you read it (now at revision {revision}): read it again before writing',
    fr: 'Le brouillon a changé depuis votre lecture (révision {revision}) : relisez-le avant d’écrire',
  },
  badPath: {
    en: '“{path}” is not a configuration file of the site (a .json file of a known kind, inside the folder)',
    fr: '« {path} » n’est pas un fichier de configuration du site (un fichier .json d’un type connu, dans le dossier)',
  },
  mergeConflicts: {
    en: 'The draft changed since you read it and {count, plural, one {# field was} other {# fields were}} also changed by someone else: choose which version to keep',
    fr: 'Le brouillon a changé depuis votre lecture et {count, plural, one {# champ a} other {# champs ont}} aussi été modifiés par quelqu’un d’autre : choisissez la version à garder',
  },
  tooManyFiles: { en: 'At most {max} files per write', fr: '{max} fichiers au plus par écriture' },
  notJson: { en: 'The content of “{path}” must be a JSON document (an object), or null to delete it', fr: 'Le contenu de « {path} » doit être un document JSON (un objet), ou null pour le supprimer' },
  savedWithErrors: {
    en: 'Draft saved, with {count, plural, one {# error} other {# errors}} to fix before publishing',
    fr: 'Brouillon enregistré, avec {count, plural, one {# erreur} other {# erreurs}} à corriger avant de publier',
  },
  publishRefused: {
    en: 'Not published: {count, plural, one {# error remains} other {# errors remain}} in the draft; the live site is unchanged',
    fr: 'Non publié : il reste {count, plural, one {# erreur} other {# erreurs}} dans le brouillon ; le site en ligne n’a pas changé',
  },
  conflicts: {
    en: 'Not published: {files} changed on the live site since the draft took them; read them, then write them with rebase',
    fr: 'Non publié : {files} ont changé sur le site en ligne depuis que le brouillon les a pris ; relisez-les, puis réécrivez-les avec rebase',
  },
  nothingToPublish: { en: 'Nothing to publish: the draft is the live configuration', fr: 'Rien à publier : le brouillon est la configuration en ligne' },
  published: { en: 'Published: version {version}', fr: 'Publié : version {version}' },
  noSuchPage: { en: 'Page {id} does not exist in the draft', fr: 'La page {id} n’existe pas dans le brouillon' },
  noSuchFile: { en: 'No file “{path}” in the draft', fr: 'Aucun fichier « {path} » dans le brouillon' },
} as const;

export type EditorMessage = keyof typeof editorMessages;

export function editorMessage(key: EditorMessage, lang: Locale, values: Record<string, string | number> = {}): string {
  return formatMessage(editorMessages[key], lang, values);
}
