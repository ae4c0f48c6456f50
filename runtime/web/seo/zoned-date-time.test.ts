import { describe, expect, it } from 'vitest';
import { zonedDateTime } from './zoned-date-time.ts';

describe('zonedDateTime', () => {
  it('writes a Paris wall-clock time with its winter or summer offset', () => {
    expect(zonedDateTime('2026-12-05', '10:00', 'Europe/Paris')).toBe('2026-12-05T10:00:00+01:00');
    expect(zonedDateTime('2027-07-03', '18:30', 'Europe/Paris')).toBe('2027-07-03T18:30:00+02:00');
  });

  it('keeps a date without time as a date, and refuses what is no date', () => {
    expect(zonedDateTime('2026-12-12', null, 'Europe/Paris')).toBe('2026-12-12');
    expect(zonedDateTime('12/12/2026', '10:00', 'Europe/Paris')).toBeNull();
  });
});
