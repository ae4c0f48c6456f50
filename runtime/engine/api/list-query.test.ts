import { describe, expect, it } from 'vitest';
import { different, greaterOrEqual, greaterThan, lessOrEqual, lessThan, like } from './filter-operators.ts';
import { listQuery } from './list-query.ts';

describe('listQuery', () => {
  it('defaults to page 1 and 10 items', () => {
    expect(listQuery()).toBe('page=1&nbItem=10');
  });
  it('writes nbItem, page and orderBy', () => {
    expect(listQuery({ page: 2, nbItem: 100, orderBy: 'price' })).toBe('page=2&nbItem=100&orderBy=price');
    expect(listQuery({ orderBy: 'date:desc' })).toBe('page=1&nbItem=10&orderBy=date:desc');
  });
  it('prefixes filter values with the operators', () => {
    expect(
      listQuery({
        filters: {
          name: like('rosé'),
          kind: different('BOX'),
          price: lessThan(20),
          year: lessOrEqual(2020),
          stock: greaterThan(0),
          capacity: greaterOrEqual(75),
        },
      }),
    ).toBe('page=1&nbItem=10&name=lk:ros%C3%A9&kind=df:BOX&price=lt:20&year=lte:2020&stock=gt:0&capacity=gte:75');
  });
  it('sends a plain value as equal and a list comma-separated', () => {
    expect(listQuery({ filters: { kind: 'WINE', tags: ['bio', 'rouge'] } })).toBe('page=1&nbItem=10&kind=WINE&tags=bio,rouge');
  });
  it('omits empty filters', () => {
    expect(listQuery({ filters: { name: '', search: like(''), kind: undefined, tags: [], x: null } })).toBe('page=1&nbItem=10');
  });
  it('keeps false and 0', () => {
    expect(listQuery({ filters: { promoted: false, stock: 0 } })).toBe('page=1&nbItem=10&promoted=false&stock=0');
  });
  it('rejects an invalid page size', () => {
    expect(() => listQuery({ nbItem: 0 })).toThrow('nbItem must be a whole number of at least 1');
    expect(() => listQuery({ page: 1.5 })).toThrow('page must be');
  });
});
