import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, ladderFor, responsiveImage } from './image-src-set.ts';

describe('ladderFor', () => {
  it('offers every step below the picture and the first step at or above it, never more', () => {
    expect(ladderFor(4000)).toEqual([...IMAGE_WIDTHS]);
    expect(ladderFor(1200)).toEqual([320, 480, 640, 960, 1280]);
    expect(ladderFor(640)).toEqual([320, 480, 640]);
    expect(ladderFor(320)).toEqual([]);
  });
});

describe('responsiveImage', () => {
  const photo = '/ik-seo/media/heroes/vines/vines-at-dusk.jpg';

  it('gives a raster picture a srcset of ladder widths, a 960 px src and sizes', () => {
    expect(responsiveImage(photo, 4000, '(min-width: 996px) 50vw, 100vw')).toEqual({
      src: `${photo}?tr=w-960`,
      srcSet: [320, 480, 640, 960, 1280, 1920].map((width) => `${photo}?tr=w-${width} ${width}w`).join(', '),
      sizes: '(min-width: 996px) 50vw, 100vw',
    });
  });

  it('says 100vw when the block gives no sizes, and falls back to a smaller step for a small picture', () => {
    const small = responsiveImage(photo, 600);
    expect(small.sizes).toBe('100vw');
    expect(small.src).toBe(`${photo}?tr=w-640`);
  });

  it('leaves an SVG, a tiny picture and an outside URL with one src and no sizes', () => {
    expect(responsiveImage('/ik-seo/media/logo/logo.svg', 1200, '50vw')).toEqual({ src: '/ik-seo/media/logo/logo.svg' });
    expect(responsiveImage(photo, 200, '50vw')).toEqual({ src: photo });
    expect(responsiveImage('https://example.com/a.jpg', 1200, '50vw')).toEqual({ src: 'https://example.com/a.jpg' });
  });
});
