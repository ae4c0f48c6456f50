import { describe, expect, it } from 'vitest';
import { calendarBounds, monthNavigation } from './calendar-bounds.ts';

describe('calendar bounds', () => {
  it('spans a year either side of today, widened to the first and last events', () => {
    expect(calendarBounds([], '2026-11-27')).toEqual({ first: { year: 2025, month: 11 }, last: { year: 2027, month: 11 } });
    expect(calendarBounds(['2024-03-02', '2026-12-05', '2028-06-10'], '2026-11-27')).toEqual({
      first: { year: 2024, month: 3 },
      last: { year: 2028, month: 6 },
    });
  });

  it('links the neighbouring months inside the bounds and none past them', () => {
    const bounds = calendarBounds([], '2026-11-27');
    expect(monthNavigation({ year: 2026, month: 11 }, bounds)).toEqual({ previous: { year: 2026, month: 10 }, next: { year: 2026, month: 12 }, indexable: true });
    expect(monthNavigation({ year: 2027, month: 11 }, bounds)).toEqual({ previous: { year: 2027, month: 10 }, next: null, indexable: true });
    expect(monthNavigation({ year: 2025, month: 11 }, bounds)).toEqual({ previous: null, next: { year: 2025, month: 12 }, indexable: true });
  });

  it('keeps a month beyond the bounds out of search engines, with only the link back towards them', () => {
    const bounds = calendarBounds([], '2026-11-27');
    expect(monthNavigation({ year: 2101 - 1, month: 1 }, bounds)).toEqual({ previous: { year: 2099, month: 12 }, next: null, indexable: false });
    expect(monthNavigation({ year: 2000, month: 1 }, bounds)).toEqual({ previous: null, next: { year: 2000, month: 2 }, indexable: false });
  });
});
