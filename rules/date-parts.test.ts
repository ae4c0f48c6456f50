import { describe, expect, it } from 'vitest';
import { dateParts } from './date-parts.ts';

describe('dateParts', () => {
  it('splits an instant into zero-padded parts in the time zone asked for', () => {
    const instant = new Date('2026-03-29T00:30:00Z'); // Paris switches to summer time that night
    expect(dateParts(instant, 'Europe/Paris')).toEqual({ day: '29', month: '03', year: '2026', hour: '01', minute: '30', second: '00' });
    expect(dateParts(instant, 'UTC')).toMatchObject({ day: '29', hour: '00' });
  });
  it('keeps a calendar date as written, and refuses an impossible one', () => {
    expect(dateParts('2026-02-28')).toMatchObject({ day: '28', month: '02', year: '2026', hour: '00' });
    expect(() => dateParts('2026-02-30')).toThrow(RangeError);
    expect(() => dateParts('not a date')).toThrow(RangeError);
  });
});
