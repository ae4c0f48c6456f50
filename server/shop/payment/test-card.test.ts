import { describe, expect, it } from 'vitest';
import { luhnValid, testCardOutcome } from './test-card.ts';

describe('test card provider', () => {
  it('accepts 4242 and declines 4000 0000 0000 0002', () => {
    expect(testCardOutcome('4242 4242 4242 4242')).toBe('SUCCEEDED');
    expect(testCardOutcome('4000-0000-0000-0002')).toBe('DECLINED');
  });

  it('refuses a number failing the Luhn check', () => {
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(testCardOutcome('1234')).toBe('INVALID');
  });
});
