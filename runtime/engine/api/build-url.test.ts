import { describe, expect, it } from 'vitest';
import { buildUrl, queryString } from './build-url.ts';

describe('queryString', () => {
  it('leaves out empty values and keeps operator prefixes readable', () => {
    expect(queryString({ page: 1, name: 'lk:vin rouge', kind: '', tag: undefined, x: null, ok: false })).toBe(
      'page=1&name=lk:vin%20rouge&ok=false',
    );
  });
});

describe('buildUrl', () => {
  it('joins the base and the path with one slash', () => {
    expect(buildUrl('/api/', '/parameter')).toBe('/api/parameter');
    expect(buildUrl('http://127.0.0.1:4000', 'site/info')).toBe('http://127.0.0.1:4000/site/info');
  });
  it('appends a query object or string', () => {
    expect(buildUrl('/api', '/news', { promoted: true })).toBe('/api/news?promoted=true');
    expect(buildUrl('/api', '/element/autocar', '?page=1&nbItem=24')).toBe('/api/element/autocar?page=1&nbItem=24');
    expect(buildUrl('/api', '/news?promoted=true', { page: 2 })).toBe('/api/news?promoted=true&page=2');
  });
  it('adds no question mark for an empty query', () => {
    expect(buildUrl('/api', '/user', {})).toBe('/api/user');
  });
});
