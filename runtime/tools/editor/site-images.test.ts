import { describe, expect, it } from 'vitest';
import { siteImages } from './site-images.ts';

describe('siteImages', () => {
  it('lists each picture of the site\'s media once, with its alt texts', () => {
    const docs = {
      'components/home.json': { config: { layout: [{ props: { image: { src: '/media/b.jpg', alt: { fr: 'b', en: 'B' } } } }, { props: { cards: [{ image: { src: '/media/a.jpg' } }, { image: { src: '/media/b.jpg' } }] } }] } },
      'parameters.json': { logo: { src: 'https://elsewhere.example/x.png' } },
    };
    expect(siteImages(docs)).toEqual([{ src: '/media/a.jpg' }, { src: '/media/b.jpg', alt: { fr: 'b', en: 'B' } }]);
  });
});
