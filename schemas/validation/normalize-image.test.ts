import { describe, expect, it } from 'vitest';
import { normalizeImage, normalizeImagesIn } from './normalize-image.ts';

describe('normalizeImage (§3 Image: name, url, externalPath; decision 0061)', () => {
  it('rewrites the spec spelling to src, alt in both languages, width and height', () => {
    expect(normalizeImage({ name: 'Autocar de tourisme', url: '/media/fleet/coach.svg', externalPath: '/fleet/coach.svg', width: 1600, height: 900 })).toEqual({
      src: '/media/fleet/coach.svg',
      alt: { fr: 'Autocar de tourisme', en: 'Autocar de tourisme' },
      width: 1600,
      height: 900,
    });
  });

  it('takes a given alt over the name, and a Localized name as it is', () => {
    const alt = { fr: 'Autocar', en: 'Coach' };
    expect(normalizeImage({ name: 'coach', alt, url: '/media/a.png', externalPath: 'a.png' })).toMatchObject({ alt });
    expect(normalizeImage({ name: alt, url: '/media/a.png', externalPath: 'a.png' })).toMatchObject({ alt });
  });

  it('finds the media path in an absolute url, else in externalPath', () => {
    expect(normalizeImage({ name: 'n', url: 'https://www.autocars.example/media/fleet/coach%20b.svg', externalPath: 'x' })).toMatchObject({ src: '/media/fleet/coach b.svg' });
    expect(normalizeImage({ name: 'n', url: 'https://cdn.example/abc123', externalPath: '/fleet/coach.svg' })).toMatchObject({ src: '/media/fleet/coach.svg' });
    expect(normalizeImage({ name: 'n', url: 'https://cdn.example/abc123', externalPath: 'media/fleet/coach.svg' })).toMatchObject({ src: '/media/fleet/coach.svg' });
  });

  it('leaves today’s spelling and other values alone', () => {
    const today = { src: '/media/a.png', alt: { fr: 'a', en: 'a' }, width: 1, height: 1 };
    expect(normalizeImage(today)).toBe(today);
    expect(normalizeImage('text')).toBe('text');
    expect(normalizeImage(null)).toBe(null);
  });

  it('rewrites every spec-spelled image inside block props in place', () => {
    const props = { title: 'x', cards: [{ image: { name: 'n', url: '/media/a.png', externalPath: 'a.png', width: 2, height: 3 } }] };
    normalizeImagesIn(props);
    expect(props.cards[0]!.image).toEqual({ src: '/media/a.png', alt: { fr: 'n', en: 'n' }, width: 2, height: 3 });
  });
});
