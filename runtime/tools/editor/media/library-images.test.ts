import { describe, expect, it } from 'vitest';
import { isLibrarySrc, thumbOf } from './library-images.ts';

const hash = 'c'.repeat(64);

describe('library pictures in the picker', () => {
  it('shows a library picture by its 320 px image pipeline address, a site picture as it is', () => {
    expect(isLibrarySrc(`/media/library/${hash}.jpg`)).toBe(true);
    expect(isLibrarySrc('/media/heroes/car.jpg')).toBe(false);
    expect(thumbOf(`/media/library/${hash}.png`)).toBe(`/ik-seo/media/library/${hash}/${hash}.png?tr=w-320`);
    expect(thumbOf('/media/heroes/car.jpg')).toBe('/media/heroes/car.jpg');
  });
});
