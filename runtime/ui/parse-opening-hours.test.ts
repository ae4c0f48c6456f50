import { describe, expect, it } from 'vitest';
import { parseOpeningHours } from './parse-opening-hours.ts';

describe('parseOpeningHours', () => {
  it('reads two ranges of a day', () => {
    expect(parseOpeningHours('08:00-12:00,14:00-18:00')).toEqual({
      ok: true,
      closed: false,
      ranges: [
        { from: '08:00', to: '12:00' },
        { from: '14:00', to: '18:00' },
      ],
    });
  });
  it('treats an empty or missing value as closed', () => {
    expect(parseOpeningHours('')).toEqual({ ok: true, closed: true, ranges: [] });
    expect(parseOpeningHours(null)).toEqual({ ok: true, closed: true, ranges: [] });
  });
  it('normalises single-digit hours and the French "h" separator', () => {
    expect(parseOpeningHours('8h30 - 12h00')).toEqual({ ok: true, closed: false, ranges: [{ from: '08:30', to: '12:00' }] });
  });
  it('rejects a piece that is not a time range, naming it', () => {
    expect(parseOpeningHours('08:00-12:00,sur rendez-vous')).toEqual({
      ok: false,
      error: '"sur rendez-vous" is not a time range like 08:00-12:00',
    });
  });
  it('rejects a range that ends before it starts', () => {
    expect(parseOpeningHours('18:00-08:00')).toMatchObject({ ok: false, error: '"18:00-08:00" ends before it starts' });
  });
});
