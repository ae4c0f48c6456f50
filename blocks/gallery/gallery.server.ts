import { defineBlockServer } from '../../runtime/index.server.ts';
import { galleryBlock } from './gallery.block.ts';

const size = { width: 1200, height: 900 };

export default defineBlockServer(galleryBlock, {
  examples: {
    fr: {
      title: 'Notre flotte',
      items: [
        { image: { src: '/media/fleet/coach.jpg', alt: 'Autocar 63 places', ...size }, caption: 'Grand tourisme, 63 places' },
        { image: { src: '/media/fleet/minibus.jpg', alt: 'Minibus 19 places', ...size }, caption: 'Minibus, 19 places' },
        { image: { src: '/media/fleet/pmr-vehicle.svg', alt: 'Véhicule avec rampe d’accès', ...size } },
      ],
    },
    en: {
      title: 'Our fleet',
      items: [
        { image: { src: '/media/fleet/coach.jpg', alt: '63-seat coach', ...size }, caption: 'Touring coach, 63 seats' },
        { image: { src: '/media/fleet/minibus.jpg', alt: '19-seat minibus', ...size }, caption: 'Minibus, 19 seats' },
        { image: { src: '/media/fleet/pmr-vehicle.svg', alt: 'Vehicle with an access ramp', ...size } },
      ],
    },
  },
});
