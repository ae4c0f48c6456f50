import { describe, expect, it } from 'vitest';
import { siteImages } from './site-images.ts';

describe('siteImages', () => {
  it('lists the media folder\'s pictures, each with the alt texts the documents give it', () => {
    const docs = {
      'components/home.json': { config: { layout: [{ props: { image: { src: '/media/b.jpg', alt: { fr: 'b', en: 'B' } } } }, { props: { cards: [{ image: { src: '/media/a.jpg' } }, { image: { src: '/media/b.jpg' } }] } }] } },
      'parameters.json': { logo: { src: 'https://elsewhere.example/x.png' } },
    };
    expect(siteImages(docs, ['/media/a.jpg', '/media/b.jpg', '/media/c.svg'])).toEqual([{ src: '/media/a.jpg' }, { src: '/media/b.jpg', alt: { fr: 'b', en: 'B' } }, { src: '/media/c.svg' }]);
  });

  it('reads the alt texts of an image spelled as the spec spells it ({ name, url, externalPath })', () => {
    const docs = { 'catalogue/products.json': { products: [{ image: { name: { fr: 'c', en: 'C' }, url: '/media/c.svg', externalPath: '/c.svg', width: 1, height: 1 } }] } };
    expect(siteImages(docs, ['/media/c.svg'])).toEqual([{ src: '/media/c.svg', alt: { fr: 'c', en: 'C' } }]);
  });
});
