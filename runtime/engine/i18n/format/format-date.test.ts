import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date.ts';
import { formatDateTime } from './format-date-time.ts';

describe('formatDate', () => {
  it('writes dd/mm/yyyy in both languages', () => {
    const date = new Date('2024-11-18T10:00:00Z');
    expect(formatDate(date, 'fr_FR')).toBe('18/11/2024');
    expect(formatDate(date, 'en')).toBe('18/11/2024');
  });
  it('shows the Paris calendar day', () => {
    expect(formatDate('2024-12-31T23:30:00Z', 'en')).toBe('01/01/2025');
    expect(formatDate('2024-12-31T23:30:00Z', 'en', 'UTC')).toBe('31/12/2024');
  });
  it('keeps a calendar date as written', () => {
    expect(formatDate('2025-03-09', 'fr_FR')).toBe('09/03/2025');
  });
  it('accepts a timestamp', () => {
    expect(formatDate(Date.UTC(2026, 0, 5, 12), 'en')).toBe('05/01/2026');
  });
  it('rejects an invalid date or locale', () => {
    expect(() => formatDate('tomorrow', 'en')).toThrow('Invalid date "tomorrow"');
    expect(() => formatDate('2025-02-30', 'en')).toThrow('Invalid date "2025-02-30"');
    expect(() => formatDate(new Date(), 'de' as 'en')).toThrow('Unknown locale');
  });
});

describe('formatDateTime', () => {
  it('writes dd/mm/yyyy hh:mm:ss on a 24-hour clock', () => {
    expect(formatDateTime('2024-07-14T20:05:09Z', 'fr_FR')).toBe('14/07/2024 22:05:09');
    expect(formatDateTime('2024-01-02T00:00:00Z', 'en', 'UTC')).toBe('02/01/2024 00:00:00');
  });
  it('shows midnight for a calendar date', () => {
    expect(formatDateTime('2025-03-09', 'en')).toBe('09/03/2025 00:00:00');
  });
});
