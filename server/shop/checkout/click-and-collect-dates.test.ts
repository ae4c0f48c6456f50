import { describe, expect, it } from 'vitest';
import { clickAndCollectDates, readyDay, wallClock } from './click-and-collect-dates.ts';

// 2026-11-23 is a Monday.
const schedules = [
  { id: 1, dayOfWeek: 1, start: '09:00', end: '12:00' },
  { id: 2, dayOfWeek: 1, start: '14:00', end: '18:00' },
  { id: 3, dayOfWeek: 3, start: '09:00', end: '12:00' },
];
const open = { schedules, closedDates: [] };

describe('clickAndCollectDates', () => {
  it('lists the weekly slots of the scanned days', () => {
    const dates = clickAndCollectDates({ address: open, delayHours: 0, now: '2026-11-23T08:00', days: 7 });
    expect(dates.map((d) => `${d.date}#${d.idSchedule}`)).toEqual(['2026-11-23#1', '2026-11-23#2', '2026-11-25#3']);
  });

  it('skips slots that close before the preparation delay is over', () => {
    const dates = clickAndCollectDates({ address: open, delayHours: 5, now: '2026-11-23T08:00', days: 3 });
    expect(dates.map((d) => d.idSchedule)).toEqual([2, 3]);
  });

  it('skips closed dates and starts at from', () => {
    const dates = clickAndCollectDates({
      address: { schedules, closedDates: ['2026-11-25'] }, delayHours: 0, now: '2026-11-20T08:00', from: '2026-11-24', days: 7,
    });
    expect(dates.map((d) => d.date)).toEqual(['2026-11-30', '2026-11-30']);
  });

  it('offers no pickup before the products are prepared: an engraved box (5 working days) ordered on a Thursday is ready the next Thursday', () => {
    const saturdays = { schedules: [{ id: 9, dayOfWeek: 6, start: '09:00', end: '12:00' }, { id: 4, dayOfWeek: 4, start: '14:00', end: '18:00' }], closedDates: [] };
    const dates = clickAndCollectDates({ address: saturdays, delayHours: 48, now: '2026-11-26T10:00', days: 14, preparationDays: 5 });
    expect(dates[0]).toMatchObject({ date: '2026-12-03', idSchedule: 4 });
    const unprepared = clickAndCollectDates({ address: saturdays, delayHours: 48, now: '2026-11-26T10:00', days: 14 });
    expect(unprepared[0]).toMatchObject({ date: '2026-11-28', idSchedule: 9 });
  });

  it('counts preparation in working days, leaving out weekends and closed dates', () => {
    expect(readyDay('2026-11-26', 0)).toBe('2026-11-26');
    expect(readyDay('2026-11-26', 1)).toBe('2026-11-27');
    expect(readyDay('2026-11-27', 1)).toBe('2026-11-30');
    expect(readyDay('2026-11-26', 5, new Set(['2026-12-01']))).toBe('2026-12-04');
  });

  it('rejects a malformed from date', () => {
    expect(() => clickAndCollectDates({ address: open, delayHours: 0, now: '2026-11-23T08:00', from: '23/11', days: 1 })).toThrow(/YYYY-MM-DD/);
  });

  it('reads the wall clock of Paris', () => {
    expect(wallClock(new Date('2026-07-01T10:30:00Z'))).toBe('2026-07-01T12:30');
  });
});
