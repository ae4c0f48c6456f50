import { describe, expect, it } from 'vitest';
import { applyReduction, reductionCents, toCents, toEuros } from './money.ts';

describe('money', () => {
  it('converts euros to integer cents without float drift', () => {
    expect(toCents(12.9)).toBe(1290);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.995)).toBe(2000);
  });

  it('rejects a price that is not a number', () => {
    expect(() => toCents(Number.NaN)).toThrow(/finite number/);
  });

  it('shows cents as euros with 2 decimals', () => {
    expect(toEuros(1290)).toBe(12.9);
    expect(toEuros(1)).toBe(0.01);
    expect(() => toEuros(1.5)).toThrow(/integer/);
  });

  it('applies a percent reduction rounded to the cent', () => {
    expect(reductionCents(1999, { type: 'PERCENT', amount: 10 })).toBe(200);
    expect(applyReduction(1999, { type: 'PERCENT', amount: 10 })).toBe(1799);
  });

  it('never takes a euro reduction below zero', () => {
    expect(applyReduction(500, { type: 'EURO', amount: 8 })).toBe(0);
    expect(applyReduction(500, null)).toBe(500);
  });
});
