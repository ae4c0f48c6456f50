import { describe, expect, it } from 'vitest';
import { applyListQuery } from './apply-list-query.ts';
import { parseListQuery } from './list-query.ts';

const items = [
  { id: 1, name: 'Château Blanc', price: 12.5, tags: ['rouge', 'bio'], date: '2024-03-01' },
  { id: 2, name: 'Cuvée Élise', price: 30, tags: ['blanc'], date: '2024-05-10' },
  { id: 3, name: 'Rosé d’été', price: 9, tags: ['rose'], date: '2023-07-14' },
];

const run = (query: Record<string, string>, fields = ['name', 'price', 'tags', 'date', 'id']) =>
  applyListQuery(items, parseListQuery(query, fields));

describe('applyListQuery', () => {
  it('pages and counts the matching items', () => {
    const page = run({ nbItem: '2', page: '2' });
    expect(page.total).toBe(3);
    expect(page.items.map((item) => item.id)).toEqual([3]);
  });

  it('filters with like, ignoring case and accents', () => {
    expect(run({ name: 'lk:elise' }).items.map((item) => item.id)).toEqual([2]);
  });

  it('filters with equal on a comma list and on array fields', () => {
    expect(run({ id: '1,3' }).items.map((item) => item.id)).toEqual([1, 3]);
    expect(run({ tags: 'bio' }).items.map((item) => item.id)).toEqual([1]);
    expect(run({ id: 'df:1' }).items.map((item) => item.id)).toEqual([2, 3]);
  });

  it('compares numbers numerically and dates as text', () => {
    expect(run({ price: 'gte:12.5' }).items.map((item) => item.id)).toEqual([1, 2]);
    expect(run({ price: 'lt:10' }).items.map((item) => item.id)).toEqual([3]);
    expect(run({ date: 'gt:2024-01-01' }).total).toBe(2);
  });

  it('orders ascending or descending without touching the input', () => {
    expect(run({ orderBy: '-price' }).items.map((item) => item.id)).toEqual([2, 1, 3]);
    expect(run({ orderBy: 'name' }).items.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(items.map((item) => item.id)).toEqual([1, 2, 3]);
  });
});
