import { defineBlockServer } from '../../runtime/index.server.ts';
import { heroBlock } from './hero.block.ts';

const image = { src: '/media/fleet/coach.jpg', width: 1200, height: 800 };

export default defineBlockServer(heroBlock, {
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
