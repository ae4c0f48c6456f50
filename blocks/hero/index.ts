import { defineBlock } from '../../runtime/blocks/define-block.ts';
import { Hero } from './Hero.tsx';
import { HeroSchema } from './hero.schema.ts';

const image = { src: '/media/fleet/coach.svg', width: 1600, height: 900 };

export default defineBlock({
  type: 'hero',
  schema: HeroSchema,
  messages: { fr: {}, en: {} },
  component: Hero,
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
