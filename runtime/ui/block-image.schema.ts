import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { fieldUi } from '../../schemas/blocks/field-ui.ts';

/**
 * An image prop after Localized resolution: `src` into the site's `media/`, plain `alt`. The
 * editor renders it with the `image` widget (a picture of the site); a block names the use with
 * its own label: `{ ...BlockImageSchema, ...fieldUi({ fr: 'Image de fond', … }, …) }`.
 */
export const BlockImageSchema = Type.Object(
  {
    src: Type.String({
      pattern: '^/media/[^\\s]+\\.[A-Za-z0-9]+$',
      description: 'e.g. /media/fleet/coach.svg',
      ...fieldUi(
        { fr: 'Fichier', en: 'File' },
        { fr: 'Une image ou une vidéo du dossier media du site.', en: 'A picture or a video from the site’s media folder.' },
        { widget: 'media' },
      ),
    }),
    alt: Type.String(
      fieldUi(
        { fr: 'Texte de remplacement', en: 'Alternative text' },
        {
          fr: 'Ce que montre l’image, lu à voix haute aux personnes qui ne la voient pas. Vide si elle est décorative.',
          en: 'What the picture shows, read aloud to people who cannot see it. Empty if it is decorative.',
        },
      ),
    ),
    width: Type.Integer({
      minimum: 1,
      ...fieldUi({ fr: 'Largeur', en: 'Width' }, { fr: 'Largeur du fichier, en pixels.', en: 'Width of the file, in pixels.' }),
    }),
    height: Type.Integer({
      minimum: 1,
      ...fieldUi({ fr: 'Hauteur', en: 'Height' }, { fr: 'Hauteur du fichier, en pixels.', en: 'Height of the file, in pixels.' }),
    }),
  },
  {
    additionalProperties: false,
    // The spec's spelling { name, url, externalPath } is accepted too (decision 0061).
    'x-image': true,
    ...fieldUi(
      { fr: 'Image', en: 'Picture' },
      { fr: 'Une image du site et sa description.', en: 'A picture of the site and its description.' },
      { widget: 'image' },
    ),
  },
);
export type BlockImageProps = Static<typeof BlockImageSchema>;

/** A link prop: a label and a site path in the page's language (or an external URL). */
export const BlockLinkSchema = Type.Object(
  {
    label: Type.String({
      minLength: 1,
      ...fieldUi(
        { fr: 'Texte du bouton', en: 'Button text' },
        { fr: 'Les quelques mots sur le bouton.', en: 'The few words on the button.' },
      ),
    }),
    href: Type.String({
      minLength: 1,
      ...fieldUi(
        { fr: 'Destination', en: 'Destination' },
        { fr: 'Une page du site, ou l’adresse d’un autre site.', en: 'A page of the site, or the address of another site.' },
        { widget: 'link' },
      ),
    }),
  },
  {
    additionalProperties: false,
    ...fieldUi({ fr: 'Bouton', en: 'Button' }, { fr: 'Un bouton qui mène à une page.', en: 'A button that leads to a page.' }),
  },
);
export type BlockLinkProps = Static<typeof BlockLinkSchema>;
