/** The editor's language: the admin's choice, French by default. */
export type EditorLang = 'fr' | 'en';

/** Every text of the owners' editor, in French and English. */
export const editorMessages = {
  title: { fr: 'Éditeur du site', en: 'Site editor' },
  loading: { fr: 'Chargement de l’éditeur…', en: 'Loading the editor…' },
  language: { fr: 'Langue de l’éditeur', en: 'Editor language' },
  pages: { fr: 'Pages', en: 'Pages' },
  newPage: { fr: 'Nouvelle page', en: 'New page' },
  outline: { fr: 'Blocs de la page', en: 'Blocks of the page' },
  addBlock: { fr: 'Ajouter un bloc', en: 'Add a block' },
  preview: { fr: 'Aperçu', en: 'Preview' },
  publish: { fr: 'Publier', en: 'Publish' },
  undo: { fr: 'Annuler', en: 'Undo' },
  redo: { fr: 'Rétablir', en: 'Redo' },
  unsaved: { fr: 'Modifications non enregistrées', en: 'Unsaved changes' },
  saving: { fr: 'Enregistrement…', en: 'Saving…' },
  saved: { fr: 'Brouillon enregistré', en: 'Draft saved' },
  nothingChanged: { fr: 'Aucune modification en attente', en: 'No pending change' },
  stale: { fr: 'Le brouillon a été modifié ailleurs (autre onglet ou autre personne). Il vient d’être rechargé : vérifiez-le puis reprenez votre modification.', en: 'The draft was changed elsewhere (another tab or person). It has just been reloaded: check it, then make your change again.' },
  saveFailed: { fr: 'L’enregistrement a échoué ; nouvel essai dans quelques secondes.', en: 'Saving failed; trying again in a few seconds.' },
  errors: { fr: 'Erreurs à corriger', en: 'Errors to fix' },
  noErrors: { fr: 'Aucune erreur', en: 'No errors' },
  publishBlocked: { fr: 'Publication impossible tant qu’une erreur reste à corriger.', en: 'Publishing is not possible while an error remains.' },
  publishNothing: { fr: 'Rien à publier : le brouillon est identique au site en ligne.', en: 'Nothing to publish: the draft is the same as the live site.' },
  publishing: { fr: 'Publication…', en: 'Publishing…' },
  published: { fr: 'Publié : la nouvelle version {version} est en ligne.', en: 'Published: the new version {version} is live.' },
  publishedPending: { fr: 'Publié : la version {version} sera en ligne dans quelques secondes.', en: 'Published: version {version} will be live in a few seconds.' },
  blockMoved: { fr: '{block} déplacé en position {position} sur {count}.', en: '{block} moved to position {position} of {count}.' },
  dragStart: { fr: '{block} saisi.', en: '{block} picked up.' },
  dragCancel: { fr: 'Déplacement de {block} annulé.', en: 'Moving {block} cancelled.' },
  blockRemoved: { fr: '{block} supprimé.', en: '{block} removed.' },
  blockAdded: { fr: '{block} ajouté.', en: '{block} added.' },
  moveUp: { fr: 'Monter', en: 'Move up' },
  moveDown: { fr: 'Descendre', en: 'Move down' },
  duplicate: { fr: 'Dupliquer', en: 'Duplicate' },
  remove: { fr: 'Supprimer', en: 'Remove' },
  reorderHelp: { fr: 'Glissez un bloc à la souris, ou Alt + flèche haut ou bas pour déplacer le bloc sélectionné.', en: 'Drag a block with the mouse, or Alt + up or down arrow moves the selected block.' },
  noBlocks: { fr: 'Cette page n’a pas encore de bloc.', en: 'This page has no block yet.' },
  noComponent: { fr: 'Cette page n’a pas de mise en page modifiable.', en: 'This page has no editable layout.' },
  chooseBlock: { fr: 'Choisissez un bloc dans la liste pour le modifier.', en: 'Choose a block in the list to edit it.' },
  blockSettings: { fr: 'Réglages du bloc', en: 'Block settings' },
  pageSettings: { fr: 'Réglages de la page', en: 'Page settings' },
  close: { fr: 'Fermer', en: 'Close' },
  cancel: { fr: 'Abandonner', en: 'Cancel' },
  save: { fr: 'Valider', en: 'Apply' },
  create: { fr: 'Créer la page', en: 'Create the page' },
  pageTitle: { fr: 'Titre', en: 'Title' },
  menuTitle: { fr: 'Titre dans le menu', en: 'Menu title' },
  metaDescription: { fr: 'Description pour les moteurs de recherche', en: 'Search engine description' },
  slug: { fr: 'Adresse (fin de l’URL)', en: 'Address (end of the URL)' },
  french: { fr: 'Français', en: 'Français' },
  english: { fr: 'English', en: 'English' },
  inFrench: { fr: 'français', en: 'French' },
  inEnglish: { fr: 'anglais', en: 'English' },
  parent: { fr: 'Page parente', en: 'Parent page' },
  noParent: { fr: 'Aucune (premier niveau)', en: 'None (top level)' },
  position: { fr: 'Position parmi les pages sœurs', en: 'Position among sibling pages' },
  showInMenu: { fr: 'Afficher dans le menu', en: 'Show in the menu' },
  startFrom: { fr: 'Partir de', en: 'Start from' },
  blank: { fr: 'Une page vide', en: 'A blank page' },
  layoutOf: { fr: 'La mise en page de « {page} »', en: 'The layout of “{page}”' },
  edit: { fr: 'Modifier la page', en: 'Edit the page' },
  deletePage: { fr: 'Supprimer la page', en: 'Delete the page' },
  linksFirst: { fr: 'Ces pages et blocs ont un lien vers « {page} ». Ils seront signalés en erreur jusqu’à ce que vous les corrigiez :', en: 'These pages and blocks link to “{page}”. They will be shown as errors until you fix them:' },
  noLinks: { fr: 'Aucune page ni aucun bloc n’a de lien vers cette page.', en: 'No page or block links to this page.' },
  confirmDelete: { fr: 'Supprimer « {page} »', en: 'Delete “{page}”' },
  linkInMenu: { fr: 'Menu : page « {page} »', en: 'Menu: page “{page}”' },
  linkInBlock: { fr: 'Bloc « {block} » de la page « {page} »', en: 'Block “{block}” of page “{page}”' },
  linkElsewhere: { fr: 'Fichier {file}', en: 'File {file}' },
  inMenu: { fr: 'dans le menu', en: 'in the menu' },
  hidden: { fr: 'masquée du menu', en: 'hidden from the menu' },
  catalogue: { fr: 'Catalogue des blocs', en: 'Block catalogue' },
  addThis: { fr: 'Ajouter « {block} »', en: 'Add “{block}”' },
  errorAt: { fr: '{where} : {message}', en: '{where}: {message}' },
  inPage: { fr: 'Page « {page} »', en: 'Page “{page}”' },
  inSite: { fr: 'Réglages du site ({file})', en: 'Site settings ({file})' },
  newPageTitle: { fr: 'Nouvelle page', en: 'New page' },
  frame: { fr: 'Aperçu de la page (brouillon)', en: 'Page preview (draft)' },
  openLive: { fr: 'Voir la page en ligne', en: 'See the live page' },
  servedVersion: { fr: 'Version en ligne : {version}', en: 'Live version: {version}' },
  conflicts: { fr: 'Pendant que vous travailliez, le site en ligne a changé : {files}. Publier remplacerait ces changements par votre brouillon.', en: 'While you were working, the live site changed: {files}. Publishing would replace those changes with your draft.' },
  keepMine: { fr: 'Garder mes modifications', en: 'Keep my changes' },
  treeOfPages: { fr: 'l’arbre des pages', en: 'the page tree' },
  loadFailed: { fr: 'L’éditeur n’a pas pu charger le site : {message}', en: 'The editor could not load the site: {message}' },
} as const satisfies Record<string, Record<EditorLang, string>>;

export type EditorMessage = keyof typeof editorMessages;

/** A text of the editor in `lang`, its `{name}` placeholders filled. */
export function editorText(lang: EditorLang, key: EditorMessage, values: Record<string, string | number> = {}): string {
  return editorMessages[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The editor's language: `?lang=fr|en`, else the `editor-lang` cookie the switch writes, else French. */
export function editorLang(asked: string | undefined, cookieHeader: string | null | undefined): EditorLang {
  if (asked === 'en' || asked === 'fr') return asked;
  const cookie = /(?:^|;\s*)editor-lang=(fr|en)(?:;|$)/.exec(cookieHeader ?? '');
  return cookie?.[1] === 'en' ? 'en' : 'fr';
}
