import { describe, expect, it } from 'vitest';
import { balancedColumns, gridColumnsStyle } from './balanced-columns.ts';

describe('balancedColumns', () => {
  it('fills the last row: 6 reviews read 3 + 3, not 4 + 2', () => {
    expect(balancedColumns(6, 4)).toBe(3);
    expect(balancedColumns(9, 4)).toBe(3);
    expect(balancedColumns(8, 4)).toBe(4);
  });
  it('keeps the widest layout when it leaves as few empty cells', () => {
    expect(balancedColumns(7, 4)).toBe(4);
    expect(balancedColumns(5, 4)).toBe(3);
    expect(balancedColumns(4, 3)).toBe(2);
  });
  it('puts fewer items than columns on one row', () => {
    expect(balancedColumns(2, 4)).toBe(2);
    expect(balancedColumns(0, 4)).toBe(1);
  });
  it('gives the medium and large counts as custom properties', () => {
    expect(gridColumnsStyle(6, 3, 4)).toEqual({ '--columns-md': '3', '--columns-lg': '3' });
  });
});
