import { describe, expect, it } from 'vitest';
import { isoDay, isWithinDates } from './is-within-dates.ts';

describe('isWithinDates', () => {
  const now = new Date(2026, 5, 15, 12, 0, 0);

  it('is true without dates and on both boundary days', () => {
    expect(isWithinDates({}, now)).toBe(true);
    expect(isWithinDates({ startDate: '2026-06-15', endDate: '2026-06-15' }, now)).toBe(true);
  });

  it('is false before the start or after the end', () => {
    expect(isWithinDates({ startDate: '2026-06-16' }, now)).toBe(false);
    expect(isWithinDates({ endDate: '2026-06-14' }, now)).toBe(false);
  });

  it('writes the local day with zero padding', () => {
    expect(isoDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
