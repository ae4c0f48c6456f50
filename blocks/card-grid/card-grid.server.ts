import { defineBlockServer } from '../../runtime/index.server.ts';
import { cardGridBlock } from './card-grid.block.ts';

export default defineBlockServer(cardGridBlock, {
  examples: {
    fr: {
      title: 'Nos services',
      intro: 'Un véhicule adapté à chaque groupe, conduit par un chauffeur professionnel.',
      columns: 3,
      cards: [
        {
          title: 'Location de car avec chauffeur',
          text: 'Mariages, séminaires, clubs sportifs : des autocars de 35 à 63 places.',
          href: '/location-car-avec-chauffeur',
          image: { src: '/media/fleet/coach.jpg', alt: 'Autocar de tourisme', width: 600, height: 400 },
        },
        {
          title: 'Voyages organisés',
          text: 'Circuits en France et en Europe, séjours scolaires clés en main.',
          href: '/voyages-organises',
        },
        {
          title: 'Taxi conventionné',
          text: 'Transport assis vers vos rendez-vous médicaux, pris en charge par l’Assurance maladie.',
          href: '/taxi-conventionne-vendee',
        },
      ],
    },
    en: {
      title: 'Our services',
      intro: 'A vehicle suited to every group, driven by a professional driver.',
      columns: 3,
      cards: [
        {
          title: 'Coach hire with driver',
          text: 'Weddings, seminars, sports clubs: coaches from 35 to 63 seats.',
          href: '/en/coach-hire-with-driver',
          image: { src: '/media/fleet/coach.jpg', alt: 'Touring coach', width: 600, height: 400 },
        },
        {
          title: 'Organised trips',
          text: 'Tours in France and Europe, turnkey school trips.',
          href: '/en/organised-trips',
        },
        {
          title: 'Approved taxi',
          text: 'Seated transport to your medical appointments, covered by the French health insurance.',
          href: '/en/approved-taxi-vendee',
        },
      ],
    },
  },
});
