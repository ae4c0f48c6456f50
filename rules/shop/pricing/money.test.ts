import { describe, expect, it } from 'vitest';
import { applyReduction, parseEuros, reductionCents, shareCents, toCents, toEuros } from './money.ts';

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

  it('takes a percent reduction in integers, not in floating-point euros', () => {
    // 2.3 % of 15,00 € is 0,345 €: the float product 1500 * 2.3 / 100 is 34.49999999999999.
    expect(reductionCents(1500, { type: 'PERCENT', amount: 2.3 })).toBe(35);
    // 33.3 % of 15,00 € is 4,995 €: the float product is 499.49999999999994.
    expect(applyReduction(1500, { type: 'PERCENT', amount: 33.3 })).toBe(1000);
  });

  it('prices a euro or percent amount on a base without capping it by the base', () => {
    expect(shareCents(1000, { type: 'EURO', amount: 12.5 })).toBe(1250);
    expect(shareCents(1000, { type: 'EURO', amount: 1.005 })).toBe(101);
    expect(shareCents(1999, { type: 'PERCENT', amount: 150 })).toBe(2999);
    expect(shareCents(3500, { type: 'PERCENT', amount: 2.3 })).toBe(81);
    expect(shareCents(0, { type: 'PERCENT', amount: 20 })).toBe(0);
  });

  it('refuses a base that is not whole cents or a percent that is not a number', () => {
    expect(() => shareCents(12.5, { type: 'PERCENT', amount: 10 })).toThrow(/integer/);
    expect(() => shareCents(1000, { type: 'PERCENT', amount: Number.NaN })).toThrow(/finite number/);
  });
});

describe('parseEuros', () => {
  it('reads euros typed on screen to integer cents, with a comma or a point and spaces', () => {
    expect(parseEuros('12,50')).toBe(1250);
    expect(parseEuros(' 1 019.6 ')).toBe(101960);
    expect(parseEuros('0,29')).toBe(29);
    expect(parseEuros('7')).toBe(700);
  });

  it('refuses what is not euros and cents', () => {
    for (const typed of ['', 'abc', '-3', '1.234', '1e3', '12,5,0']) expect(parseEuros(typed)).toBeNull();
  });
});
