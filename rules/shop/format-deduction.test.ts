import { describe, expect, it } from 'vitest';
import { formatDeduction } from './format-deduction.ts';

describe('formatDeduction', () => {
  it('writes a discount with a minus that stays on the amount’s line (no-break spaces only)', () => {
    expect(formatDeduction(704, 'fr_FR')).toBe('−\u00a07,04\u00a0€');
    expect(formatDeduction(704, 'en')).toBe('−\u00a0€7.04');
    expect(formatDeduction(704, 'fr_FR')).not.toMatch(/ /);
  });
});
