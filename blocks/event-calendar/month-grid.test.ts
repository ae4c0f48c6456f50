import { describe, expect, it } from 'vitest';
import { monthGrid, monthKey, parseMonth, shiftMonth } from './month-grid.ts';

describe('month grid', () => {
  it('lays out July 2026 from Wednesday the 1st, Monday first', () => {
    const weeks = monthGrid({ year: 2026, month: 7 });
    expect(weeks[0]).toEqual([null, null, '2026-07-01', '2026-07-02', '2026-07-03', '2026-07-04', '2026-07-05']);
    expect(weeks).toHaveLength(5);
    expect(weeks[4]!.filter(Boolean)).toEqual(['2026-07-27', '2026-07-28', '2026-07-29', '2026-07-30', '2026-07-31']);
  });

  it('counts February of a leap year', () => {
    expect(monthGrid({ year: 2028, month: 2 }).flat().filter(Boolean)).toHaveLength(29);
  });

  it('moves across years and reads only valid months', () => {
    expect(monthKey(shiftMonth({ year: 2026, month: 12 }, 1))).toBe('2027-01');
    expect(monthKey(shiftMonth({ year: 2026, month: 1 }, -1))).toBe('2025-12');
    expect(parseMonth('2026-13')).toBeNull();
    expect(parseMonth('2026-7')).toBeNull();
    expect(parseMonth('2026-07')).toEqual({ year: 2026, month: 7 });
  });
});
