/** One opening period of a day, as written in the parameter (`08:00`–`12:00`). */
export interface OpeningRange {
  from: string;
  to: string;
}

export type OpeningHoursResult =
  | { ok: true; closed: boolean; ranges: OpeningRange[] }
  | { ok: false; error: string };

const RANGE = /^([01]?\d|2[0-3])[:hH]([0-5]\d)\s*-\s*([01]?\d|2[0-4])[:hH]([0-5]\d)$/;

/**
 * An OPENING_HOURS_* value (`08:00-12:00,14:00-18:00`, empty = closed) → its ranges, times
 * normalised to HH:MM. A piece that is not a time range, or ends before it starts, is an error
 * naming the piece, so the caller can show the raw text instead of wrong hours.
 */
export function parseOpeningHours(value: string | null | undefined): OpeningHoursResult {
  const text = (value ?? '').trim();
  if (text === '') return { ok: true, closed: true, ranges: [] };
  const ranges: OpeningRange[] = [];
  for (const piece of text.split(/[,;]/).map((part) => part.trim()).filter(Boolean)) {
    const match = RANGE.exec(piece);
    if (!match) return { ok: false, error: `"${piece}" is not a time range like 08:00-12:00` };
    const from = `${match[1]?.padStart(2, '0')}:${match[2]}`;
    const to = `${match[3]?.padStart(2, '0')}:${match[4]}`;
    if (to <= from) return { ok: false, error: `"${piece}" ends before it starts` };
    ranges.push({ from, to });
  }
  return { ok: true, closed: false, ranges };
}

/** The weekdays in display order with their parameter keys. */
export const weekdays = [
  { day: 'monday', key: 'OPENING_HOURS_MONDAY' },
  { day: 'tuesday', key: 'OPENING_HOURS_TUESDAY' },
  { day: 'wednesday', key: 'OPENING_HOURS_WEDNESDAY' },
  { day: 'thursday', key: 'OPENING_HOURS_THURSDAY' },
  { day: 'friday', key: 'OPENING_HOURS_FRIDAY' },
  { day: 'saturday', key: 'OPENING_HOURS_SATURDAY' },
  { day: 'sunday', key: 'OPENING_HOURS_SUNDAY' },
] as const;

export type Weekday = (typeof weekdays)[number]['day'];
