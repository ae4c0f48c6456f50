import { describe, expect, it } from 'vitest';
import { seoImageUrl } from './seo-image-url.ts';

const origin = 'https://www.example.fr';

describe('seoImageUrl', () => {
  it('names a raster original by its JPEG variant on the image CDN path', () => {
    expect(seoImageUrl(origin, '/media/wines/muscadet.png', 'muscadet-les-schistes')).toBe('https://www.example.fr/ik-seo/media/wines/muscadet/muscadet-les-schistes.jpg');
    expect(seoImageUrl(origin, '/media/estate/cellar.jpeg')).toBe('https://www.example.fr/ik-seo/media/estate/cellar/cellar.jpg');
  });

  it('names an SVG original by its JPEG drawing (merchant listings take no SVG)', () => {
    expect(seoImageUrl(origin, '/media/wines/muscadet.svg', 'muscadet')).toBe('https://www.example.fr/ik-seo/media/wines/muscadet/muscadet.jpg');
    expect(seoImageUrl(origin, '/media/logo.gif')).toBe('https://www.example.fr/ik-seo/media/logo/logo.jpg');
  });

  it('keeps absolute URLs and CDN paths, and refuses anything else', () => {
    expect(seoImageUrl(origin, 'https://cdn.example/x.jpg')).toBe('https://cdn.example/x.jpg');
    expect(seoImageUrl(origin, '/ik-seo/media/a/b.jpg')).toBe('https://www.example.fr/ik-seo/media/a/b.jpg');
    expect(seoImageUrl(origin, '')).toBeNull();
    expect(seoImageUrl(origin, 'javascript:alert(1)')).toBeNull();
    expect(seoImageUrl(origin, '//evil.example/x.jpg')).toBeNull();
  });
});
