import { describe, expect, it } from 'vitest';
import { contentDetailLayout, detailTargetOf, recordDescription, recordPath } from './detail-target.ts';

describe('detailTargetOf', () => {
  it('names the content kind or the element list of a detail route', () => {
    expect(detailTargetOf('blog-slug-id')).toEqual({ kind: 'blog' });
    expect(detailTargetOf('album-slug-id')).toEqual({ kind: 'album' });
    expect(detailTargetOf('minibus-slug-id')).toEqual({ kind: 'element', list: 'minibus' });
    expect(detailTargetOf('products-slug-id')).toBeNull();
    expect(detailTargetOf('home')).toBeNull();
  });
});

describe('recordPath', () => {
  it('builds the path of the record in the other language with that language’s slug', () => {
    expect(recordPath({ kind: 'news' }, 'en', 4, { title: 'Harvest 2026', slug: 'harvest-2026' })).toBe('/en/news/harvest-2026/4');
    expect(recordPath({ kind: 'blog' }, 'fr_FR', 2, { title: 'Les vendanges' })).toBe('/blog/les-vendanges/2');
    expect(recordPath({ kind: 'element', list: 'autocar' }, 'en', 1, { title: 'Touring coach' })).toBe('/en/autocar/touring-coach/1');
  });
});

describe('recordDescription', () => {
  it('takes the summary as plain text, cut at 160 characters', () => {
    expect(recordDescription({ summary: '<p>Les  vendanges <b>2026</b></p>' })).toBe('Les vendanges 2026');
    const long = recordDescription({ summary: 'a'.repeat(200) });
    expect(long).toHaveLength(158);
    expect(long.endsWith('…')).toBe(true);
    expect(recordDescription({})).toBe('');
  });
});

describe('contentDetailLayout', () => {
  it('shows the detail block of the kind', () => {
    expect(contentDetailLayout({ kind: 'blog' })).toEqual([{ type: 'blog-article', props: {} }]);
    expect(contentDetailLayout({ kind: 'element', list: 'autocar' })).toBeNull();
  });
});
