import type { Lang } from '../../../../rules/locale.ts';
import { fillPlaceholders } from '../../../../rules/text/fill-placeholders.ts';
import type { TextPair } from '../../../../rules/text/pick-text.ts';

/** The media library's words in the editor, French and English (plain words: owners are not developers). */
export const mediaText = {
  library: { fr: 'Médiathèque', en: 'Media library' },
  openLibrary: { fr: 'Médiathèque', en: 'Media library' },
  close: { fr: 'Fermer', en: 'Close' },
  search: { fr: 'Rechercher (nom ou texte alternatif)', en: 'Search (name or alt text)' },
  none: { fr: 'Aucune image dans la médiathèque.', en: 'No picture in the library yet.' },
  noMatch: { fr: 'Aucune image ne correspond.', en: 'No picture matches.' },
  count: { fr: '{shown} sur {total} images', en: '{shown} of {total} pictures' },
  more: { fr: 'Afficher plus', en: 'Show more' },
  upload: { fr: 'Ajouter une image', en: 'Add a picture' },
  uploadHere: { fr: 'Envoyer une nouvelle image', en: 'Upload a new picture' },
  file: { fr: 'Fichier image (JPEG, PNG, WebP ou AVIF, 10 Mo au plus)', en: 'Picture file (JPEG, PNG, WebP or AVIF, 10 MB at most)' },
  altFr: { fr: 'Texte alternatif en français', en: 'Alt text in French' },
  altEn: { fr: 'Texte alternatif en anglais', en: 'Alt text in English' },
  altHelp: { fr: 'Décrivez ce que montre l’image, pour les personnes qui ne la voient pas.', en: 'Describe what the picture shows, for people who cannot see it.' },
  send: { fr: 'Envoyer', en: 'Upload' },
  cancel: { fr: 'Annuler', en: 'Cancel' },
  sending: { fr: 'Envoi : {percent} %', en: 'Uploading: {percent}%' },
  chooseFile: { fr: 'Choisissez une image à envoyer.', en: 'Choose a picture to upload.' },
  tooBig: { fr: 'Cette image pèse {size} : 10 Mo au plus.', en: 'This picture weighs {size}: 10 MB at most.' },
  altMissingFr: { fr: 'Décrivez l’image en français.', en: 'Describe the picture in French.' },
  altMissingEn: { fr: 'Décrivez l’image en anglais.', en: 'Describe the picture in English.' },
  failed: { fr: 'L’envoi a échoué : vérifiez la connexion puis réessayez.', en: 'The upload failed: check the connection, then try again.' },
  uploaded: { fr: 'Image ajoutée.', en: 'Picture added.' },
  saveAlt: { fr: 'Enregistrer les textes', en: 'Save the texts' },
  altSaved: { fr: 'Textes enregistrés.', en: 'Texts saved.' },
  delete: { fr: 'Supprimer', en: 'Delete' },
  deleteNamed: { fr: 'Supprimer {name}', en: 'Delete {name}' },
  deleted: { fr: '{name} supprimée.', en: '{name} deleted.' },
  inUse: { fr: 'Impossible de supprimer {name} : elle est encore utilisée ici.', en: '{name} cannot be deleted: it is still used here.' },
  published: { fr: 'Site en ligne', en: 'Live site' },
  draft: { fr: 'Brouillon', en: 'Draft' },
  block: { fr: 'bloc {block}', en: 'block {block}' },
  size: { fr: '{width} × {height} px, {weight}', en: '{width} × {height} px, {weight}' },
  pickFromLibrary: { fr: 'Images de la médiathèque et du site', en: 'Pictures of the library and the site' },
} as const satisfies Record<string, TextPair>;

export type MediaTextId = keyof typeof mediaText;

/** A text in the admin's language, `{name}` placeholders filled. */
export function mediaWords(lang: Lang, id: MediaTextId, values: Record<string, string | number> = {}): string {
  return fillPlaceholders(mediaText[id][lang], values);
}

/** A weight in words: `850 KB`, `2.4 MB` (`850 Ko`, `2,4 Mo` in French). */
export function weightOf(bytes: number, lang: Lang): string {
  const mb = bytes / (1024 * 1024);
  const number = (value: number) => value.toLocaleString(lang === 'fr' ? 'fr-FR' : 'en-GB', { maximumFractionDigits: 1 });
  if (mb >= 1) return `${number(mb)} ${lang === 'fr' ? 'Mo' : 'MB'}`;
  return `${number(Math.max(1, Math.round(bytes / 1024)))} ${lang === 'fr' ? 'Ko' : 'KB'}`;
}
