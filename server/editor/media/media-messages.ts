/** What the media library's routes answer, in both languages (plain words: owners read them at the field). */
export const mediaMessages = {
  missingFile: { en: 'Choose a picture to upload', fr: 'Choisissez une image à envoyer' },
  notAPicture: {
    en: '“{name}” is not a JPEG, PNG, WebP or AVIF picture (its content was checked, not its name)',
    fr: '« {name} » n’est pas une image JPEG, PNG, WebP ou AVIF (son contenu a été vérifié, pas son nom)',
  },
  svgRefused: {
    en: '“{name}” is an SVG drawing: the library takes photos only (JPEG, PNG, WebP, AVIF), as an SVG can carry scripts',
    fr: '« {name} » est un dessin SVG : la bibliothèque ne prend que des photos (JPEG, PNG, WebP, AVIF), car un SVG peut contenir des scripts',
  },
  unreadable: { en: '“{name}” could not be read as a picture (damaged or cut short)', fr: '« {name} » n’a pas pu être lue comme une image (abîmée ou incomplète)' },
  tooManyPixels: {
    en: '“{name}” is {width} × {height} pixels: at most {max} million pixels (make it smaller first)',
    fr: '« {name} » fait {width} × {height} pixels : {max} millions de pixels au plus (réduisez-la d’abord)',
  },
  altMissing: { en: 'Describe the picture in {language}', fr: 'Décrivez l’image en {language}' },
  altTooLong: { en: 'At most {max} characters', fr: '{max} caractères au plus' },
  noSuchMedia: { en: 'No picture {id} in the library', fr: 'Aucune image {id} dans la bibliothèque' },
  inUse: {
    en: 'This picture is still used in {count, plural, one {# place} other {# places}}: remove it there first',
    fr: 'Cette image est encore utilisée à {count, plural, one {# endroit} other {# endroits}} : retirez-la d’abord',
  },
  uploaded: { en: 'Picture added to the library', fr: 'Image ajoutée à la bibliothèque' },
  alreadyThere: { en: 'This picture was already in the library: it is kept once', fr: 'Cette image était déjà dans la bibliothèque : elle n’est gardée qu’une fois' },
  deleted: { en: 'Picture deleted', fr: 'Image supprimée' },
  altSaved: { en: 'Alt texts saved', fr: 'Textes alternatifs enregistrés' },
} as const;

/** The language names in each language, for `altMissing`. */
export const languageNames = { fr: { en: 'French', fr: 'français' }, en: { en: 'English', fr: 'anglais' } } as const;
