import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockImage } from './BlockImage.tsx';
import { EagerImagesContext } from './eager-images.ts';

afterEach(cleanup);
const image = { src: '/media/trips/sea.svg', alt: 'La mer', width: 800, height: 500 };

describe('BlockImage loading', () => {
  it('is lazy by default, eager inside the page\'s first block with images, eager and high priority for the hero', () => {
    const { container } = render(
      <>
        <BlockImage image={image} className="plain" />
        <EagerImagesContext.Provider value>
          <BlockImage image={image} className="first" />
        </EagerImagesContext.Provider>
        <BlockImage image={image} className="hero" priority />
      </>,
    );
    const attributes = (name: string) => {
      const img = container.querySelector(`img.${name}`)!;
      return [img.getAttribute('loading'), img.getAttribute('fetchpriority')];
    };
    expect(attributes('plain')).toEqual(['lazy', null]);
    expect(attributes('first')).toEqual(['eager', null]);
    expect(attributes('hero')).toEqual(['eager', 'high']);
  });
});

describe('BlockImage sources', () => {
  it('gives a photograph a srcset of resized variants with its sizes, and an SVG no sizes at all', () => {
    const { container } = render(
      <>
        <BlockImage image={{ src: '/media/heroes/vines.jpg', alt: 'Les vignes', width: 4000, height: 2500 }} className="photo" sizes="50vw" />
        <BlockImage image={image} className="drawing" sizes="50vw" />
      </>,
    );
    const photo = container.querySelector('img.photo')!;
    expect(photo.getAttribute('src')).toBe('/ik-seo/media/heroes/vines/les-vignes.jpg?tr=w-960');
    expect(photo.getAttribute('srcset')).toContain('/ik-seo/media/heroes/vines/les-vignes.jpg?tr=w-1920 1920w');
    expect(photo.getAttribute('sizes')).toBe('50vw');
    const drawing = container.querySelector('img.drawing')!;
    expect(drawing.getAttribute('src')).toBe('/ik-seo/media/trips/sea/la-mer.svg');
    expect(drawing.hasAttribute('srcset')).toBe(false);
    expect(drawing.hasAttribute('sizes')).toBe(false);
  });
});
