import type { PickupAddress } from '../../../schemas/shipping/click-and-collect.schema.ts';
import { dateParts } from '../../../rules/date-parts.ts';

/** A pickup possibility offered to the customer. */
export interface CollectDate {
  date: string;
  idSchedule: number;
  opens: string;
  closes: string;
}

export interface CollectDatesInput {
  /** The pick-up address: its weekly schedules and closed dates. */
  address: Pick<PickupAddress, 'schedules' | 'closedDates'>;
  /** CLICK_AND_COLLECT_DELAY_HOURS: time to prepare an order. */
  delayHours: number;
  /** The shop's wall-clock time now, `YYYY-MM-DDTHH:MM`. */
  now: string;
  /** First date to list (default: today); never before today. */
  from?: string;
  /** How many calendar days to scan. */
  days: number;
  /** Working days the cart's products need to be prepared (the largest `preparationDays`); 0 by default. */
  preparationDays?: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function dayOf(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

function addDays(date: string, days: number): string {
  const day = dayOf(date);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

function minutesBetween(fromWall: string, toWall: string): number {
  return (Date.parse(`${toWall}:00Z`) - Date.parse(`${fromWall}:00Z`)) / 60000;
}

/**
 * The pickup dates of click-and-collect: every slot of the weekly schedule over `days` days
 * from `from`, skipping closed dates and slots that close before the order can be ready
 * (now + delay hours). Ordered by date then opening time.
 */
export function clickAndCollectDates(input: CollectDatesInput): CollectDate[] {
  const today = input.now.slice(0, 10);
  if (!DATE.test(today) || !TIME.test(input.now.slice(11, 16))) {
    throw new RangeError(`'now' must be YYYY-MM-DDTHH:MM, got ${input.now}`);
  }
  if (input.from !== undefined && (!DATE.test(input.from) || Number.isNaN(dayOf(input.from).getTime()))) {
    throw new RangeError(`'from' must be a date YYYY-MM-DD, got ${input.from}`);
  }
  const closed = new Set(input.address.closedDates);
  const ready = readyDay(today, input.preparationDays ?? 0, closed);
  const asked = input.from !== undefined && input.from > today ? input.from : today;
  const start = ready > asked ? ready : asked;
  const readyInMinutes = Math.max(0, input.delayHours) * 60;
  const dates: CollectDate[] = [];
  for (let offset = 0; offset < input.days; offset += 1) {
    const date = addDays(start, offset);
    if (closed.has(date)) continue;
    const weekday = dayOf(date).getUTCDay() || 7;
    const slots = input.address.schedules
      .filter((slot) => slot.dayOfWeek === weekday)
      .sort((a, b) => a.start.localeCompare(b.start));
    for (const slot of slots) {
      if (minutesBetween(input.now.slice(0, 16), `${date}T${slot.end}`) <= readyInMinutes) continue;
      dates.push({ date, idSchedule: slot.id, opens: slot.start, closes: slot.end });
    }
  }
  return dates;
}

/**
 * The first day an order can be collected when its products need `workingDays` of preparation:
 * the `workingDays`-th working day after `today` (Monday to Friday, the address's closed dates
 * left out); `today` itself when nothing needs preparing. An order of a Thursday with 5 days of
 * preparation is ready on the next Thursday.
 */
export function readyDay(today: string, workingDays: number, closed: ReadonlySet<string> = new Set()): string {
  let day = today;
  for (let left = Math.max(0, Math.floor(workingDays)); left > 0; ) {
    day = addDays(day, 1);
    const weekday = dayOf(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !closed.has(day)) left -= 1;
  }
  return day;
}

/** The wall-clock time `YYYY-MM-DDTHH:MM` of an instant in a time zone (default Europe/Paris). */
export function wallClock(instant: Date, timeZone = 'Europe/Paris'): string {
  const { year, month, day, hour, minute } = dateParts(instant, timeZone);
  return `${year}-${month}-${day}T${hour}:${minute}`;
}
