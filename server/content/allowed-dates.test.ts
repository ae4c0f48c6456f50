import { describe, expect, it } from 'vitest';
import { allowedDatesInMonth, parseMonthYear } from './allowed-dates.ts';

describe('parseMonthYear', () => {
  it('reads a month and a year', () => {
    expect(parseMonthYear('7', '2026')).toEqual({ month: 7, year: 2026 });
    expect(parseMonthYear('12', '2030')).toEqual({ month: 12, year: 2030 });
  });

  it('refuses a month outside 1–12 and a malformed year', () => {
    expect(() => parseMonthYear('13', '2026')).toThrow("Invalid month '13'");
    expect(() => parseMonthYear('0', '2026')).toThrow(/1 to 12/);
    expect(() => parseMonthYear('5', '26')).toThrow("Invalid year '26'");
    expect(() => parseMonthYear('5', '1999')).toThrow(/2000 to 2100/);
  });
});

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
