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
