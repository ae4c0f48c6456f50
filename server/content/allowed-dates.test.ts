import { describe, expect, it } from 'vitest';
import { allowedDatesInMonth } from './allowed-dates.ts';

describe('allowedDatesInMonth', () => {
  const dates = ['2026-07-20', '2026-07-03', '2026-08-01', '2026-06-30', '2026-07-10'];

  it('keeps the dates of the month, sorted', () => {
    expect(allowedDatesInMonth(dates, 7, 2026, '2026-01-01')).toEqual(['2026-07-03', '2026-07-10', '2026-07-20']);
  });

  it('drops days before today', () => {
    expect(allowedDatesInMonth(dates, 7, 2026, '2026-07-10')).toEqual(['2026-07-10', '2026-07-20']);
    expect(allowedDatesInMonth(dates, 6, 2026, '2026-07-01')).toEqual([]);
  });
});
