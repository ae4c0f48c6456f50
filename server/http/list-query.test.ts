import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors/api-error.ts';
import { parseFilterValue, parseListQuery } from './list-query.ts';

describe('parseFilterValue', () => {
  it('reads every operator prefix and defaults to equal', () => {
    expect(parseFilterValue('lk:vin')).toEqual({ op: 'lk', value: 'vin' });
    expect(parseFilterValue('df:3')).toEqual({ op: 'df', value: '3' });
    expect(parseFilterValue('lt:5')).toEqual({ op: 'lt', value: '5' });
    expect(parseFilterValue('lte:5')).toEqual({ op: 'lte', value: '5' });
    expect(parseFilterValue('gt:5')).toEqual({ op: 'gt', value: '5' });
    expect(parseFilterValue('gte:5')).toEqual({ op: 'gte', value: '5' });
    expect(parseFilterValue('rouge')).toEqual({ op: 'eq', value: 'rouge' });
  });
});

describe('parseListQuery', () => {
  it('applies the §9 defaults: page 1, 10 items, no order', () => {
    expect(parseListQuery({}, ['name'])).toEqual({ page: 1, nbItem: 10, orderBy: null, filters: [] });
  });

  it('keeps allowed non-empty filters and ignores empty or unknown ones', () => {
    const query = parseListQuery({ name: 'lk:chab', kind: '', promoted: 'true', page: '2', nbItem: '24' }, ['name', 'kind']);
    expect(query).toEqual({ page: 2, nbItem: 24, orderBy: null, filters: [{ field: 'name', op: 'lk', value: 'chab' }] });
  });

  it('reads orderBy with a direction', () => {
    expect(parseListQuery({ orderBy: '-price' }, ['price']).orderBy).toEqual({ field: 'price', direction: 'desc' });
    expect(parseListQuery({ orderBy: 'price:asc' }, ['price']).orderBy).toEqual({ field: 'price', direction: 'asc' });
  });

  it('rejects a bad page, a too large page size and an unknown order field with a 400 naming it', () => {
    expect(() => parseListQuery({ page: '0' }, [])).toThrow(/'page'/);
    expect(() => parseListQuery({ nbItem: 'abc' }, [])).toThrow(/'nbItem'/);
    expect(() => parseListQuery({ nbItem: '5000' }, [])).toThrow(/at most 1000/);
    try {
      parseListQuery({ orderBy: 'secret' }, ['name']);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(400);
      expect((error as ApiError).message).toMatch(/orderBy/);
    }
  });

  it('uses the list default page size when given', () => {
    expect(parseListQuery({}, [], { nbItem: 24 }).nbItem).toBe(24);
  });
});
