import { describe, expect, it } from 'vitest';
import { detailPath, elementPath } from './detail-paths.ts';

describe('detail paths', () => {
  it('builds slug-based paths per language, the slug from the item or its title', () => {
    expect(detailPath('blog', 'fr_FR', { id: 3, title: 'Les vendanges', slug: 'vendanges-2026' })).toBe('/blog/vendanges-2026/3');
    expect(detailPath('news', 'en', { id: 4, title: 'Harvest is over!' })).toBe('/en/news/harvest-is-over/4');
    expect(elementPath('fr_FR', 'autocar', { id: 12, title: 'Autocar grand tourisme 63 places' })).toBe(
      '/autocar/autocar-grand-tourisme-63-places/12',
    );
  });
});
