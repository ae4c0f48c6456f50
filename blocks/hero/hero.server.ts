import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { BlockImageSchema, BlockLinkSchema } from '../../runtime/index.server.ts';
import { defineBlockServer } from '../../runtime/index.server.ts';

/** The page's opening banner: its title is the page's h1. */
export const HeroSchema = Type.Object(
  {
    title: Type.String({ minLength: 1 }),
    subtitle: Type.Optional(Type.String()),
    image: Type.Optional(BlockImageSchema),
    cta: Type.Optional(BlockLinkSchema),
  },
  { additionalProperties: false },
);
export type HeroProps = Static<typeof HeroSchema>;

const image = { src: '/media/fleet/coach.svg', width: 1600, height: 900 };

export default defineBlockServer({
  schema: HeroSchema,
  examples: {
    fr: {
      title: 'Location d’autocars avec chauffeur en Vendée',
      subtitle: 'Sorties scolaires, mariages, séminaires et voyages de groupe : un devis sous 24 heures.',
      image: { ...image, alt: 'Autocar de grand tourisme sur une route vendéenne' },
      cta: { label: 'Demander un devis', href: '/demander-un-devis' },
    },
    en: {
      title: 'Coach hire with driver in Vendée',
      subtitle: 'School outings, weddings, seminars and group travel: a quote within 24 hours.',
      image: { ...image, alt: 'Touring coach on a road in Vendée' },
      cta: { label: 'Request a quote', href: '/en/demander-un-devis' },
    },
  },
});
