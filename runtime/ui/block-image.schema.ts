import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

/** An image prop after Localized resolution: `src` into the site's `media/`, plain `alt`. */
export const BlockImageSchema = Type.Object(
  {
    src: Type.String({ pattern: '^/media/[^\\s]+\\.[A-Za-z0-9]+$', description: 'e.g. /media/fleet/coach.svg' }),
    alt: Type.String(),
    width: Type.Integer({ minimum: 1 }),
    height: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type BlockImageProps = Static<typeof BlockImageSchema>;

/** A link prop: a label and a site path in the page's language (or an external URL). */
export const BlockLinkSchema = Type.Object(
  { label: Type.String({ minLength: 1 }), href: Type.String({ minLength: 1 }) },
  { additionalProperties: false },
);
export type BlockLinkProps = Static<typeof BlockLinkSchema>;
