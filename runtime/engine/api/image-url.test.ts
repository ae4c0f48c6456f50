import { describe, expect, it } from 'vitest';
import { imageUrl, mediaImage, parseImagePath } from './image-url.ts';

describe('imageUrl', () => {
  it('builds the CDN path', () => {
    expect(imageUrl({ path: '/media/fleet/coach', name: 'autocar-grand-tourisme', ext: 'png' })).toBe(
      '/ik-seo/media/fleet/coach/autocar-grand-tourisme.png',
    );
  });
  it('swaps the extension for the WebP variant', () => {
    expect(imageUrl({ path: '/media/wine', name: 'Cuvée Prestige', ext: 'jpg', webp: true })).toBe(
      '/ik-seo/media/wine/cuvee-prestige.webp',
    );
  });
  it('rejects a relative or escaping path', () => {
    expect(() => imageUrl({ path: 'media/x', name: 'x', ext: 'png' })).toThrow('path must be absolute');
    expect(() => imageUrl({ path: '/media/../etc', name: 'x', ext: 'png' })).toThrow('without ".."');
  });
});

describe('mediaImage', () => {
  it('turns a site media path into its CDN path', () => {
    expect(mediaImage('/media/fleet/coach.svg', 'Autocar de tourisme')).toBe('/ik-seo/media/fleet/coach/autocar-de-tourisme.svg');
  });
  it('asks for WebP for raster images only', () => {
    expect(mediaImage('/media/team/driver.JPG', 'chauffeur', { webp: true })).toBe('/ik-seo/media/team/driver/chauffeur.webp');
    expect(mediaImage('/media/fleet/coach.svg', 'coach', { webp: true })).toBe('/ik-seo/media/fleet/coach/coach.svg');
  });
  it('falls back to the file stem without an SEO name', () => {
    expect(mediaImage('/media/fleet/minibus.png', '')).toBe('/ik-seo/media/fleet/minibus/minibus.png');
  });
  it('leaves external, CDN and extension-less URLs alone', () => {
    expect(mediaImage('https://cdn.example.com/a.png', 'a')).toBe('https://cdn.example.com/a.png');
    expect(mediaImage('/ik-seo/media/a/b.png', 'b')).toBe('/ik-seo/media/a/b.png');
    expect(mediaImage('/media/readme', 'x')).toBe('/media/readme');
  });
});

describe('parseImagePath', () => {
  it('maps a CDN path back to the media file', () => {
    expect(parseImagePath('/ik-seo/media/fleet/coach/autocar-de-tourisme.svg')).toEqual({
      stemPath: '/media/fleet/coach', seoName: 'autocar-de-tourisme', ext: 'svg', webp: false,
      candidates: ['media/fleet/coach.svg'],
    });
  });
  it('is the inverse of mediaImage', () => {
    const parsed = parseImagePath(mediaImage('/media/fleet/coach.png', 'Grand coach'));
    expect(parsed?.candidates).toEqual(['media/fleet/coach.png']);
  });
  it('lists the candidates of a WebP request', () => {
    expect(parseImagePath('/ik-seo/media/team/driver/chauffeur.webp')?.candidates).toEqual([
      'media/team/driver.webp', 'media/team/driver.png', 'media/team/driver.jpg', 'media/team/driver.jpeg',
    ]);
  });
  it('refuses traversal and malformed paths', () => {
    expect(parseImagePath('/ik-seo/media/../../secret/x.png')).toBeNull();
    expect(parseImagePath('/ik-seo/media/%2e%2e/x/y.png')).toBeNull();
    expect(parseImagePath('/ik-seo/coach.png')).toBeNull();
    expect(parseImagePath('/ik-seo/media/coach/noext')).toBeNull();
    expect(parseImagePath('/media/coach.png')).toBeNull();
    expect(parseImagePath('/ik-seo/media/%E0%A4%A/x.png')).toBeNull();
  });
});
