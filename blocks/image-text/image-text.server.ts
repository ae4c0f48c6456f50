import { defineBlockServer } from '../../runtime/index.server.ts';
import { imageTextBlock } from './image-text.block.ts';

const image = { src: '/media/fleet/minibus.jpg', width: 1200, height: 800 };

export default defineBlockServer(imageTextBlock, {
  // Blocks shown under the text, in its column: a button, opening hours, contact details.
  slots: {
    more: { label: { fr: 'Sous le texte', en: 'Under the text' }, allow: ['call-to-action', 'opening-hours', 'contact-details'] },
  },
  examples: {
    fr: {
      title: 'Un minibus pour les petits groupes',
      html:
        '<p>Nos minibus de 8 à 19 places conviennent aux <strong>associations, familles et équipes sportives</strong>. ' +
        'Climatisation, soute à bagages et ceintures à chaque siège.</p>',
      image: { ...image, alt: 'Minibus blanc de 19 places stationné devant une salle de sport' },
      imagePosition: 'right',
    },
    en: {
      title: 'A minibus for small groups',
      html:
        '<p>Our 8- to 19-seat minibuses suit <strong>associations, families and sports teams</strong>. ' +
        'Air conditioning, luggage hold and a seat belt on every seat.</p>',
      image: { ...image, alt: 'White 19-seat minibus parked in front of a sports hall' },
      imagePosition: 'right',
    },
  },
});
