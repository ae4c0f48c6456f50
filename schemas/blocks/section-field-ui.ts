import { fieldUi } from './field-ui.ts';

/** The label and help of a section's optional heading, the same in every block that has one. */
export const sectionTitleUi = fieldUi(
  { fr: 'Titre', en: 'Title' },
  { fr: 'Le titre de la section, au-dessus de son contenu. Vide : pas de titre.', en: 'The heading of the section, above its content. Empty: no heading.' },
);

/** The label and help of a section's optional introduction, the same in every block that has one. */
export const sectionIntroUi = fieldUi(
  { fr: 'Introduction', en: 'Introduction' },
  { fr: 'Une phrase ou deux sous le titre. Vide : pas d’introduction.', en: 'A sentence or two under the title. Empty: no introduction.' },
);
